import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { PageHeader } from '../../ui/page-header';

/** Links inside the store's own pages' text. */
export const textLinkClasses = cn(
  'rounded-sm font-medium text-primary underline underline-offset-4 hover:text-primary-hover',
  focusRing,
);

/** One of the store's own pages (Contact, Shipping & Returns, Privacy, Terms): a title, then sections. */
export function InfoPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader title={title} className="gap-3 [&>p]:text-lg">
        {lead}
      </PageHeader>
      {children}
    </article>
  );
}

/** A titled part of an info page; its paragraphs and lists are spaced and sized for reading. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 leading-relaxed text-ink/90 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-5">
      <h2 className="text-2xl font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** A link to another page of the store, styled as part of the text. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={textLinkClasses}>
      {children}
    </Link>
  );
}
