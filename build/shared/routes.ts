/**
 * One URL per page. Route /About is served at exactly /About; its other spellings (any letter
 * case, a trailing slash, .html, /index, /index.html) are redirected there, and nothing else is
 * ever redirected. A redirect's target is always a route from this table, never a path taken
 * from the request, so no request can make a server send a visitor to another host.
 *
 * Pure (no Node imports): the preview and dev servers, the nginx config and the 404 page's script
 * all use it, so every host agrees on the same URLs.
 */

/** The page every unknown path gets, with status 404. */
export const NOT_FOUND_PAGE = '404.html';

/** What may follow a route in another spelling of it (the home page has only the /index ones). */
const SUFFIXES = ['/', '.html', '/index', '/index.html'];

/** One segment of a route: what a page file's name may be, so routes are safe in URLs and server config. */
export const ROUTE_SEGMENT = /^[A-Za-z0-9_-]+$/;

/** The route itself and every other spelling of it, before letter case. */
export function spellingsOf(route: string): string[] {
  const base = route === '/' ? '' : route;
  return [...new Set([route, ...SUFFIXES.map((suffix) => base + suffix)])].filter((spelling) => spelling.startsWith('/'));
}

/** The lower-case alias the build writes for a route with capitals (for hosts that only serve files). */
export const aliasOf = (route: string): string => route.toLowerCase();

/** A lookup from any spelling of any route (decoded, normalised path) to the route. */
export function routeTable(routes: readonly string[]): (pathname: string) => string | undefined {
  const table = new Map<string, string>();
  for (const route of routes) for (const spelling of spellingsOf(route)) table.set(spelling.toLowerCase(), route);
  return (pathname) => table.get(pathname.toLowerCase());
}

/** "/" -> ["index.html"]; "/About" -> ["About.html", "About/index.html"]. The first is the one servers send. */
export function htmlFilesFor(route: string): string[] {
  if (route === '/') return ['index.html'];
  const name = route.slice(1);
  return [`${name}.html`, `${name}/index.html`];
}

/**
 * The routes of a built folder, from its file names: the inverse of htmlFilesFor, less the
 * lower-case aliases of other routes. Servers of a folder built earlier read their routes here.
 */
export function routesOf(files: readonly string[]): string[] {
  const present = new Set(files);
  const routes = files
    .filter((file) => file === 'index.html' || (file.endsWith('.html') && !file.endsWith('/index.html')))
    .map((file) => (file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`))
    .filter((route) => htmlFilesFor(route).every((file) => present.has(file)));
  const canonical = new Set(routes);
  return routes.filter((route) => !routes.some((other) => other !== route && aliasOf(other) === route && canonical.has(other))).sort();
}
