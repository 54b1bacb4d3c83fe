import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { type RouteObject, RouterProvider, type RouterProviderProps } from 'react-router';
import { AccountDialogs } from './features/auth/account-dialogs-mount';
import { Layout } from './layout';
import { RouteError } from './route-error';

/**
 * A page's module, fetched the first time its route is visited: the first load carries only the
 * shell and the page a shopper lands on (whose chunk the served HTML already preloads).
 */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** Toasts come after the first paint; the toast calls queue on the same import (ui/toast.ts). */
const Toaster = lazy(async () => ({ default: (await import('./ui/toaster')).Toaster }));

/** The route table of SPEC §2. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(async () => (await import('./pages/home')).HomePage) },
      { path: 'products', ...page(async () => (await import('./pages/products')).ProductsPage) },
      { path: 'upload', ...page(async () => (await import('./pages/upload')).UploadPage) },
      { path: 'cart', ...page(async () => (await import('./pages/cart')).CartPage) },
      { path: 'checkout', ...page(async () => (await import('./pages/checkout')).CheckoutPage) },
      { path: 'orders/:orderId', ...page(async () => (await import('./pages/order')).OrderPage) },
      { path: 'account', ...page(async () => (await import('./pages/account')).AccountPage) },
      { path: '*', ...page(async () => (await import('./pages/not-found')).NotFoundPage) },
    ],
  },
];

type AppProps = { router: RouterProviderProps['router']; queryClient: QueryClient };

export function App({ router, queryClient }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <AccountDialogs />
    </QueryClientProvider>
  );
}
