import { ROUTES_ELEMENT_ID } from '../shared/contract.ts';
import { routeTable } from '../shared/routes.ts';

/**
 * The 404 page's only script, for hosts that serve files and nothing else (S3, GitHub Pages),
 * which cannot redirect /ABOUT or /about/index.html themselves: another spelling of a route goes
 * to the route, keeping query and fragment; anything else goes home, as the site treats unknown
 * paths. The target is always a route, never a path from the address bar. Without JavaScript, the
 * page's <noscript> meta refresh sends every such visitor to /.
 */
const decoded = (() => {
  try {
    return decodeURIComponent(location.pathname);
  } catch {
    return location.pathname;
  }
})();
const routes = JSON.parse(document.getElementById(ROUTES_ELEMENT_ID)?.textContent ?? '[]') as string[];
const route = routeTable(routes)(decoded.replace(/\/{2,}/g, '/'));
location.replace(route ? route + location.search + location.hash : '/');
