import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../paths';
import { Button } from '../ui/button';

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <p className="bg-linear-to-br from-primary to-plum bg-clip-text font-display text-8xl font-semibold text-transparent sm:text-9xl">
        404
      </p>
      <h1 className="text-2xl font-semibold sm:text-3xl">Oops! Page not found</h1>
      <Button asChild size="lg" className="mt-4">
        <Link to={PATHS.home}>Return to Home</Link>
      </Button>
    </div>
  );
}
