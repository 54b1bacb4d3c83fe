import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createQueryClient } from './api/query-client';
import { App, routes } from './app';
import { syncCartAcrossTabs } from './features/cart/cart-store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

syncCartAcrossTabs();

createRoot(container).render(
  <StrictMode>
    <App router={createBrowserRouter(routes)} queryClient={createQueryClient()} />
  </StrictMode>,
);
