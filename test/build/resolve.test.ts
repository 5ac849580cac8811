import { describe, expect, it } from 'vitest';
import { requestResolver } from '../../build/hosting/resolve.ts';
import { routesOf } from '../../build/shared/routes.ts';

const ROUTES = ['/', '/About', '/Services'];
const FILES = new Set(['index.html', 'About.html', 'About/index.html', 'Services.html', 'Services/index.html', '404.html', '_headers', 'robots.txt', '_assets/a-1.css']);
const resolve = requestResolver(ROUTES, (file) => FILES.has(file));

describe('one URL per page (build/hosting/resolve.ts)', () => {
  it.each([
    ['/', { status: 200, file: 'index.html' }],
    ['/About', { status: 200, file: 'About.html' }],
    ['/x/../About', { status: 200, file: 'About.html' }],
    ['/robots.txt', { status: 200, file: 'robots.txt' }],
    ['/index.html', { status: 301, location: '/' }],
    ['/INDEX', { status: 301, location: '/' }],
    ['/About/', { status: 301, location: '/About' }],
    ['/about', { status: 301, location: '/About' }],
    ['/SERVICES/INDEX.HTML', { status: 301, location: '/Services' }],
    ['/About.html', { status: 301, location: '/About' }],
    ['/%41bout/', { status: 301, location: '/About' }],
    ['/404', { status: 404, file: '404.html' }],
    ['/404.html', { status: 404, file: '404.html' }],
    ['/_headers', { status: 404, file: '404.html' }],
    ['/./_HEADERS', { status: 404, file: '404.html' }],
    ['/_assets/', { status: 404, file: '404.html' }],
    ['/About%5c', { status: 404, file: '404.html' }],
    ['/%09About', { status: 404, file: '404.html' }],
    ['/%E0%A4%A', { status: 404, file: '404.html' }],
  ])('%s', (pathname, expected) => {
    expect(resolve(pathname)).toEqual(expected);
  });

  it.each(['ENAMETOOLONG', 'ENOTDIR', 'EACCES', 'ELOOP', 'EIO', 'EMFILE', 'EINVAL'])('treats a lookup that fails with %s as a missing file', (code) => {
    const failing = requestResolver(ROUTES, () => {
      throw Object.assign(new Error(`${code}: /srv/site/dist/x`), { code });
    });
    expect(failing('/x.css')).toEqual({ status: 404, file: '404.html' });
    expect(failing('/About')).toEqual({ status: 200, file: 'About.html' });
  });

  it('reads the routes back from a folder: pages, less the lower-case aliases of others', () => {
    const files = [...FILES, 'about.html', 'about/index.html', 'faq.html', 'faq/index.html', 'google123.html'];
    expect(routesOf(files)).toEqual(['/', '/About', '/Services', '/faq']);
  });
});
