import { NavLinks } from './nav-links';

/** The header's navigation on wide screens; narrower ones reach the same links through the menu (MobileNav). */
export function MainNav() {
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 xl:flex">
      <NavLinks />
    </nav>
  );
}
