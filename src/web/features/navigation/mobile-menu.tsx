import { Home, Images, ShoppingBag, Sparkles, Wand2 } from 'lucide-react';
import { type MouseEvent, useEffect } from 'react';
import { Link, NavLink } from 'react-router';
import { HOW_IT_WORKS_SECTION_ID, PATHS } from '../../paths';
import { buttonClasses } from '../../ui/button';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { AccountMenuItems } from '../auth/account-menu-items';

type MobileMenuProps = {
  id: string;
  onClose: () => void;
  /** Escape closes the menu this way, so focus can go back to the toggle. */
  onDismiss: () => void;
  onHomeLinkClick: (event: MouseEvent) => void;
  goToSection: (id: string) => void;
};

const itemClasses = `flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left text-base font-medium transition-colors hover:bg-sand ${focusRing}`;

/** The small-screen panel: the bar's links, the account's entries and 'Transform Photo'. */
export function MobileMenu({
  id,
  onClose,
  onDismiss,
  onHomeLinkClick,
  goToSection,
}: MobileMenuProps) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onDismiss]);

  const homeClick = (event: MouseEvent) => {
    onHomeLinkClick(event);
    onClose();
  };

  return (
    <div
      id={id}
      className="animate-menu-in border-t border-line/70 bg-canvas/95 px-4 pt-2 pb-5 shadow-soft backdrop-blur-lg md:hidden"
    >
      <ul className="flex flex-col gap-1">
        <li>
          <NavLink
            to={PATHS.home}
            end
            onClick={homeClick}
            className={({ isActive }) => cn(itemClasses, isActive && 'text-primary')}
          >
            <Home className="size-5" aria-hidden />
            Home
          </NavLink>
        </li>
        <li>
          <button
            type="button"
            className={itemClasses}
            onClick={() => {
              onClose();
              goToSection(HOW_IT_WORKS_SECTION_ID);
            }}
          >
            <Wand2 className="size-5" aria-hidden />
            How It Works
          </button>
        </li>
        <li>
          <NavLink
            to={PATHS.artworks}
            onClick={onClose}
            className={({ isActive }) => cn(itemClasses, isActive && 'text-primary')}
          >
            <Images className="size-5" aria-hidden />
            My Artworks
          </NavLink>
        </li>
        <li>
          <NavLink
            to={PATHS.cart}
            onClick={onClose}
            className={({ isActive }) => cn(itemClasses, isActive && 'text-primary')}
          >
            <ShoppingBag className="size-5" aria-hidden />
            Cart
          </NavLink>
        </li>
        <AccountMenuItems itemClassName={itemClasses} onClose={onClose} onDismiss={onDismiss} />
      </ul>
      <Link
        to={PATHS.home}
        onClick={homeClick}
        className={buttonClasses({ size: 'lg', className: 'mt-3 w-full' })}
      >
        <Sparkles aria-hidden />
        Transform Photo
      </Link>
    </div>
  );
}
