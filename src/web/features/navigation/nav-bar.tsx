import { Menu, X } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { NAV_SCROLLED_THRESHOLD_PX } from '../../../shared/constants';
import { HOW_IT_WORKS_SECTION_ID, PATHS } from '../../paths';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { AccountControl } from '../auth/account-control';
import { BrandMark } from './brand-mark';
import { CartLink } from './cart-link';
import { MobileMenu } from './mobile-menu';
import { useNavigationActions } from './use-navigation-actions';
import { useScrolledPast } from './use-scrolled-past';

const MENU_ID = 'mobile-menu';

const linkClasses = `rounded-xl px-4 py-2 text-sm font-medium text-ink/80 transition-colors hover:bg-sand hover:text-ink ${focusRing}`;

export function NavBar() {
  const scrolled = useScrolledPast(NAV_SCROLLED_THRESHOLD_PX);
  const location = useLocation();
  const { onHomeLinkClick, goToSection } = useNavigationActions();
  // The menu belongs to the page it was opened on, so any route change closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.key;
  const closeMenu = useCallback(() => setMenuOpenedAt(null), []);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dismissMenu = useCallback(() => {
    setMenuOpenedAt(null);
    toggleRef.current?.focus();
  }, []);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-300',
        scrolled || menuOpen
          ? 'border-line/70 bg-canvas/75 shadow-soft backdrop-blur-lg backdrop-saturate-150'
          : 'border-transparent bg-transparent',
      )}
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Link
          to={PATHS.home}
          onClick={(event) => {
            onHomeLinkClick(event);
            closeMenu();
          }}
          className={cn('-ml-1 flex items-center gap-2.5 rounded-xl p-1', focusRing)}
        >
          <BrandMark className="size-9 drop-shadow-sm" />
          <span className="font-display text-xl font-semibold tracking-tight">Masterpiece Me</span>
        </Link>

        <div className="flex items-center gap-1">
          <NavLink
            to={PATHS.home}
            end
            onClick={onHomeLinkClick}
            className={({ isActive }) =>
              cn(linkClasses, 'hidden md:inline-flex', isActive && 'text-primary')
            }
          >
            Home
          </NavLink>
          <button
            type="button"
            onClick={() => goToSection(HOW_IT_WORKS_SECTION_ID)}
            className={cn(linkClasses, 'hidden cursor-pointer md:inline-flex')}
          >
            How It Works
          </button>
          <NavLink
            to={PATHS.artworks}
            className={({ isActive }) =>
              cn(linkClasses, 'hidden md:inline-flex', isActive && 'text-primary')
            }
          >
            My Artworks
          </NavLink>
          <AccountControl />
          <CartLink />
          <button
            ref={toggleRef}
            type="button"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? MENU_ID : undefined}
            onClick={() => setMenuOpenedAt(menuOpen ? null : location.key)}
            className={cn(
              'inline-flex size-11 cursor-pointer items-center justify-center rounded-xl transition-colors hover:bg-sand md:hidden',
              focusRing,
            )}
          >
            {menuOpen ? (
              <X className="size-5" aria-hidden />
            ) : (
              <Menu className="size-5" aria-hidden />
            )}
          </button>
        </div>
      </nav>
      {menuOpen && (
        <MobileMenu
          id={MENU_ID}
          onClose={closeMenu}
          onDismiss={dismissMenu}
          onHomeLinkClick={onHomeLinkClick}
          goToSection={goToSection}
        />
      )}
    </header>
  );
}
