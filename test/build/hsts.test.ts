import { describe, expect, it } from 'vitest';
import { DEFAULT_HSTS, SECURITY_HEADERS, hstsValue, netlifyHeaders } from '../../build/hosting/headers.ts';
import { headersSnippet, nginxServerBlock } from '../../build/hosting/nginx.ts';

const FILES = ['index.html', 'About.html', 'About/index.html', '404.html', '_assets/a-1.css'];
const HEADERS_FILE = '/srv/hosting/nginx/security-headers.conf';
const nginx = (hsts: typeof DEFAULT_HSTS | false) => nginxServerBlock({ root: '/srv/dist', headersFile: HEADERS_FILE, listen: '80', brotli: false, routes: ['/', '/About'], hsts });

describe('HSTS, with its config switch', () => {
  it('is on /* in _headers by default (Netlify and Cloudflare Pages serve only HTTPS), and absent when switched off', () => {
    expect(netlifyHeaders(FILES, SECURITY_HEADERS, DEFAULT_HSTS)).toContain(`/*\n${Object.entries(SECURITY_HEADERS).map(([n, v]) => `  ${n}: ${v}`).join('\n')}\n  Strict-Transport-Security: max-age=63072000\n`);
    expect(netlifyHeaders(FILES, SECURITY_HEADERS, false)).not.toContain('Strict-Transport-Security');
  });

  it('asks for at least six months, as the HTTP Observatory does for its best grade', () => {
    expect(DEFAULT_HSTS.maxAge).toBeGreaterThanOrEqual(15_552_000);
    expect(hstsValue({ maxAge: 300, includeSubDomains: true, preload: true })).toBe('max-age=300; includeSubDomains; preload');
  });

  it('is on every nginx location, through the headers snippet and a map that is empty on plain HTTP, and nowhere when switched off', () => {
    const conf = nginx(DEFAULT_HSTS);
    expect(conf).toMatch(/^map \$https \$ssg_hsts \{\n {4}on "max-age=63072000";\n {4}default "";\n\}$/m);
    expect(headersSnippet(SECURITY_HEADERS, DEFAULT_HSTS)).toContain('add_header Strict-Transport-Security $ssg_hsts always;\n');
    const blocks = conf.match(/location [^{]+\{\n(?: {8}[^\n]+\n)+/g)!;
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks) expect(block).toContain(`include ${HEADERS_FILE};`);
    expect(nginx(false)).not.toMatch(/Strict-Transport-Security|\$ssg_hsts/);
    expect(headersSnippet(SECURITY_HEADERS, false)).not.toMatch(/Strict-Transport-Security|\$ssg_hsts/);
  });

  it('states the policy once: one add_header line per header in the snippet, none of them in the server block', () => {
    const snippet = headersSnippet(SECURITY_HEADERS, DEFAULT_HSTS);
    for (const name of Object.keys(SECURITY_HEADERS)) {
      expect(snippet.split('\n').filter((line) => line.startsWith(`add_header ${name} `)), name).toHaveLength(1);
      expect(nginx(DEFAULT_HSTS)).not.toContain(`add_header ${name} `);
    }
  });
});
