import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalCardForm } from './local-card-form';
import type { ConfirmInput, PaymentFormHandle, PaymentOutcome } from './payment-outcome';

const INPUT: ConfirmInput = {
  billingName: 'Grace Hopper',
  email: 'grace@example.com',
  returnUrl: 'http://localhost/checkout',
};
const CONFIRM_URL = '/local-card-processor/v1/payment_intents/pi_123/confirm';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm() {
  const ref = createRef<PaymentFormHandle>();
  const onReadyChange = vi.fn();
  const navigate = vi.fn();
  render(
    <LocalCardForm
      ref={ref}
      clientSecret="pi_123_secret_abc"
      paymentIntentId="pi_123"
      onReadyChange={onReadyChange}
      navigate={navigate}
    />,
  );
  const confirm = async (): Promise<PaymentOutcome | undefined> => {
    let outcome: PaymentOutcome | undefined;
    await act(async () => {
      outcome = await ref.current?.confirm(INPUT);
    });
    return outcome;
  };
  return { user: userEvent.setup(), onReadyChange, navigate, confirm };
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  card: { number?: string; expiry?: string; cvc?: string; zip?: string } = {},
) {
  await user.type(field('Card number'), card.number ?? '4242424242424242');
  await user.type(field('Expiration date'), card.expiry ?? '1240');
  await user.type(field('Security code'), card.cvc ?? '123');
  await user.type(field('ZIP code'), card.zip ?? '10118');
}

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('LocalCardForm', () => {
  it('shows a card tab marked as test mode with labelled card fields, and is ready', () => {
    const { onReadyChange } = renderForm();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Card' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Test mode')).toBeVisible();
    expect(screen.getByText(/No real card is charged/)).toHaveTextContent('4242 4242 4242 4242');

    expect(field('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(field('Card number')).toHaveAttribute('inputmode', 'numeric');
    expect(field('Card number')).toHaveAttribute('placeholder', '1234 1234 1234 1234');
    expect(field('Expiration date')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(field('Expiration date')).toHaveAttribute('placeholder', 'MM / YY');
    expect(field('Security code')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(field('Security code')).toHaveAttribute('placeholder', 'CVC');
    expect(field('ZIP code')).toHaveAttribute('autocomplete', 'postal-code');
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('US');
    expect(country).toHaveDisplayValue('United States');
    expect(onReadyChange).toHaveBeenCalledWith(true);
  });

  it('groups the card number in fours and inserts the expiry separator while typing', async () => {
    const { user } = renderForm();
    await user.type(field('Card number'), '4242424242424242');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.type(field('Expiration date'), '12');
    expect(field('Expiration date')).toHaveValue('12 / ');
    await user.type(field('Expiration date'), '40');
    expect(field('Expiration date')).toHaveValue('12 / 40');
    await user.type(field('Expiration date'), '{Backspace}{Backspace}{Backspace}');
    expect(field('Expiration date')).toHaveValue('1');
  });

  it('names the card’s brand as the shopper types, Mastercard’s 2-series too', async () => {
    const { user } = renderForm();
    expect(field('Card number')).not.toHaveAccessibleDescription();
    await user.type(field('Card number'), '2223003122003222');
    expect(field('Card number')).toHaveAccessibleDescription('Mastercard');
    await user.clear(field('Card number'));
    await user.type(field('Card number'), '36227206271667');
    expect(field('Card number')).toHaveValue('3622 720627 1667');
    expect(field('Card number')).toHaveAccessibleDescription('Diners Club');
  });

  it('takes American Express as 15 digits with a four-digit security code', async () => {
    const fetch = answer(200, { id: 'pi_123', status: 'succeeded', amount: 7278, currency: 'usd' });
    const { user, confirm } = renderForm();
    await fillCard(user, { number: '3782822463100059', cvc: '123' });
    expect(field('Card number')).toHaveValue('3782 822463 10005');
    expect(screen.getByText('American Express')).toBeVisible();
    await expect(confirm()).resolves.toEqual({
      status: 'failed',
      message: "Your card's security code is incomplete.",
    });
    expect(fetch).not.toHaveBeenCalled();
    await user.type(field('Security code'), '4');
    await expect(confirm()).resolves.toEqual({ status: 'succeeded', paymentIntentId: 'pi_123' });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).card).toMatchObject({
      number: '378282246310005',
      cvc: '1234',
    });
  });

  it('shows a field’s message under it once the shopper leaves it', async () => {
    const { user } = renderForm();
    await user.type(field('Card number'), '4242424242424241');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Your card number is invalid.');
    expect(field('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Card number')).toHaveAccessibleDescription('Your card number is invalid. Visa');
  });

  it('refuses an invalid card with the first message and sends nothing', async () => {
    const fetch = answer(200, {});
    const { user, confirm } = renderForm();
    await fillCard(user, { number: '4242424242424241', expiry: '0120' });

    await expect(confirm()).resolves.toEqual({
      status: 'failed',
      message: 'Your card number is invalid.',
    });
    expect(field('Expiration date')).toHaveAccessibleDescription(
      "Your card's expiration year is in the past.",
    );
    expect(field('Card number')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows every empty field’s message on confirm', async () => {
    const fetch = answer(200, {});
    const { confirm } = renderForm();
    await expect(confirm()).resolves.toEqual({
      status: 'failed',
      message: 'Your card number is incomplete.',
    });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Your card number is incomplete.',
      "Your card's expiration date is incomplete.",
      "Your card's security code is incomplete.",
      'Your ZIP is incomplete.',
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('confirms a valid card with the processor and reports success', async () => {
    const fetch = answer(200, { id: 'pi_123', status: 'succeeded', amount: 7278, currency: 'usd' });
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { user, confirm, navigate } = renderForm();
    await fillCard(user);

    await expect(confirm()).resolves.toEqual({ status: 'succeeded', paymentIntentId: 'pi_123' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(timeout).toHaveBeenCalledWith(30_000);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(CONFIRM_URL);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      client_secret: 'pi_123_secret_abc',
      card: {
        number: '4242424242424242',
        exp_month: 12,
        exp_year: 2040,
        cvc: '123',
        country: 'US',
        postal_code: '10118',
      },
      billing_details: { name: 'Grace Hopper', email: 'grace@example.com' },
      return_url: 'http://localhost/checkout',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('passes on the processor’s reason for a declined card', async () => {
    answer(402, {
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    const { user, confirm } = renderForm();
    await fillCard(user, { number: '4000000000009995' });
    await expect(confirm()).resolves.toEqual({
      status: 'failed',
      message: 'Your card has insufficient funds.',
    });
    expect(field('Card number')).toBeEnabled();
  });

  it('sends the whole window to the bank when the card needs authentication', async () => {
    const bank = 'http://localhost/local-card-processor/authenticate/pi_123';
    answer(200, {
      id: 'pi_123',
      status: 'requires_action',
      amount: 7278,
      currency: 'usd',
      next_action: { type: 'redirect_to_url', redirect_to_url: { url: bank } },
    });
    const { user, confirm, navigate } = renderForm();
    await fillCard(user, { number: '4000002500003155' });
    await expect(confirm()).resolves.toEqual({ status: 'redirecting' });
    expect(navigate).toHaveBeenCalledWith(bank);
  });

  it('counts any other unpaid status as a failed payment', async () => {
    answer(200, { id: 'pi_123', status: 'requires_payment_method', amount: 7278, currency: 'usd' });
    const { user, confirm, navigate } = renderForm();
    await fillCard(user);
    await expect(confirm()).resolves.toEqual({ status: 'failed', message: 'Payment failed' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports a processing failure when no answer comes back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { user, confirm } = renderForm();
    await fillCard(user);
    await expect(confirm()).resolves.toEqual({
      status: 'failed',
      message: 'Payment processing failed',
    });
  });
});
