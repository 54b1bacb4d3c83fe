import { ArrowRight, PackageOpen, RotateCcw, Sparkles, TriangleAlert, Wand2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../paths';
import { Button } from '../../ui/button';
import type { ResultsOutcome } from '../generation/results-outcome';
import { mockupPreviews } from './mockup-previews';

export interface ResultsViewProps {
  outcome: ResultsOutcome;
  /** 'Create New Art' and 'Start Over': back to a fresh start. */
  onReset: () => void;
  /** 'Try Again' after a failure: the same photo and choices, ready to create again. */
  onRetry: () => void;
}

/** What became of the shopper's photo, in the hero's place (SPEC §2). */
export function ResultsView({ outcome, onReset, onRetry }: ResultsViewProps) {
  if (outcome.kind === 'products') {
    const previews = mockupPreviews(outcome.products);
    return (
      <ResultsShell>
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.1fr]">
          <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
            <p className="flex items-center gap-2 rounded-full border border-line bg-paper/80 px-4 py-1.5 text-sm font-medium text-ink-muted">
              <Sparkles className="size-4 text-gold" aria-hidden />
              Your masterpiece is on our products
            </p>
            <h1 className="mt-5 text-4xl font-semibold sm:text-5xl">Your art is ready!</h1>
            {outcome.paintedAs.length > 0 && (
              <p className="mt-4 text-base font-medium text-ink">
                Painted as: {outcome.paintedAs.join(' · ')}
              </p>
            )}
            <p className="mt-4 max-w-lg text-lg leading-relaxed text-ink-muted">
              Choose sizes and colours, then order it printed and shipped to your door.
            </p>
            <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap">
              <Button asChild size="lg">
                <Link to={PATHS.products}>
                  View Your Art Products
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
              <Button variant="secondary" size="lg" onClick={onReset}>
                <Wand2 aria-hidden />
                Create New Art
              </Button>
              <Button variant="outline" size="lg" onClick={onReset}>
                <RotateCcw aria-hidden />
                Start Over
              </Button>
            </div>
          </div>
          <ul aria-label="Your art on our products" className="grid grid-cols-2 gap-3 sm:gap-4">
            {previews.map(({ key, label, src }) => (
              <li
                key={key}
                className="overflow-hidden rounded-2xl border border-line bg-paper shadow-soft"
              >
                <img
                  src={src}
                  alt={`Your art on a ${label.toLowerCase()}`}
                  width={480}
                  height={480}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full bg-sand object-cover"
                />
                <p className="px-3 py-2 text-sm font-medium">{label}</p>
              </li>
            ))}
          </ul>
        </div>
      </ResultsShell>
    );
  }

  if (outcome.kind === 'no-products') {
    return (
      <ResultsShell narrow>
        <span className="flex size-16 items-center justify-center rounded-full bg-sand text-primary">
          <PackageOpen className="size-8" aria-hidden />
        </span>
        <h1 className="text-3xl font-semibold sm:text-4xl">No products available</h1>
        <p className="max-w-md text-ink-muted">
          Your art was made, but no products could be prepared from it this time.
        </p>
        <Button size="lg" onClick={onReset}>
          <RotateCcw aria-hidden />
          Start Over
        </Button>
      </ResultsShell>
    );
  }

  return (
    <ResultsShell narrow>
      <span className="flex size-16 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert className="size-8" aria-hidden />
      </span>
      <h1 className="text-3xl font-semibold sm:text-4xl">Processing Failed</h1>
      <p role="alert" className="max-w-md text-lg text-ink">
        {outcome.message}
      </p>
      <Button size="lg" onClick={onRetry}>
        <RotateCcw aria-hidden />
        Try Again
      </Button>
    </ResultsShell>
  );
}

function ResultsShell({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <section aria-label="Your results" className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(55%_60%_at_20%_10%,rgb(217_164_65/0.2),transparent_70%),radial-gradient(50%_55%_at_85%_30%,rgb(90_42_79/0.14),transparent_70%)]"
      />
      {narrow ? (
        <div className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24">
          {children}
        </div>
      ) : (
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-20 sm:px-6 sm:pt-20">{children}</div>
      )}
    </section>
  );
}
