import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { SERVER_TIMEOUTS } from '../../build/hosting/connections.ts';
import type { HeaderSet } from '../../build/hosting/headers.ts';
import { startPreview, type PreviewServer } from '../../build/hosting/preview.ts';
import { hostileRedirectPaths } from '../helpers/hostile.ts';
import { rawGet, rawRequest } from '../helpers/server.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');
const ROUTES = ['/', '/About', '/Broken', '/Strategies'];

/** The policy the build wrote for the fixture (its CSP names the pages' inline stylesheet). */
let policy: HeaderSet;

const expectPolicy = (headers: Record<string, unknown>, what: string) => {
  for (const [name, value] of Object.entries(policy)) expect(headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
  expect(headers['cache-control'], what).toBeTruthy();
};

describe('preview server', () => {
  let tmp: string;
  let outDir: string;
  let preview: PreviewServer;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-preview-'));
    const config = await loadConfig(fixture, { outDir: path.join(tmp, 'dist'), hostingDir: path.join(tmp, 'hosting') });
    outDir = config.outDir;
    policy = (await build(config)).security;
    // Not told which policy: it serves the one the build wrote beside the pages.
    preview = await startPreview({ outDir, port: 0, quiet: true });
  });
  afterAll(async () => {
    await preview.close();
    await rm(tmp, { recursive: true, force: true });
  });

  it('listens on this machine only unless told otherwise', () => {
    expect(preview.server.address()).toMatchObject({ address: '127.0.0.1' });
  });

  it.each([
    ['by name', ['/_headers', '/_headers/', '/%5F%68eaders', '/_headers?x=1', '/_HEADERS']],
    // What browsers and proxies normalise before a request reaches a server, and what they pass on as is.
    ['after normalising', ['/./_headers', '/x/../_headers', '/_assets/%2e%2e/_headers', '/_assets/%2E%2E/_headers', '/%2e/_headers', '/x/%2e%2e/_headers', '/_assets/..%2f_headers', '//_headers', '/About/.././_headers']],
  ])('never serves the host configuration written into dist/, %s', async (_how, rawPaths) => {
    for (const rawPath of rawPaths) {
      const response = await rawGet(preview.url, rawPath);
      expect(response.status, rawPath).toBe(404);
      expect(response.body.toString(), rawPath).not.toContain('Content-Security-Policy');
    }
  });

  it.each([
    ['path traversal', '/../package.json'],
    ['encoded dots', '/%2e%2e/%2e%2e/package.json'],
    ['encoded slash', '/..%2f..%2fpackage.json'],
    ['dot and encoded dot', '/.%2e/.%2e/etc/passwd'],
    ['backslashes', '/..\\..\\package.json'],
    ['a NUL byte', '/About%00.html'],
    ['a raw NUL', '/%00'],
    ['broken encoding', '/%E0%A4%A'],
  ])('%s (%s): no file outside dist/', async (_name, rawPath) => {
    const response = await rawGet(preview.url, rawPath);
    expect(response.status, rawPath).toBe(404);
    expect(response.body.toString()).not.toContain('"name": "cnc-shop-site"');
    expect(response.body.toString()).not.toContain('root:x:0:0');
  });

  it('never redirects anywhere but a route: backslashes, control characters, doubled slashes, raw and encoded', async () => {
    const offenders: string[] = [];
    for (const rawPath of hostileRedirectPaths()) {
      const { status, headers } = await rawRequest(preview.url, rawPath);
      if (status !== 400 && status !== 404) offenders.push(`${JSON.stringify(rawPath)} -> ${status} ${JSON.stringify(headers.location)}`);
    }
    expect(offenders).toEqual([]);
  });

  // A segment over 255 bytes made stat() fail with ENAMETOOLONG: 500, and the absolute dist path in the log.
  it('answers 404 to any path the file system cannot look up, and logs no host path', async () => {
    const logged = vi.fn();
    const loud = await startPreview({ outDir, port: 0 });
    const spies = [vi.spyOn(console, 'log').mockImplementation(logged), vi.spyOn(console, 'error').mockImplementation(logged), vi.spyOn(console, 'warn').mockImplementation(logged)];
    try {
      const long = 'a'.repeat(300);
      const paths = [`/${long}`, `/${long}.html`, `/_assets/${long}.css`, `/${long}/x`, `/${'abcdefgh/'.repeat(460)}x`, '/robots.txt/x', '/About.html/x', '/_assets/x/../../robots.txt/y'];
      for (const rawPath of paths) {
        for (const headers of [{}, { 'Accept-Encoding': 'br, gzip' }, { Range: 'bytes=0-1' }] as Record<string, string>[]) {
          const response = await rawGet(loud.url, rawPath, headers);
          expect(response.status, rawPath.slice(0, 40)).toBe(404);
          expectPolicy(response.headers, rawPath.slice(0, 40));
        }
      }
      const lines = logged.mock.calls.map((call) => call.map(String).join(' '));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.filter((line) => line.includes(outDir) || line.includes(tmp) || /ENAMETOOLONG|ENOTDIR|Error/.test(line))).toEqual([]);
    } finally {
      spies.forEach((spy) => spy.mockRestore());
      await loud.close();
    }
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS', 'PROPFIND'])('answers %s with 405 and Allow: GET, HEAD', async (method) => {
    for (const target of ['/', '/About', '/robots.txt', '/nope']) {
      const response = await rawRequest(preview.url, target, method);
      expect(response.status, `${method} ${target}`).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expectPolicy(response.headers, `${method} ${target}`);
    }
    expect((await rawRequest(preview.url, '*', 'OPTIONS')).status).toBe(405);
  });

  it('sends the header policy on its own redirects, revalidations, 404s and ranges; a 304 carries its ETag', async () => {
    const page = await rawGet(preview.url, '/About', { 'Accept-Encoding': 'identity' });
    const compressed = await rawGet(preview.url, '/About', { 'Accept-Encoding': 'br' });
    for (const [what, response] of [
      ['301', await rawGet(preview.url, '/About/')],
      ['304', await rawGet(preview.url, '/About', { 'Accept-Encoding': 'identity', 'If-None-Match': String(page.headers.etag) })],
      ['304 br', await rawGet(preview.url, '/About', { 'Accept-Encoding': 'br', 'If-None-Match': String(compressed.headers.etag) })],
      ['404', await rawGet(preview.url, '/nope')],
      ['206', await rawGet(preview.url, '/info.pdf', { Range: 'bytes=0-9' })],
    ] as const) {
      expectPolicy(response.headers, what);
      if (what.startsWith('304')) {
        expect(response.status).toBe(304);
        expect(response.headers.etag, what).toBe(what === '304' ? page.headers.etag : compressed.headers.etag);
      }
    }
    expect((await rawGet(preview.url, '/info.pdf', { Range: 'bytes=0-9' })).body.length).toBe(10);
  });

  it('answers byte ranges as RFC 9110 and nginx do: 416 with an empty body, a long suffix is the whole file', async () => {
    const whole = await rawGet(preview.url, '/info.pdf');
    const size = whole.body.length;
    const ask = (range: string, extra: Record<string, string> = {}) => rawGet(preview.url, '/info.pdf', { Range: range, ...extra });

    const unsatisfiable = await ask(`bytes=${size + 10}-`);
    expect([unsatisfiable.status, unsatisfiable.body.length, unsatisfiable.headers['content-range']]).toEqual([416, 0, `bytes */${size}`]);
    expectPolicy(unsatisfiable.headers, '416');

    const longSuffix = await ask(`bytes=-${size + 1000}`);
    expect([longSuffix.status, longSuffix.headers['content-range']]).toEqual([206, `bytes 0-${size - 1}/${size}`]);
    expect(longSuffix.body.equals(whole.body)).toBe(true);

    const suffix = await ask('bytes=-5');
    expect([suffix.status, suffix.body.equals(whole.body.subarray(size - 5))]).toEqual([206, true]);
    const open = await ask('bytes=10-');
    expect([open.status, open.headers['content-length'], open.body.equals(whole.body.subarray(10))]).toEqual([206, String(size - 10), true]);
    // Several ranges, a malformed one, or an If-Range that no longer matches: the whole file.
    for (const [range, extra] of [['bytes=0-1,5-6', {}], ['bytes=x-y', {}], ['bytes=0-9', { 'If-Range': '"stale"' }]] as const) {
      const full = await ask(range, extra);
      expect([full.status, full.body.length], range).toEqual([200, size]);
    }
    const current = await ask('bytes=0-9', { 'If-Range': String(whole.headers.etag) });
    expect([current.status, current.body.length]).toEqual([206, 10]);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends the precompressed %s copy of text files, with its own ETag', async (encoding, decode) => {
    for (const urlPath of ['/', '/Strategies']) {
      const [compressed, plain] = await Promise.all([rawGet(preview.url, urlPath, { 'Accept-Encoding': `${encoding}, deflate` }), rawGet(preview.url, urlPath)]);
      expect(compressed.headers['content-encoding'], urlPath).toBe(encoding);
      expect([compressed.headers.vary, plain.headers.vary]).toEqual(['Accept-Encoding', 'Accept-Encoding']);
      expect(compressed.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
      expect(compressed.headers.etag).not.toBe(plain.headers.etag);
      expect(decode(compressed.body).equals(plain.body), urlPath).toBe(true);
      const revalidated = await rawGet(preview.url, urlPath, { 'Accept-Encoding': encoding, 'If-None-Match': String(compressed.headers.etag) });
      expect([revalidated.status, revalidated.body.length]).toEqual([304, 0]);
    }
  });

  it.each([
    ['br;q=0', undefined],
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['BR;Q=0, gzip;q=0.5', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.9', 'br'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['br;q=0, *', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('honours q-values: Accept-Encoding "%s" gets %s', async (acceptEncoding, expected) => {
    const response = await rawGet(preview.url, '/Strategies', { 'Accept-Encoding': acceptEncoding });
    expect(response.headers['content-encoding']).toBe(expected);
  });

  it('sends a text file under 1 KB as it is, to any client (the build makes no copies of those)', async () => {
    for (const urlPath of ['/About', '/robots.txt']) {
      const [asked, plain] = await Promise.all([rawGet(preview.url, urlPath, { 'Accept-Encoding': 'br, gzip' }), rawGet(preview.url, urlPath)]);
      expect([asked.status, asked.headers['content-encoding']], urlPath).toEqual([200, undefined]);
      expect(plain.body.length, urlPath).toBeLessThan(1024);
      expect(asked.body.equals(plain.body), urlPath).toBe(true);
    }
  });

  it('redirects a trailing slash within the site and serves clean URLs', async () => {
    expect(await rawGet(preview.url, '/About/')).toMatchObject({ status: 301, headers: { location: '/About' } });
    expect((await rawGet(preview.url, '/About')).status).toBe(200);
  });

  it('derives its routes from the folder: pages, not their lower-case aliases', async () => {
    for (const route of ROUTES) expect((await rawGet(preview.url, route)).status, route).toBe(200);
    expect(await rawGet(preview.url, '/about')).toMatchObject({ status: 301, headers: { location: '/About' } });
  });

  it(`closes a connection whose request head has not arrived within ${SERVER_TIMEOUTS.headersTimeout / 1000} s, with a 408`, async () => {
    const { headersTimeout, connectionsCheckingInterval } = SERVER_TIMEOUTS;
    const { port } = new URL(preview.url);
    // The deadline runs on this process's clock: a stall of the whole process (CI once froze this
    // worker for 12 s) delays the server's check by as much and is added to the bound.
    const stalls = monitorEventLoopDelay({ resolution: 20 });
    stalls.enable();
    const socket = net.connect(Number(port), '127.0.0.1');
    const started = Date.now();
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    await new Promise((resolve) => socket.once('close', resolve));
    const elapsed = Date.now() - started;
    stalls.disable();
    const longestStall = stalls.max / 1e6;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(elapsed).toBeGreaterThanOrEqual(headersTimeout - 50);
    expect(elapsed, `the longest stall of this process was ${Math.round(longestStall)} ms`).toBeLessThan(headersTimeout + 2 * connectionsCheckingInterval + 1_000 + longestStall);
  }, 45_000);
});
