import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../paths';
import { scrollToSection, scrollToTop, sectionRequest } from '../../ui/scroll';

/**
 * What the bar's links and buttons do beyond following a link: a home link clicked on home
 * scrolls to the top instead, and a section button goes home first when elsewhere.
 */
export function useNavigationActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onHome = pathname === PATHS.home;

  const onHomeLinkClick = (event: MouseEvent) => {
    if (!onHome) return;
    event.preventDefault();
    scrollToTop();
  };

  const goToSection = (id: string) => {
    if (onHome && scrollToSection(id)) return;
    navigate(PATHS.home, { state: sectionRequest(id) });
  };

  return { onHomeLinkClick, goToSection };
}
