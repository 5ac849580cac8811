import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { ASSETS_URL_DIR, ATTR, ISLANDS_URL_DIR } from '../../build/shared/contract.ts';
import { ISLANDS_PATH } from '../helpers/islands.ts';
import { resolverFor } from '../helpers/resolve.ts';
import { COMPILE_HINT } from '../../build/pipeline/bundle/bundle-options.ts';
import { parseHtml } from '../helpers/html.ts';
import { isCompressible } from '../../build/hosting/encodings.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');


describe('build output of the fixture site', () => {
  let result: BuildResult;
  const html = (file: string) => result.output.text(file) ?? '';

  beforeAll(async () => {
    result = await build(await loadConfig(fixture), { write: false });
  });

  it('writes every route as X.html and X/index.html with a canonical URL', () => {
    for (const route of ['About', 'Strategies', 'Broken']) {
      expect(html(`${route}.html`)).toBe(html(`${route}/index.html`));
      const doc = parseHtml(html(`${route}.html`));
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`https://www.example.com/${route}`);
    }
    expect(parseHtml(html('index.html')).querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.example.com/');
    expect(html('index.html')).toMatch(/^<!DOCTYPE html><html lang="en">/);
  });

  it('takes title and description from the page module', () => {
    const doc = parseHtml(html('About.html'));
    expect(doc.title).toBe('About the fixture');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('A page without islands.');
  });

  it('writes lower-case aliases that redirect to the canonical URL without script', () => {
    for (const file of ['about.html', 'about/index.html']) {
      const doc = parseHtml(html(file));
      expect(doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe('0; url=/About');
      expect(doc.querySelector('a')?.getAttribute('href')).toBe('/About');
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.example.com/About');
      expect(doc.querySelectorAll('script')).toHaveLength(0);
    }
  });

  it('writes a 404.html that sends visitors to / without inline script: one script file with the routes as data, and a meta refresh for JavaScript off', () => {
    const doc = parseHtml(html('404.html'));
    expect(doc.querySelector('noscript > meta[http-equiv="refresh"]')?.getAttribute('content')).toBe('0; url=/');
    expect(doc.querySelector('a[href="/"]')).not.toBeNull();
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('type'))).toEqual(['application/json', 'module']);
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual(['/About', '/Broken', '/Strategies', '/']);
    expect(scripts[1]!.textContent).toBe('');
    const source = result.output.text(scripts[1]!.getAttribute('src')!.slice(1))!;
    expect(source).toMatch(/location\.replace/); // test/browser/casing.test.ts checks where it sends visitors
    expect(resolverFor(result)('/no/such/page')).toEqual({ file: '404.html', status: 404 });
  });

  it('writes sitemap.xml and robots.txt from the routes and the site URL', () => {
    const sitemap = html('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    expect(locs).toEqual(['https://www.example.com/', 'https://www.example.com/About', 'https://www.example.com/Broken', 'https://www.example.com/Strategies']);
    expect(html('robots.txt')).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });

  it('writes .gz and .br copies of text files of 1 KB or more, decoding to the file, and none of smaller ones or of a page\'s X/index.html', () => {
    const files = result.output.files;
    const texts = [...files.keys()].filter(isCompressible);
    const size = (file: string) => Buffer.byteLength(result.output.get(file)!);
    // Every host the build configures answers /Strategies/ with a redirect to /Strategies, sent from Strategies.html.
    const directorySpellings = texts.filter((file) => file.endsWith('/index.html') && files.has(file.replace(/\/index\.html$/, '.html')));
    expect(directorySpellings).toContain('Strategies/index.html');
    for (const file of directorySpellings) expect([files.has(`${file}.gz`), files.has(`${file}.br`)], file).toEqual([false, false]);
    const large = texts.filter((file) => size(file) >= 1024 && !directorySpellings.includes(file));
    const small = texts.filter((file) => size(file) < 1024);
    expect(large).toEqual(expect.arrayContaining(['index.html', 'Strategies.html']));
    expect(small).toEqual(expect.arrayContaining(['About.html', 'about.html', 'robots.txt']));
    for (const file of large) {
      const plain = Buffer.from(result.output.get(file)!);
      expect(gunzipSync(result.output.get(`${file}.gz`)!).equals(plain), file).toBe(true);
      expect(brotliDecompressSync(result.output.get(`${file}.br`)!).equals(plain), file).toBe(true);
    }
    for (const file of small) expect([files.has(`${file}.gz`), files.has(`${file}.br`)], file).toEqual([false, false]);
  });

  it('asks Chromium to compile every browser file eagerly, as it streams in (the hint must be the first line)', () => {
    const scripts = [...result.output.files.keys()].filter((file) => file.startsWith(`${ISLANDS_URL_DIR}/`) && file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const file of scripts) expect(html(file).split('\n')[0], file).toBe(COMPILE_HINT);
  });

  it('puts no script on a page without islands, and the loader on pages with them', () => {
    expect(parseHtml(html('About.html')).querySelectorAll('script')).toHaveLength(0);
    const scripts = [...parseHtml(html('index.html')).querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('type'))).toEqual(['module']);
    expect(scripts[0]?.getAttribute('src')).toMatch(new RegExp(String.raw`^${ISLANDS_PATH}loader-[A-Z0-9]+\.js$`));
  });

  it('resolves every data-src, script, stylesheet, preload, image and link URL', () => {
    const pages = [...result.output.files.keys()].filter((f) => f.endsWith('.html'));
    const urls = new Set<string>();
    for (const file of pages) {
      const doc = parseHtml(html(file));
      doc.querySelectorAll(`[${ATTR.src}]`).forEach((el) => urls.add(el.getAttribute(ATTR.src)!));
      doc.querySelectorAll('script[src], img[src]').forEach((el) => urls.add(el.getAttribute('src')!));
      doc.querySelectorAll('link[href]:not([rel="canonical"]), a[href]').forEach((el) => urls.add(el.getAttribute('href')!));
    }
    expect(urls.size).toBeGreaterThan(5);
    for (const url of urls) {
      expect(url, url).toMatch(/^\//);
      expect(resolverFor(result)(url).status, `${url} resolves`).toBe(200);
    }
  });

  it('names island chunks and CSS by content hash, and keeps public files at a stable URL', () => {
    const files = [...result.output.files.keys()];
    expect(files.filter((f) => f.startsWith(`${ISLANDS_URL_DIR}/`))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(String.raw`^${ISLANDS_URL_DIR}/Counter-[A-Z0-9]{8}\.js$`)),
        expect.stringMatching(new RegExp(String.raw`^${ISLANDS_URL_DIR}/loader-[A-Z0-9]{8}\.js$`)),
      ]),
    );
    expect(files).toContainEqual(expect.stringMatching(new RegExp(String.raw`^${ASSETS_URL_DIR}/index-[A-Z0-9]{8}\.css$`)));
    expect(files).toContainEqual(expect.stringMatching(new RegExp(String.raw`^${ASSETS_URL_DIR}/logo-[\w]{10}\.svg$`)));
    expect(files).toContain('info.pdf');
  });

  it('shares one React chunk between islands instead of bundling React into each', () => {
    const fixtureChunk = new RegExp(`^${ISLANDS_URL_DIR}/(Counter|Echo|Throws)-`);
    const islandChunks = [...result.output.files.keys()].filter((f) => fixtureChunk.test(f));
    for (const file of islandChunks) expect(result.output.get(file)!.length, file).toBeLessThan(2_000);
  });

  it('keeps the loader free of React and under 3.75 KB gzipped, with what it imports (input replay, held links, early answers, kept landings, AfterLoad and the next page\'s speculation rules included)', () => {
    const home = result.pages.find((p) => p.route === '/')!;
    const loaderOnly = html('index.html').match(/<script type="module"[^>]* src="\/([^"]+)"/)![1]!;
    const imports = [...result.output.text(loaderOnly)!.matchAll(/from"\.\/([^"]+)"/g)].map((m) => `${ISLANDS_URL_DIR}/${m[1]}`);
    const files = [loaderOnly, ...imports];
    const gzip = files.reduce((sum, f) => sum + gzipSync(result.output.get(f)!).length, 0);
    // 2.2 KB before the speculation rules and their prefetch fallback (next-page.ts), 2.6 KB with
    // them, 3.1 KB with held links and early answers (replay.ts), which answer a first tap from the
    // page, 3.6 KB with kept landings (landing.ts: WebKit has no scroll anchoring); a page's whole
    // budget before interaction is 5 KB (budgets.jsBeforeInteractionKb).
    expect(gzip).toBeLessThan(3840);
    for (const f of files) expect(result.output.text(f)).not.toMatch(/react\.element|__SECRET_INTERNALS|createRoot/);
    expect(home.jsGzip).toBeGreaterThan(gzip); // the page also preloads its load islands and React
  });
});
