import { describe, expect, it } from 'vitest';
import { DEFAULT_HSTS, SECURITY_HEADERS, hstsValue, netlifyHeaders } from '../../build/hosting/headers.ts';
import { nginxServerBlock } from '../../build/hosting/nginx.ts';

const FILES = ['index.html', 'About.html', 'About/index.html', '404.html', '_assets/a-1.css'];
const nginx = (hsts: typeof DEFAULT_HSTS | false) => nginxServerBlock({ root: '/srv/dist', listen: '80', brotli: false, routes: ['/', '/About'], security: SECURITY_HEADERS, hsts });

describe('HSTS, with its config switch', () => {
  it('is on /* in _headers by default (Netlify and Cloudflare Pages serve only HTTPS), and absent when switched off', () => {
    expect(netlifyHeaders(FILES, SECURITY_HEADERS, DEFAULT_HSTS)).toContain(`/*\n${Object.entries(SECURITY_HEADERS).map(([n, v]) => `  ${n}: ${v}`).join('\n')}\n  Strict-Transport-Security: max-age=63072000\n`);
    expect(netlifyHeaders(FILES, SECURITY_HEADERS, false)).not.toContain('Strict-Transport-Security');
  });

  it('asks for at least six months, as the HTTP Observatory does for its best grade', () => {
    expect(DEFAULT_HSTS.maxAge).toBeGreaterThanOrEqual(15_552_000);
    expect(hstsValue({ maxAge: 300, includeSubDomains: true, preload: true })).toBe('max-age=300; includeSubDomains; preload');
  });

  it('is on every nginx location, through a map that is empty on plain HTTP, and nowhere when switched off', () => {
    const conf = nginx(DEFAULT_HSTS);
    expect(conf).toMatch(/^map \$https \$ssg_hsts \{\n {4}on "max-age=63072000";\n {4}default "";\n\}$/m);
    const blocks = conf.match(/location [^{]+\{\n(?: {8}add_header[^\n]+\n)+/g)!;
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks) expect(block).toContain('add_header Strict-Transport-Security $ssg_hsts always;');
    expect(nginx(false)).not.toMatch(/Strict-Transport-Security|\$ssg_hsts/);
  });
});
