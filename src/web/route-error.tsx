import { useLayoutEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { removePageFrame } from './page-frame';
import { Button } from './ui/button';

/** Shown instead of a blank screen when a page fails to render. */
export function RouteError() {
  useLayoutEffect(removePageFrame, []);
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-semibold">Something went wrong</h1>
      <p className="text-ink-muted">
        {detail ?? 'This page could not be shown. Please try again in a moment.'}
      </p>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
