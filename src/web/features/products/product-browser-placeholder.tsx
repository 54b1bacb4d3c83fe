/**
 * Holds the product browser's place while its module loads: at least a screen tall, so the
 * footer starts below the fold and does not jump down when the browser arrives (a layout
 * shift of 0.18 on a phone without it). Shaped like the browser: the looks, the tabs, the
 * picture beside the details.
 */
export function ProductBrowserPlaceholder() {
  return (
    <div aria-hidden className="flex min-h-svh flex-col gap-8">
      <div className="grid grid-cols-4 gap-2 sm:flex sm:gap-3">
        {[0, 1, 2, 3].map((look) => (
          <div key={look} className="aspect-square rounded-xl bg-sand sm:size-24" />
        ))}
      </div>
      <div className="grid grid-cols-3 gap-2 sm:gap-4">
        {[0, 1, 2].map((tab) => (
          <div key={tab} className="h-16 rounded-xl bg-sand/70 sm:h-auto sm:aspect-square" />
        ))}
      </div>
      <div className="grid gap-8 md:grid-cols-2">
        <div className="aspect-square rounded-2xl bg-sand" />
      </div>
    </div>
  );
}
