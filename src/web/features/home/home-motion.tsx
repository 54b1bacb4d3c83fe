import { LazyMotion, MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';

/**
 * The animation features the home page uses, and no more: its components use the light `m`
 * elements, and people who ask for less motion get only fades.
 */
export function HomeMotion({ children }: { children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={() => import('./motion-features').then((m) => m.default)} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  );
}
