import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { type RouteObject, RouterProvider, type RouterProviderProps } from 'react-router';
import { AccountDialogs } from './features/auth/account-dialogs-mount';
import { Layout } from './layout';
import { RouteError } from './route-error';
import { useToasterWanted } from './ui/toast';

/**
 * A page's module, fetched the first time its route is visited: the first load carries only the
 * shell and the page a shopper lands on (whose chunk the served HTML already preloads).
 */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

const Toaster = lazy(async () => ({ default: (await import('./ui/toaster')).Toaster }));

/**
 * The toaster, mounted with the first toast (ui/toast.ts): the toast library costs a page load
 * nothing, and the first toast waits for it once.
 */
function ToasterOnDemand() {
  const wanted = useToasterWanted((state) => state.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

function NothingYet() {
  return null;
}

/** The route table of SPEC §2. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // The landing page's module is on its way (the served HTML preloads it): nothing to show
    // for those few milliseconds, and the router is told so rather than warning of it.
    HydrateFallback: NothingYet,
    children: [
      { index: true, ...page(async () => (await import('./pages/home')).HomePage) },
      { path: 'products', ...page(async () => (await import('./pages/products')).ProductsPage) },
      { path: 'upload', ...page(async () => (await import('./pages/upload')).UploadPage) },
      { path: 'cart', ...page(async () => (await import('./pages/cart')).CartPage) },
      { path: 'checkout', ...page(async () => (await import('./pages/checkout')).CheckoutPage) },
      { path: 'orders/:orderId', ...page(async () => (await import('./pages/order')).OrderPage) },
      { path: 'account', ...page(async () => (await import('./pages/account')).AccountPage) },
      { path: 'artworks', ...page(async () => (await import('./pages/artworks')).ArtworksPage) },
      { path: 'contact', ...page(async () => (await import('./pages/contact')).ContactPage) },
      {
        path: 'shipping-returns',
        ...page(async () => (await import('./pages/shipping-returns')).ShippingReturnsPage),
      },
      { path: 'privacy', ...page(async () => (await import('./pages/privacy')).PrivacyPage) },
      { path: 'terms', ...page(async () => (await import('./pages/terms')).TermsPage) },
      { path: 'admin', ...page(async () => (await import('./pages/admin')).AdminPage) },
      {
        path: 'admin/styles',
        ...page(async () => (await import('./pages/admin-styles')).AdminStylesPage),
      },
      {
        path: 'admin/orders/:orderId',
        ...page(async () => (await import('./pages/admin-order')).AdminOrderPage),
      },
      {
        path: 'admin/customers/:email',
        ...page(async () => (await import('./pages/admin-customer')).AdminCustomerPage),
      },
      { path: '*', ...page(async () => (await import('./pages/not-found')).NotFoundPage) },
    ],
  },
];

type AppProps = { router: RouterProviderProps['router']; queryClient: QueryClient };

export function App({ router, queryClient }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToasterOnDemand />
      <AccountDialogs />
    </QueryClientProvider>
  );
}
