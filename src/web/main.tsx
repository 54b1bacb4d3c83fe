import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { appQueryClient } from './api/app-query-client';
import { App, routes } from './app';
import { restoreAuth } from './features/auth/auth-store';
import { syncCartAcrossTabs } from './features/cart/cart-store';
import { startShopperSession } from './features/session/shopper-session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

syncCartAcrossTabs();
startShopperSession();
void restoreAuth();

createRoot(container).render(
  <StrictMode>
    <App router={createBrowserRouter(routes)} queryClient={appQueryClient} />
  </StrictMode>,
);
