import { useEffect, useRef, useState } from 'react';
import { NAV_SCROLL_THRESHOLD_PX } from './lib/constants.ts';
import { useEnhanced, useScrolledPast } from './lib/hooks.ts';

export interface NavLink {
  href: string;
  label: string;
  menuLabel: string;
}

export interface NavBarProps {
  links: NavLink[];
  /** href of the current page's tab. */
  active: string;
  brand: string;
  logo: string;
  quoteHref: string;
  phoneHref: string;
}

const MENU_ID = 'mobile-menu';

/**
 * The fixed navigation bar. The mobile menu is a native popover, so it opens, closes on Esc and
 * returns focus without JavaScript; the island adds the scrolled look, aria-expanded and closing
 * when a link is chosen.
 */
export default function NavBar({ links, active, brand, logo, quoteHref, phoneHref }: NavBarProps) {
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  const enhanced = useEnhanced();
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, []);

  const close = () => menu.current?.hidePopover();
  const current = (href: string) => (href === active ? ('page' as const) : undefined);

  return (
    <header className="nav" data-scrolled={scrolled ? '' : undefined} data-menu-open={open ? '' : undefined}>
      <div className="nav__bar container">
        <a className="nav__brand" href="/">
          <img src={logo} alt="" width={40} height={40} />
          <span>{brand}</span>
        </a>
        <nav className="nav__links" aria-label="Main">
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={current(link.href)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a className="button button--primary nav__quote" href={quoteHref}>
          Request Quote
        </a>
        <button
          type="button"
          className="nav__toggle"
          aria-label="Menu"
          aria-controls={MENU_ID}
          aria-expanded={enhanced ? open : undefined}
          popoverTarget={MENU_ID}
        >
          <span className="nav__toggle-icon" aria-hidden="true" />
        </button>
      </div>
      <div id={MENU_ID} className="mobile-menu" popover="auto" ref={menu}>
        <nav aria-label="Mobile">
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={current(link.href)} onClick={close}>
                  {link.menuLabel}
                </a>
              </li>
            ))}
          </ul>
          <a className="button button--primary mobile-menu__quote" href={phoneHref} onClick={close}>
            Request Quote
          </a>
        </nav>
      </div>
    </header>
  );
}
