/** Routes of SPEC §2. */
export const PATHS = {
  home: '/',
  products: '/products',
  upload: '/upload',
  cart: '/cart',
  checkout: '/checkout',
  account: '/account',
  artworks: '/artworks',
  contact: '/contact',
  shippingReturns: '/shipping-returns',
  privacy: '/privacy',
  terms: '/terms',
  admin: '/admin',
  adminStyles: '/admin/styles',
} as const;

/** One order in the back office. */
export const adminOrderPath = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;

/** One customer in the back office, by e-mail. */
export const adminCustomerPath = (email: string) =>
  `/admin/customers/${encodeURIComponent(email.toLowerCase())}`;

/** Sections of the home page that the navigation can scroll to. */
export const HOW_IT_WORKS_SECTION_ID = 'how-it-works';
