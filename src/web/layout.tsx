import { useEffect, useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { useFinishedJobRedirect } from './features/generation/use-finished-job-redirect';
import { NavBar } from './features/navigation/nav-bar';
import { ScrollOnNavigate } from './features/navigation/scroll-on-navigate';
import { SiteFooter } from './features/store-info/site-footer';
import { pageCommitted } from './first-paint';
import { removePageFrame } from './page-frame';
import { cn } from './ui/cn';
import { focusRing } from './ui/focus-ring';

/** Every page: the navigation bar above, the route's page below it, the footer at the foot. */
export function Layout() {
  useFinishedJobRedirect();
  useLayoutEffect(removePageFrame, []);
  useEffect(pageCommitted, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className={cn(
          'sr-only rounded-lg bg-paper px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50',
          focusRing,
        )}
      >
        Skip to content
      </a>
      <NavBar />
      <ScrollOnNavigate />
      <main id="main" className="flex flex-1 flex-col pt-16">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
