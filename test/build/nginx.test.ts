import { realpathSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { ASSETS_URL_DIR, ISLANDS_URL_DIR } from '../../build/shared/contract.ts';
import https from 'node:https';
import { DEFAULT_HSTS, HOST_FILES, IMMUTABLE, REVALIDATE, hstsValue, type HeaderSet } from '../../build/hosting/headers.ts';
import { startPreview, type PreviewServer } from '../../build/hosting/preview.ts';
import { hasBrotli, nginxPath, startNginx } from '../helpers/nginx.ts';
import { freePort, rawGet, rawRequest } from '../helpers/server.ts';
import { hostileRedirectPaths } from '../helpers/hostile.ts';

const root = path.resolve(import.meta.dirname, '../..');
const IDENTITY = { 'Accept-Encoding': 'identity' };

describe.skipIf(!nginxPath)('nginx with the generated server block', () => {
  let tmp: string;
  let outDir: string;
  let hostingDir: string;
  let nginx: ChildProcess;
  let nginxUrl: string;
  let tlsUrl: string;
  let preview: PreviewServer;
  let files: string[];
  let routes: string[];
  let security: HeaderSet;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-nginx-'));
    await chmod(tmp, 0o755); // started as root, nginx's workers run as nobody and must read dist/
    outDir = path.join(tmp, 'dist');
    hostingDir = path.join(tmp, 'hosting');
    const result = await build(await loadConfig(root, { outDir, hostingDir }));
    files = [...result.output.files.keys()];
    routes = result.pages.map((page) => page.route);
    security = result.security;
    const [port, tlsPort] = [await freePort(), await freePort()];
    [nginx, preview] = await Promise.all([startNginx(hostingDir, path.join(tmp, 'nginx'), port, tlsPort), startPreview({ outDir, port: 0, host: '127.0.0.1', quiet: true, security })]);
    nginxUrl = `http://127.0.0.1:${port}`;
    tlsUrl = `https://127.0.0.1:${tlsPort}`;
  });
  afterAll(async () => {
    nginx?.kill();
    await preview?.close();
    await rm(tmp, { recursive: true, force: true });
  });

  it('is written outside the served folder, pointing at it', async () => {
    const conf = await readFile(path.join(hostingDir, 'nginx', 'site.conf'), 'utf8');
    expect(conf).toContain(`root ${realpathSync(outDir)};`);
    expect(conf).not.toContain('brotli_static');
    expect(await readFile(path.join(hostingDir, 'nginx', 'site-brotli.conf'), 'utf8')).toContain('brotli_static on;');
    const served = await readdir(outDir, { recursive: true });
    expect(served.filter((file) => /\.conf$|serve\.json$/.test(file))).toEqual([]);
  });

  it('serves every page and file with the bytes and status the preview server sends', async () => {
    const paths = [
      '/', '/About', '/Services', '/Contact', '/sitemap.xml', '/robots.txt', '/capability-statement.pdf',
      ...files.filter((file) => [ASSETS_URL_DIR, ISLANDS_URL_DIR].some((dir) => file.startsWith(`${dir}/`)) && !/\.(gz|br)$/.test(file)).map((file) => `/${file}`),
    ];
    expect(paths.length).toBeGreaterThan(200);
    for (const urlPath of paths) {
      const [fromNginx, fromPreview] = await Promise.all([rawGet(nginxUrl, urlPath, IDENTITY), rawGet(preview.url, urlPath, IDENTITY)]);
      expect(fromNginx.status, urlPath).toBe(200);
      expect(fromPreview.status, urlPath).toBe(200);
      expect(fromNginx.body.equals(fromPreview.body), `${urlPath}: same bytes`).toBe(true);
    }
  });

  it.each([
    ['an unknown path', '/no/such/page', 404, undefined],
    ['the host configuration', `/${HOST_FILES[0]}`, 404, undefined],
    ['the host configuration, normalised', `/_assets/%2e%2e/${HOST_FILES[0]}`, 404, undefined],
    ['the 404 page by name', '/404.html', 404, undefined],
    ['the 404 page as a clean URL', '/404', 404, undefined],
    ['a trailing slash', '/About/', 301, '/About'],
    ['an .html name', '/About.html', 301, '/About'],
    ['an index.html name', '/About/index.html', 301, '/About'],
    ['an index name', '/About/index', 301, '/About'],
    ['the home page file', '/index.html', 301, '/'],
    ['the home page as /index', '/index', 301, '/'],
    ['a lower-case alias', '/about', 301, '/About'],
    ['upper case', '/SERVICES', 301, '/Services'],
    ['mixed case with a slash', '/aBoUt/', 301, '/About'],
    ['upper case .html', '/CONTACT.HTML', 301, '/Contact'],
    ['a query string', '/About/?utm_source=x', 301, '/About?utm_source=x'],
    ['an unknown path in capitals', '/NOPE', 404, undefined],
  ])('answers %s (%s) like the preview server', async (_name, urlPath, status, location) => {
    const [fromNginx, fromPreview] = await Promise.all([rawGet(nginxUrl, urlPath, IDENTITY), rawGet(preview.url, urlPath, IDENTITY)]);
    expect([fromNginx.status, fromPreview.status]).toEqual([status, status]);
    expect([fromNginx.headers.location, fromPreview.headers.location]).toEqual([location, location]);
    if (status === 404) expect(fromNginx.body.equals(fromPreview.body)).toBe(true);
  });

  it('follows no symbolic link out of the served folder, like the preview server', async () => {
    const secret = path.join(tmp, 'secret.txt');
    await writeFile(secret, 'private key');
    await chmod(secret, 0o644);
    const links = { 'leak.txt': secret, '_assets/leak.css': secret, 'hosting-link': hostingDir };
    for (const [name, to] of Object.entries(links)) await symlink(to, path.join(outDir, name));
    try {
      for (const urlPath of ['/leak.txt', '/_assets/leak.css', '/hosting-link/nginx/site.conf']) {
        const [fromNginx, fromPreview] = await Promise.all([rawGet(nginxUrl, urlPath, IDENTITY), rawGet(preview.url, urlPath, IDENTITY)]);
        expect([urlPath, fromNginx.status, fromPreview.status]).toEqual([urlPath, expect.any(Number), 404]);
        expect(fromNginx.status, urlPath).toBeGreaterThanOrEqual(400);
        expect(fromNginx.body.toString(), urlPath).not.toMatch(/private key|server_name/);
        expect(fromPreview.body.toString(), urlPath).not.toMatch(/private key|server_name/);
      }
    } finally {
      for (const name of Object.keys(links)) await rm(path.join(outDir, name));
    }
  });

  // The open redirect: `return 301 $page` turned /%5cevil.com/ into `Location: /\evil.com`, which
  // Chromium follows to http://evil.com/. Now only a route is ever a redirect's target.
  it('never redirects anywhere but a route: backslashes, control characters, doubled slashes, raw and encoded', async () => {
    const paths = hostileRedirectPaths();
    expect(paths.length).toBeGreaterThan(200);
    const offenders: string[] = [];
    for (const rawPath of paths) {
      const { status, headers } = await rawRequest(nginxUrl, rawPath);
      if (status >= 300 && status < 400 && !routes.includes(headers.location ?? '')) offenders.push(`${JSON.stringify(rawPath)} -> ${status} ${JSON.stringify(headers.location)}`);
      if (status === 200) offenders.push(`${JSON.stringify(rawPath)} -> 200`);
    }
    expect(offenders).toEqual([]);
  });

  it('answers a request for 1,000 ranges with no more bytes than the file (max_ranges)', async () => {
    const pdf = await readFile(path.join(outDir, 'capability-statement.pdf'));
    const ranges = Array.from({ length: 1000 }, (_, i) => `${i % pdf.length}-${i % pdf.length}`).join(',');
    const { status, body } = await rawGet(nginxUrl, '/capability-statement.pdf', { ...IDENTITY, Range: `bytes=${ranges}` });
    expect(status).toBe(200);
    expect(body.length).toBeLessThanOrEqual(pdf.length);
    const single = await rawGet(nginxUrl, '/capability-statement.pdf', { ...IDENTITY, Range: 'bytes=0-9' });
    expect([single.status, single.body.length]).toEqual([206, 10]);
  });

  const expectPolicy = (headers: Record<string, unknown>, what: string) => {
    for (const [name, value] of Object.entries(security)) expect(headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
  };

  it('answers other methods 405 with Allow, and its own errors with the policy', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
      const { status, headers } = await rawRequest(nginxUrl, '/About', method);
      expect([method, status, headers.allow]).toEqual([method, 405, 'GET, HEAD']);
      if (method !== 'TRACE') expectPolicy(headers, method); // nginx answers TRACE before any location
    }
    const pdf = await readFile(path.join(outDir, 'capability-statement.pdf'));
    const unsatisfiable = await rawGet(nginxUrl, '/capability-statement.pdf', { ...IDENTITY, Range: `bytes=${pdf.length + 10}-` });
    expect(unsatisfiable.status).toBe(416);
    // nginx runs its header filters twice for a 416, so each header comes twice, with one value.
    for (const [name, value] of Object.entries(security)) expect([value, `${value}, ${value}`], `416: ${name}`).toContain(unsatisfiable.headers[name.toLowerCase()]);
    const forbidden = await rawGet(nginxUrl, '/_assets/');
    expect([403, 404]).toContain(forbidden.status);
    expectPolicy(forbidden.headers, String(forbidden.status));
  });

  it('answers a request line too long to read with 414 and the policy, however long', async () => {
    for (const length of [8_200, 20_000, 70_000]) {
      const { status, headers } = await rawRequest(nginxUrl, `/${'a'.repeat(length)}`);
      expect([length, status]).toEqual([length, 414]);
      expectPolicy(headers, `${length} characters`);
    }
  });

  it('answers absolute-form targets, If-Match, If-Unmodified-Since and two Host headers as the preview does, as RFC 9110 and 9112 say', async () => {
    const page = await rawGet(nginxUrl, '/About', IDENTITY);
    const etag = String(page.headers.etag);
    const modified = new Date(String(page.headers['last-modified']));
    const cases: [string, (base: string) => Promise<{ status: number }>, number][] = [
      ['absolute-form', (base) => rawRequest(base, `${base}/About`), 200],
      ['absolute-form, another host', (base) => rawRequest(base, 'http://elsewhere.example/About'), 200],
      ['If-Match, another tag', (base) => rawGet(base, '/About', { ...IDENTITY, 'If-Match': '"other"' }), 412],
      ['If-Match, *', (base) => rawGet(base, '/About', { ...IDENTITY, 'If-Match': '*' }), 200],
      ['If-Unmodified-Since, before', (base) => rawGet(base, '/About', { ...IDENTITY, 'If-Unmodified-Since': new Date(modified.getTime() - 60_000).toUTCString() }), 412],
      ['If-Unmodified-Since, since', (base) => rawGet(base, '/About', { ...IDENTITY, 'If-Unmodified-Since': modified.toUTCString() }), 200],
      ['two Host headers', (base) => rawRequest(base, '/About', 'GET', ['Host: 127.0.0.1', 'Host: elsewhere.example']), 400],
    ];
    expect(page.status).toBe(200);
    for (const [what, send, status] of cases) {
      const [fromNginx, fromPreview] = [await send(nginxUrl), await send(preview.url)];
      expect([what, fromNginx.status, fromPreview.status]).toEqual([what, status, status]);
    }
    // The preview's ETag is its own; its If-Match takes its own tag.
    const own = await rawGet(preview.url, '/About', IDENTITY);
    expect((await rawGet(preview.url, '/About', { ...IDENTITY, 'If-Match': String(own.headers.etag) })).status).toBe(200);
    expect((await rawGet(nginxUrl, '/About', { ...IDENTITY, 'If-Match': etag })).status).toBe(200);
  });

  it('sends HSTS on HTTPS only, on every kind of response', async () => {
    const overTls = (urlPath: string) =>
      new Promise<import('node:http').IncomingHttpHeaders>((resolve, reject) => {
        https.get(`${tlsUrl}${urlPath}`, { rejectUnauthorized: false, agent: false }, (response) => {
          response.resume();
          resolve(response.headers);
        }).on('error', reject);
      });
    for (const urlPath of ['/', '/About', '/About/', '/nope', '/robots.txt', '/_headers']) {
      expect((await overTls(urlPath))['strict-transport-security'], urlPath).toBe(hstsValue(DEFAULT_HSTS));
      expect((await rawGet(nginxUrl, urlPath)).headers['strict-transport-security'], urlPath).toBeUndefined();
    }
  });

  it('sends the header policy, no-cache HTML and immutable hashed files', async () => {
    const asset = files.find((file) => /^_assets\/index-\w+\.css$/.test(file))!;
    for (const [urlPath, cacheControl] of [['/', REVALIDATE], ['/About', REVALIDATE], ['/nope', REVALIDATE], [`/${asset}`, IMMUTABLE]] as const) {
      const { headers } = await rawGet(nginxUrl, urlPath, IDENTITY);
      for (const [name, value] of Object.entries(security)) expect(headers[name.toLowerCase()], `${urlPath} ${name}`).toBe(value);
      expect(headers['cache-control'], urlPath).toBe(cacheControl);
      expect(headers.server).toBe('nginx');
    }
  });

  it.each([
    ['gzip', gunzipSync],
    ...(hasBrotli ? ([['br', brotliDecompressSync]] as const) : []),
  ] as const)('sends the precompressed %s copy, which decodes to the same bytes', async (encoding, decode) => {
    const stylesheet = files.find((file) => /^_assets\/index-\w+\.css$/.test(file))!;
    for (const urlPath of ['/', '/About', `/${stylesheet}`]) {
      const [compressed, plain] = await Promise.all([rawGet(nginxUrl, urlPath, { 'Accept-Encoding': encoding }), rawGet(nginxUrl, urlPath, IDENTITY)]);
      expect(compressed.headers['content-encoding'], urlPath).toBe(encoding);
      expect(compressed.headers.vary).toBe('Accept-Encoding');
      expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
      expect(decode(compressed.body).equals(plain.body), urlPath).toBe(true);
    }
  });
});
