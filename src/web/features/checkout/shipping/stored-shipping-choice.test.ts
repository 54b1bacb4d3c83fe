import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiShippingMethod } from '../../../../shared/api/shipping';
import { STORAGE_KEYS } from '../../../../shared/storage-keys';
import {
  beginAccountSession,
  endAccountSession,
  ensureGuestSession,
} from '../../session/shopper-session';
import {
  forgetShippingChoice,
  loadShippingChoice,
  rememberShippingChoice,
} from './stored-shipping-choice';

const PRIORITY: ApiShippingMethod = {
  id: 2,
  name: 'Priority',
  description: undefined,
  price: 1499,
  handling_days: 3,
  min_delivery_days: 2,
  max_delivery_days: 3,
};

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.shippingMethod) ?? 'null');

beforeEach(() => localStorage.clear());

describe('the stored shipping choice', () => {
  it('keeps the chosen method in the SPEC’s shipping-method shape, as the guest’s', () => {
    const guest = ensureGuestSession().guestSessionId;
    expect(loadShippingChoice()).toBeNull();
    rememberShippingChoice(PRIORITY);
    expect(stored()[guest]).toEqual({
      id: 2,
      name: 'Priority',
      price: 1499,
      handlingDays: 3,
      minDeliveryDays: 2,
      maxDeliveryDays: 3,
      isSelected: true,
      isRecommended: false,
    });
    expect(loadShippingChoice()).toEqual({ id: 2, price: 1499 });
    forgetShippingChoice();
    expect(loadShippingChoice()).toBeNull();
  });

  it('is the shopper’s own: an account does not see the guest’s, nor the next guest', () => {
    ensureGuestSession();
    rememberShippingChoice(PRIORITY);
    beginAccountSession('user-lin', null);
    expect(loadShippingChoice()).toBeNull();
    endAccountSession();
    expect(loadShippingChoice()).toBeNull();
  });

  it('reads nothing from a damaged entry', () => {
    const guest = ensureGuestSession().guestSessionId;
    localStorage.setItem(STORAGE_KEYS.shippingMethod, JSON.stringify({ [guest]: { id: 'two' } }));
    expect(loadShippingChoice()).toBeNull();
  });
});
