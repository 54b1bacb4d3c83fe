// First, so that no schema parses before zod is configured for the browser.
import './zod-config';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { appQueryClient } from './api/app-query-client';
import { App, routes } from './app';
import { restoreAuth } from './features/auth/auth-store';
import { syncCartAcrossTabs } from './features/cart/cart-store';
import { proveGuestSession } from './features/session/guest-proof';
import { startShopperSession } from './features/session/shopper-session';
import { firstPaint } from './first-paint';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

syncCartAcrossTabs();
// The session (an upload or order asks for it at once if it comes first) and the question of
// who is signed in wait until the page is on screen. The server gives a guest its id
// (guest-proof), so the session starts once it has answered: the browser then never shows an
// id of its own making, unless the server cannot be reached.
void firstPaint.then(() => {
  void proveGuestSession().finally(startShopperSession);
  return restoreAuth();
});

// The modules above are evaluated in one task; the router and the first render start in the
// next, so a phone meets two shorter tasks instead of one long one before it can answer a tap.
// As a transition the first render then yields to the browser every few milliseconds.
setTimeout(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={createBrowserRouter(routes)} queryClient={appQueryClient} />
      </StrictMode>,
    ),
  );
});
