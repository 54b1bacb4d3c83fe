/** The painter's-palette mark, drawn inline so it needs no request. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden focusable="false">
      <defs>
        <linearGradient id="brand-mark-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#c4562f" />
          <stop offset="1" stopColor="#5a2a4f" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#brand-mark-fill)" />
      <path
        d="M32 14c-10 0-18 7.2-18 16.4 0 8.6 6.6 14.6 14 14.6 2.4 0 3.2-1.4 3.2-2.8 0-2.4-2-3-2-5 0-1.6 1.3-2.8 3-2.8h4.6c7.2 0 13.2-4.6 13.2-10.8C50 20.4 42 14 32 14z"
        fill="#fbf6ee"
      />
      <circle cx="24" cy="28" r="3.2" fill="#c4562f" />
      <circle cx="31" cy="22" r="3.2" fill="#d9a441" />
      <circle cx="39.5" cy="24.5" r="3.2" fill="#5a2a4f" />
    </svg>
  );
}
