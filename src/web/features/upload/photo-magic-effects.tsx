import { Sparkles } from 'lucide-react';
import { m, useReducedMotion } from 'motion/react';

/** Where the sparkles twinkle, in percent of the photo, and when each starts. */
const SPARKLES = [
  { top: 12, left: 16, delay: 0, size: 'size-5' },
  { top: 22, left: 78, delay: 0.6, size: 'size-4' },
  { top: 48, left: 8, delay: 1.2, size: 'size-3' },
  { top: 58, left: 86, delay: 0.3, size: 'size-5' },
  { top: 78, left: 24, delay: 0.9, size: 'size-4' },
  { top: 84, left: 66, delay: 1.5, size: 'size-3' },
] as const;

/**
 * The spell being cast over the photo while the art is made: a shimmer, a scanning line and
 * sparkles. With reduced motion only a still glow and still sparkles remain.
 */
export function PhotoMagicEffects() {
  const still = useReducedMotion() ?? false;
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
      <m.div
        className="absolute inset-0 bg-linear-to-br from-plum/35 via-transparent to-gold/35 mix-blend-soft-light"
        animate={still ? undefined : { opacity: [0.6, 1, 0.6] }}
        transition={{ duration: 3, repeat: Number.POSITIVE_INFINITY, ease: 'easeInOut' }}
      />
      {!still && (
        <>
          <m.div
            className="absolute inset-y-0 -left-1/2 w-1/2 -skew-x-12 bg-linear-to-r from-transparent via-paper/45 to-transparent"
            animate={{ x: ['0%', '400%'] }}
            transition={{
              duration: 2.4,
              repeat: Number.POSITIVE_INFINITY,
              ease: 'easeInOut',
              repeatDelay: 0.4,
            }}
          />
          <m.div
            className="absolute inset-x-0 h-0.5 bg-gold shadow-[0_0_18px_6px_rgb(217_164_65/0.55)]"
            animate={{ top: ['4%', '96%'] }}
            transition={{
              duration: 2.8,
              repeat: Number.POSITIVE_INFINITY,
              repeatType: 'reverse',
              ease: 'easeInOut',
            }}
          />
        </>
      )}
      {SPARKLES.map(({ top, left, delay, size }) => (
        <m.span
          key={`${top}-${left}`}
          className="absolute text-gold-soft drop-shadow-[0_0_6px_rgb(217_164_65/0.9)]"
          style={{ top: `${top}%`, left: `${left}%` }}
          animate={
            still ? undefined : { opacity: [0, 1, 0], scale: [0.4, 1.1, 0.4], rotate: [0, 45] }
          }
          transition={{ duration: 1.8, repeat: Number.POSITIVE_INFINITY, delay, ease: 'easeInOut' }}
        >
          <Sparkles className={size} />
        </m.span>
      ))}
    </div>
  );
}
