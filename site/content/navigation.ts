/** The site's routes and their labels, used by the nav bar, the mobile menu and the footer. */
export const pages = [
  { href: '/', label: 'Home', menuLabel: 'Home' },
  { href: '/About', label: 'About', menuLabel: 'About' },
  { href: '/Services', label: 'Services', menuLabel: 'Services' },
  { href: '/Contact', label: 'Contact Us', menuLabel: 'Contact' },
] as const;

export type Route = (typeof pages)[number]['href'];

/** The tab that is active for a route; anything unknown counts as Home (SPEC.md, page shell). */
export function activeTab(route: string): Route {
  return pages.find((page) => page.href === route)?.href ?? '/';
}
