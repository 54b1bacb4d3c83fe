const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Smooth scrolling, unless the person asked their system for less motion. */
export function preferredScrollBehavior(): ScrollBehavior {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches ? 'auto' : 'smooth';
}

export function scrollToTop(behavior: ScrollBehavior = preferredScrollBehavior()): void {
  window.scrollTo({ top: 0, left: 0, behavior });
}

/** Scrolls the section into view; false when the page has no such section. */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  section.scrollIntoView({ behavior: preferredScrollBehavior(), block: 'start' });
  return true;
}

type SectionRequest = { scrollToSection: string };

/** Navigation state asking the next page to scroll to a section instead of the top. */
export function sectionRequest(id: string): SectionRequest {
  return { scrollToSection: id };
}

export function readSectionRequest(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('scrollToSection' in state)) return null;
  return typeof state.scrollToSection === 'string' ? state.scrollToSection : null;
}
