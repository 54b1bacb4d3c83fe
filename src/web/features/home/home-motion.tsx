import { LazyMotion, MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';
import { firstPaint } from '../../first-paint';

/** The animation engine, fetched once the page is on screen: nothing on the first paint moves. */
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
