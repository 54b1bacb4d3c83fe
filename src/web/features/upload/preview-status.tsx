import { ArrowRight, Sparkles, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '../../paths';
import { Button } from '../../ui/button';

/** Where the chosen photo stands: not yet sent, made into art, or refused or failed. */
export type PreviewStatus =
  | { kind: 'ready' }
  | { kind: 'art-ready'; artworkUrl: string | null }
  | { kind: 'failed'; message: string };

/**
 * The line above 'Create My Art' (SPEC §2): 'Ready to transform!' before the art is made,
 * 'Your art is ready!' with the way to the products once it is, or what went wrong. A finished
 * job is said here so that a page without a results view (/upload) never hides it.
 */
export function PreviewStatusLine({ status }: { status: PreviewStatus }) {
  if (status.kind === 'failed') {
    return (
      <p role="alert" className="flex items-start gap-2 font-medium text-destructive">
        <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
        {status.message}
      </p>
    );
  }
  if (status.kind === 'art-ready') {
    return (
      <div className="flex flex-col gap-3">
        <div className="flex items-center gap-3">
          {status.artworkUrl && (
            <img
              src={status.artworkUrl}
              alt="Your artwork"
              width={64}
              height={64}
              decoding="async"
              className="size-16 shrink-0 rounded-xl border border-line bg-sand object-cover"
            />
          )}
          <p className="flex items-center gap-2 font-display text-lg font-semibold">
            <Sparkles className="size-5 text-gold" aria-hidden />
            Your art is ready!
          </p>
        </div>
        <Button asChild size="lg" className="w-full">
          <Link to={PATHS.products}>
            View Your Art Products
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <p className="flex items-center gap-2 font-display text-lg font-semibold">
      <Sparkles className="size-5 text-gold" aria-hidden />
      Ready to transform!
    </p>
  );
}
