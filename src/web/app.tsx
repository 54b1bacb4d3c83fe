import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RouteObject, RouterProvider, type RouterProviderProps } from 'react-router';
import { AuthDialog } from './features/auth/auth-dialog';
import { ProfileDialog } from './features/auth/profile-dialog';
import { Layout } from './layout';
import { AccountPage } from './pages/account';
import { CartPage } from './pages/cart';
import { CheckoutPage } from './pages/checkout';
import { HomePage } from './pages/home';
import { NotFoundPage } from './pages/not-found';
import { OrderPage } from './pages/order';
import { ProductsPage } from './pages/products';
import { UploadPage } from './pages/upload';
import { RouteError } from './route-error';
import { Toaster } from './ui/toaster';
import { TooltipProvider } from './ui/tooltip';

/** The route table of SPEC §2. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'products', element: <ProductsPage /> },
      { path: 'upload', element: <UploadPage /> },
      { path: 'cart', element: <CartPage /> },
      { path: 'checkout', element: <CheckoutPage /> },
      { path: 'orders/:orderId', element: <OrderPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

type AppProps = { router: RouterProviderProps['router']; queryClient: QueryClient };

export function App({ router, queryClient }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={200}>
        <RouterProvider router={router} />
        <Toaster />
        <AuthDialog />
        <ProfileDialog />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
