import { normaliseShippingAddress } from '../../../../shared/validation/shipping-address';

/** A valid address for the checkout's tests. */
export const NEW_YORK_ADDRESS = normaliseShippingAddress({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  address1: '350 Fifth Avenue',
  city: 'New York',
  region: 'NY',
  zip: '10118',
});
