/** Three bouncing dots for a figure still being worked out (SPEC §2 order summary). */
export function LoadingDots() {
  return (
    <span role="img" aria-label="Calculating" className="inline-flex items-center gap-1">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden
          className="size-1.5 animate-bounce rounded-full bg-ink-muted"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
