import path from 'node:path';
import { HOST_FILES } from './headers.ts';
import { NOT_FOUND_PAGE, htmlFilesFor, routeTable } from '../shared/routes.ts';

/**
 * How a request path maps to the built folder, for every server this project runs (preview, dev)
 * and as the nginx config does it: decode, refuse what no file name contains, normalise (so
 * `/x/../_headers` is `/_headers`), then a route (served, or redirected from another spelling of
 * it), else a file by its exact name, else the 404 page. The only redirect target is a route.
 */

export type Resolution = { status: 200; file: string } | { status: 301; location: string } | { status: 404; file: string };

/** Backslashes and control characters: in no file name, and read as `/` or dropped by browsers. */
const REFUSED = /[\\\0-\x1f\x7f]/;
/** Files that exist in the folder but are never served under their own name. */
const HIDDEN = new Set([...HOST_FILES, NOT_FOUND_PAGE].map((file) => file.toLowerCase()));
const NOT_FOUND = { status: 404, file: NOT_FOUND_PAGE } as const;

/** `isFile` may throw (ENAMETOOLONG, ENOTDIR, EACCES, ...): any failed lookup is a missing file. */
export function requestResolver(routes: readonly string[], isFile: (file: string) => boolean): (pathname: string) => Resolution {
  const routeOf = routeTable(routes);
  const exists = (file: string) => {
    try {
      return isFile(file);
    } catch {
      return false;
    }
  };
  return (pathname) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return NOT_FOUND;
    }
    if (REFUSED.test(decoded)) return NOT_FOUND;
    const normal = path.posix.normalize(`/${decoded}`);
    const route = routeOf(normal);
    if (route !== undefined) return route === normal ? { status: 200, file: htmlFilesFor(route)[0]! } : { status: 301, location: route };
    const file = normal.slice(1);
    if (file === '' || file.endsWith('/') || HIDDEN.has(file.toLowerCase()) || !exists(file)) return NOT_FOUND;
    return { status: 200, file };
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
};

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}
