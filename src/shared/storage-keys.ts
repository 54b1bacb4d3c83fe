import { PRODUCT_SHORT_NAME } from './constants';

const prefixed = (name: string) => `${PRODUCT_SHORT_NAME}_${name}`;

/** Keys under which the browser keeps state in local storage (SPEC §3, "Storage keys"). */
export const STORAGE_KEYS = {
  userId: 'userId',
  guestSessionId: 'guestSessionId',
  sessionMetadata: 'sessionMetadata',
  cart: prefixed('cart'),
  shippingMethod: prefixed('shipping_method'),
  guestSession: prefixed('guest_session'),
  shippingAddress: prefixed('shipping_address'),
  addressHistory: prefixed('address_history'),
  upload: prefixed('upload'),
  /** Session storage: the checkout being paid for, so a bank's redirect can resume it. */
  pendingPayment: prefixed('pending_payment'),
  /** Session storage: the photo chosen, before its art is asked for, so a reload keeps it. */
  chosenPhoto: prefixed('chosen_photo'),
  /** Session storage: the upload key of a "Create My Art" not yet answered (issue 38). */
  uploadKey: prefixed('upload_key'),
  /** Session storage: the order just placed, so a reload of its confirmation shows it again. */
  placedOrder: prefixed('placed_order'),
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
