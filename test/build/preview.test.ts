import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, loadConfig } from '../../build/build.ts';
import { startPreview, type PreviewServer } from '../../build/preview.ts';
import { rawGet } from '../helpers/server.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');

describe('preview server', () => {
  let tmp: string;
  let preview: PreviewServer;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-preview-'));
    const config = await loadConfig(fixture, { outDir: path.join(tmp, 'dist') });
    await build(config);
    preview = await startPreview({ outDir: config.outDir, port: 0, host: '127.0.0.1', quiet: true });
  });
  afterAll(async () => {
    await preview.close();
    await rm(tmp, { recursive: true, force: true });
  });

  it('never serves the host configuration written into dist/', async () => {
    for (const rawPath of ['/_headers', '/_headers/', '/%5F%68eaders', '/_headers?x=1']) {
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
    ['double slash to a host', '//evil.example/'],
    ['triple slash to a host', '///evil.example/x/'],
    ['encoded double slash', '/%2F%2Fevil.example/'],
    ['backslash to a host', '/\\evil.example/'],
    ['encoded backslash', '/%5Cevil.example/'],
  ])('%s (%s): no file outside dist/, no redirect off the site', async (_name, rawPath) => {
    const response = await rawGet(preview.url, rawPath);
    expect(response.status, rawPath).toBeGreaterThanOrEqual(400);
    expect(response.body.toString()).not.toContain('"name": "cnc-shop-site"');
    expect(response.body.toString()).not.toContain('root:x:0:0');
    if (response.headers.location) expect(response.headers.location).toMatch(/^\/(?![/\\])/);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends the precompressed %s copy of text files, with its own ETag', async (encoding, decode) => {
    for (const urlPath of ['/', '/About', '/sitemap.xml']) {
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

  it('redirects a trailing slash within the site and serves clean URLs', async () => {
    expect(await rawGet(preview.url, '/About/')).toMatchObject({ status: 301, headers: { location: '/About' } });
    expect((await rawGet(preview.url, '/About')).status).toBe(200);
  });
});
