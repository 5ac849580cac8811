import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { DEFAULT_HSTS, HASHED_DIRS, IMMUTABLE, REVALIDATE, hstsValue, styleHash } from '../../build/hosting/headers.ts';
import { htmlFilesFor } from '../../build/shared/routes.ts';
import { resolverFor } from '../helpers/resolve.ts';
import { parseHtml, parseSvg } from '../helpers/html.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Attributes that hold one URL, and those that hold a srcset. */
const URL_ATTRIBUTES = ['href', 'src', 'data-src', 'action', 'poster'];
const SRCSET_ATTRIBUTES = ['srcset', 'imagesrcset', 'data-pswp-srcset'];
/** Script types a browser runs; anything else (JSON-LD) is data. */
const EXECUTABLE_SCRIPT = /^(|module|text\/javascript|application\/javascript)$/i;

describe('audit of the built site', () => {
  let result: BuildResult;
  let pages: string[];
  let siteUrl: string;
  const html = (file: string) => result.output.text(file) ?? '';
  /** The files of the site's pages (not the aliases and the 404 page, which link the stylesheet). */
  const routePages = () => pages.filter((file) => result.pages.some((page) => file === (page.route === '/' ? 'index.html' : `${page.route.slice(1)}.html`)));

  beforeAll(async () => {
    const config = await loadConfig(root);
    siteUrl = config.siteUrl;
    result = await build(config, { write: false });
    pages = [...result.output.files.keys()].filter((file) => file.endsWith('.html')).sort();
  });

  it('has no executable inline script, style attribute, on* handler or javascript: URL', () => {
    const findings: string[] = [];
    for (const file of pages) {
      for (const element of parseHtml(html(file)).querySelectorAll('*')) {
        const tag = element.tagName.toLowerCase();
        if (tag === 'script' && !element.hasAttribute('src') && EXECUTABLE_SCRIPT.test(element.getAttribute('type') ?? '')) findings.push(`${file}: inline <script>`);
        for (const { name, value } of element.attributes) {
          if (name === 'style') findings.push(`${file}: style= on <${tag}>`);
          if (/^on/i.test(name)) findings.push(`${file}: ${name}= on <${tag}>`);
          if (/^\s*javascript:/i.test(value)) findings.push(`${file}: javascript: URL in ${name} on <${tag}>`);
        }
      }
      // Also catch what a DOM parser might normalise away.
      if (/\son[a-z]+\s*=/i.test(html(file).replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, ''))) findings.push(`${file}: on*= in the markup`);
    }
    expect(pages.length).toBeGreaterThan(8);
    expect(findings).toEqual([]);
  });

  it('inlines one stylesheet per page, and the CSP allows exactly those by their hashes', () => {
    const csp = result.security['Content-Security-Policy']!;
    const styleSrc = /(?:^|; )style-src ([^;]+)/.exec(csp)![1]!.split(' ');
    const inlined = new Set<string>();
    for (const file of routePages()) {
      const styles = [...parseHtml(html(file)).querySelectorAll('style')].map((style) => style.textContent ?? '');
      expect(styles, file).toHaveLength(1);
      expect(styleSrc, file).toContain(styleHash(styles[0]!));
      inlined.add(styleHash(styles[0]!));
    }
    expect(styleSrc.sort()).toEqual(["'self'", ...inlined].sort());
    expect(csp).not.toContain("'unsafe-inline'");
  });

  it("inlines on each page only the stylesheet's parts for its markup, and every rule its classes need (those after its fold linked there)", () => {
    const full = result.output.text([...result.output.files.keys()].find((file) => /^_assets\/index-\w+\.css$/.test(file))!)!;
    const inline = (file: string) => parseHtml(html(file)).querySelector('style')!.textContent!;
    const styled = (css: string, name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css);
    const classesIn = (markup: string) => new Set([...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)).filter(Boolean));
    const folds = new Map<string, string>();
    for (const file of routePages()) {
      const fold = /<link rel="stylesheet" href="\/(_assets\/below-fold-\w+\.css)">/.exec(html(file));
      const below = fold ? result.output.text(fold[1]!)! : '';
      if (fold) folds.set(file, below);
      const beforeFold = fold ? html(file).slice(0, fold.index) : html(file);
      const inlined = inline(file);
      expect([...classesIn(beforeFold)].filter((name) => styled(full, name) && !styled(inlined, name)), `${file}, before its fold`).toEqual([]);
      expect([...classesIn(html(file))].filter((name) => styled(full, name) && !styled(inlined + below, name)), file).toEqual([]);
    }
    // Services marks its fold; what only the markup after it needs is not inline.
    expect([...folds.keys()]).toEqual(['Services.html']);
    expect(styled(folds.get('Services.html')!, 'gallery')).toBe(true);
    expect(styled(inline('Services.html'), 'gallery')).toBe(false);
    // Swiper's stylesheet comes only with its markup, the clients carousel.
    expect(styled(inline('index.html'), 'swiper-wrapper')).toBe(true);
    for (const file of ['About.html', 'Contact.html']) {
      expect(styled(inline(file), 'swiper-wrapper'), file).toBe(false);
      expect(inline(file).length, file).toBeLessThan(full.length * 0.75);
    }
  });

  it("sends the gallery's grid once: in its island's slot, not again in the island's props", () => {
    const island = parseHtml(html('Services.html')).querySelector('site-island[data-island="Gallery"]')!;
    expect(JSON.parse(island.getAttribute('data-props')!)).toEqual({ zoom: false });
    const slots = island.querySelectorAll('site-slot');
    expect(slots).toHaveLength(1);
    expect(slots[0]!.querySelectorAll('ul.gallery > li > a[data-pid][data-pswp-width]')).toHaveLength(10);
  });

  it("sends PhotoSwipe's styles with the chunk the gallery loads when a picture opens, in no page's stylesheet", () => {
    const inline = (file: string) => parseHtml(html(file)).querySelector('style')!.textContent!;
    for (const file of routePages()) expect(inline(file), file).not.toMatch(/\.pswp/);
    const gallery = [...result.output.files.keys()].find((file) => /^_islands\/Gallery-\w+\.js$/.test(file))!;
    const lazy = [...result.output.text(gallery)!.matchAll(/import\("\.\/([\w-]+\.js)"\)/g)].map((match) => result.output.text(`_islands/${match[1]}`)!);
    const styles = lazy.find((chunk) => chunk.includes('adoptedStyleSheets'));
    expect(styles, 'a chunk the gallery imports on demand applies a stylesheet').toBeDefined();
    expect(styles).toMatch(/\.pswp__bg\{/); // PhotoSwipe's, minified
    expect(styles).toMatch(/\.pswp__caption\{/); // the site's own, site/styles/lightbox.css
  });

  it('passes html-validate (standard, a11y and document rules; .htmlvalidate.json) on every HTML file', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const errors: string[] = [];
    for (const file of pages) {
      const report = await validator.validateString(html(file), path.join(root, 'dist', file));
      for (const message of report.results.flatMap((r) => r.messages)) errors.push(`${file}:${message.line}:${message.column} ${message.ruleId} ${message.message}`);
    }
    expect(errors).toEqual([]);
  });

  it('has no broken internal link, fragment or asset URL', () => {
    const ids = new Map(pages.map((file) => [file, new Set([...parseHtml(html(file)).querySelectorAll('[id]')].map((el) => el.id))]));
    // An SVG's fragments are its ids too (a <view> a page shows it by).
    const idsIn = (file: string) => ids.get(file) ?? (file.endsWith('.svg') ? new Set([...parseSvg(result.output.text(file)!).querySelectorAll('[id]')].map((el) => el.id)) : undefined);
    const broken: string[] = [];
    let checked = 0;
    // Relative URLs resolve against the URL a file is served at: its route, or its own name.
    const servedAt = (file: string) => result.pages.find((page) => htmlFilesFor(page.route).includes(file))?.route ?? `/${file}`;
    const check = (file: string, url: string) => {
      if (/^(mailto|tel):/.test(url) || (/^https?:/.test(url) && !url.startsWith(siteUrl))) return;
      const absolute = new URL(url, `${siteUrl}${servedAt(file)}`);
      if (absolute.origin !== new URL(siteUrl).origin) return broken.push(`${file}: ${url} is on another origin`);
      checked++;
      const target = resolverFor(result)(absolute.pathname);
      if (target?.status !== 200) return broken.push(`${file}: ${url} does not resolve`);
      const fragment = decodeURIComponent(absolute.hash.slice(1));
      if (fragment && !fragment.startsWith('&') && !idsIn(target.file)?.has(fragment)) broken.push(`${file}: ${url} has no #${fragment} in ${target.file}`);
    };
    for (const file of pages) {
      const doc = parseHtml(html(file));
      for (const element of doc.querySelectorAll('*')) {
        if (element.tagName === 'LINK' && element.getAttribute('rel') === 'canonical') {
          check(file, element.getAttribute('href')!);
          continue;
        }
        for (const name of URL_ATTRIBUTES) if (element.hasAttribute(name)) check(file, element.getAttribute(name)!);
        for (const name of SRCSET_ATTRIBUTES) {
          for (const candidate of element.getAttribute(name)?.split(',') ?? []) check(file, candidate.trim().split(/\s+/)[0]!);
        }
      }
      doc.querySelectorAll('meta[property^="og:"][content^="http"]').forEach((meta) => check(file, meta.getAttribute('content')!));
      doc.querySelectorAll('meta[http-equiv="refresh"]').forEach((meta) => check(file, meta.getAttribute('content')!.replace(/^\d+;\s*url=/, '')));
    }
    expect(checked).toBeGreaterThan(500);
    expect(broken).toEqual([]);
  });

  it('writes _headers with the security headers for every path and one Cache-Control per path', () => {
    const rules = new Map<string, Record<string, string>>();
    let current = '';
    for (const line of html('_headers').split('\n').filter(Boolean)) {
      if (!line.startsWith(' ')) rules.set((current = line), {});
      else {
        const [name, ...value] = line.trim().split(': ');
        rules.get(current)![name!] = value.join(': ');
      }
    }
    expect(rules.get('/*')).toEqual({ ...result.security, 'Strict-Transport-Security': hstsValue(DEFAULT_HSTS) });
    for (const dir of HASHED_DIRS) expect(rules.get(`/${dir}/*`)).toEqual({ 'Cache-Control': IMMUTABLE });
    for (const route of ['/', '/index.html', '/About', '/About.html', '/about', '/Services', '/Contact', '/404.html', '/sitemap.xml', '/capability-statement.pdf']) {
      expect(rules.get(route), route).toEqual({ 'Cache-Control': REVALIDATE });
    }
    const cacheRules = [...rules.entries()].filter(([, headers]) => 'Cache-Control' in headers).map(([pattern]) => pattern);
    expect(cacheRules.filter((pattern) => HASHED_DIRS.some((dir) => pattern.startsWith(`/${dir}/`) && pattern !== `/${dir}/*`))).toEqual([]);
  });
});
