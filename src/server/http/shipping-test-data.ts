import type { ShippingLineItem } from '../../shared/api/shipping';

/** A ZIP code of each region the tests ship to, so the address agrees with itself. */
const ZIP_IN: Record<string, string> = {
  NY: '10118',
  CA: '90012',
  TX: '75201',
  AK: '99501',
  HI: '96813',
  PR: '00901',
  VI: '00802',
  GU: '96910',
  AE: '09021',
  AP: '96201',
};

/** Bodies for the shipping API tests: an address per region and a cart line per blueprint. */
export const addressIn = (region: string, zip = ZIP_IN[region] ?? '10118', country = 'US') => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  phone: '',
  country,
  region,
  address1: '1 Main Street',
  address2: '',
  city: 'Somewhere',
  zip,
});

type Line = Omit<ShippingLineItem, 'sku'>;

/** Lines of the local partner's catalogue, as the cart sends them. */
export const LINES = {
  blackTeeL: {
    product_id: 'job-tshirt',
    variant_id: 18054,
    quantity: 1,
    print_provider_id: 29,
    blueprint_id: 12,
  },
  canvas8x10: {
    product_id: 'job-canvas',
    variant_id: 82228,
    quantity: 1,
    print_provider_id: 105,
    blueprint_id: 937,
  },
  whiteMug: {
    product_id: 'job-mug-white',
    variant_id: 33719,
    quantity: 1,
    print_provider_id: 1,
    blueprint_id: 68,
  },
  blackMug: {
    product_id: 'job-mug-black',
    variant_id: 96132,
    quantity: 1,
    print_provider_id: 28,
    blueprint_id: 1151,
  },
} satisfies Record<string, Line>;
