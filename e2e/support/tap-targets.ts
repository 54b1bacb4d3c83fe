import type { Page } from '@playwright/test';

/** A comfortable target for a fingertip (WCAG 2.5.5, Apple's and Google's guidelines). */
export const MIN_TAP_TARGET_PX = 44;

const CONTROLS = [
  'a[href]',
  'button',
  'input[type="radio"]',
  'input[type="checkbox"]',
  '[role="button"]',
  '[role="link"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="tab"]',
].join(', ');

/**
 * Every control a person can see on the page (scrolled to or not) that is less than
 * MIN_TAP_TARGET_PX tall or wide, described as "where: name (width x height)". Controls
 * hidden from everyone (display: none, aria-hidden, inert, screen-reader-only) do not count.
 */
export async function smallTapTargets(page: Page, where: string): Promise<string[]> {
  const small = await page.evaluate(
    async ({ selector, min }) => {
      // A slide scaling into view or a chip changing colour is measured where it comes to rest.
      // Waited for until none is left, and measured in the same turn as the last look: the
      // style carousel turns on its own, and a slide that began scaling just after one wait was
      // measured mid-way (166x40, with the menu open).
      const ending = () =>
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getComputedTiming().endTime !== Infinity,
          );
      for (let look = 0; look < 20 && ending().length > 0; look++) {
        await Promise.allSettled(ending().map((animation) => animation.finished));
      }
      const name = (element: Element) =>
        (
          element.getAttribute('aria-label') ||
          element.textContent?.replace(/\s+/g, ' ').trim() ||
          element.getAttribute('href') ||
          element.tagName
        ).slice(0, 60);
      // Screen-reader-only text (the skip link until it has focus) is clipped away: nobody taps it.
      const clippedAway = (element: Element) => {
        const style = getComputedStyle(element);
        return style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
      };
      const shown = (element: Element) =>
        !element.closest('[aria-hidden="true"], [inert]') &&
        element.checkVisibility({ visibilityProperty: true }) &&
        !clippedAway(element);
      return [...document.querySelectorAll(selector)].filter(shown).flatMap((element) => {
        const { width, height } = element.getBoundingClientRect();
        return width < min || height < min
          ? [`${name(element)} (${Math.round(width)}x${Math.round(height)})`]
          : [];
      });
    },
    { selector: CONTROLS, min: MIN_TAP_TARGET_PX },
  );
  return small.map((description) => `${where}: ${description}`);
}
