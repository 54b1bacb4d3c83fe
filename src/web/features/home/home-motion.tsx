import { LazyMotion, MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';
import { firstPaint } from '../../first-paint';

/** The animation code comes after the first paint: nothing animates before the page is seen. */
const loadFeatures = () =>
  firstPaint.then(() => import('./motion-features')).then((module) => module.default);

/**
 * The animation features the home page uses, and no more: its components use the light `m`
 * elements, and people who ask for less motion get only fades.
 */
export function HomeMotion({ children }: { children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadFeatures} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  );
}
