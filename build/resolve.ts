import path from 'node:path';

/**
 * How a URL path maps to an output file, the way `serve` with clean URLs does it:
 * the file itself, X.html, X/index.html, else 404.html with status 404.
 */
export function resolveRequest(pathname: string, exists: (file: string) => boolean): { file: string; status: number } | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = '';
  }
  // Normalise and refuse anything that climbs out of the output folder.
  const clean = path.posix.normalize(decoded).replace(/^\/+/, '').replace(/\/+$/, '');
  const safe = !clean.split('/').includes('..') && !clean.includes('\0');
  const candidates = safe ? (clean === '' ? ['index.html'] : [clean, `${clean}.html`, `${clean}/index.html`]) : [];
  const file = candidates.find(exists);
  if (file) return { file, status: 200 };
  return exists('404.html') ? { file: '404.html', status: 404 } : undefined;
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
