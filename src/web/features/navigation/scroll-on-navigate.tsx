import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readSectionRequest, scrollToSection } from '../../ui/scroll';

/** Every route change starts at the top, or at the section the navigation asked for. */
export function ScrollOnNavigate() {
  const { pathname, state } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new route scrolls; state alone does not
  useEffect(() => {
    const section = readSectionRequest(state);
    if (section && scrollToSection(section)) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
