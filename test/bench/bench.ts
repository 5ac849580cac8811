/**
 * `npm run bench`: what visitors and maintainers feel, in numbers. Not part of `npm test` and
 * asserts nothing; prints Markdown tables with every figure beside its budget (from the config)
 * and writes them all to test/bench/results.json (git-ignored).
 *
 *   npm run bench [-- --runs 3]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Page } from 'playwright-core';
import { createBundler } from '../../build/pipeline/bundle/bundle.ts';
import { build } from '../../build/pipeline/build.ts';
import { dirs, loadConfig, type Budgets } from '../../build/pipeline/config.ts';
import { discoverIslands } from '../../build/pipeline/discover.ts';
import { startPreview } from '../../build/hosting/preview.ts';
import { ATTR, ISLAND_TAG, STATE } from '../../build/shared/contract.ts';
import { CHROME_ARGS, chromePath, INSTALL_HINT, launchChrome } from '../helpers/chrome.ts';
import { ISLANDS_PATH } from '../helpers/islands.ts';
import { IDLE_ISLANDS, ROUTES, lightboxReady, scrollThrough, waitForIdleIslands, waitForIsland } from '../helpers/site.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(values.runs);
const root = path.resolve(import.meta.dirname, '../..');
const config = await loadConfig(root);
const budgets: Budgets = config.budgets;
if (!chromePath) throw new Error(INSTALL_HINT);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const mark = (ok: boolean) => (ok ? '✓' : '✗ over budget');
const tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-bench-'));
const outDir = dirs(config).out;
/** GNU time, for a build's peak memory; without it that figure is left out. */
const TIME = '/usr/bin/time';

interface TimedBuild {
  wallMs: number;
  /** What build() itself took (its report's last line); the rest of the wall time is start-up. */
  buildMs: number;
  peakRssMb: number;
}

/** `npm run build` as a maintainer runs it (node build/launch.mjs build), for the site at `siteRoot`. */
async function buildOnce(siteRoot = root): Promise<TimedBuild> {
  const command = [process.execPath, path.join(root, 'build/launch.mjs'), 'build'];
  const started = performance.now();
  const child = existsSync(TIME)
    ? spawn(TIME, ['-f', 'peak-rss-kb=%M', ...command], { cwd: siteRoot, env: { ...process.env, SITE_ROOT: siteRoot } })
    : spawn(command[0]!, command.slice(1), { cwd: siteRoot, env: { ...process.env, SITE_ROOT: siteRoot } });
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (out += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const wallMs = performance.now() - started;
  const buildMs = Number(/ files in (\d+) ms/.exec(out)?.[1]);
  if (code !== 0 || Number.isNaN(buildMs)) throw new Error(`npm run build failed in ${siteRoot}:\n${out}`);
  return { wallMs, buildMs, peakRssMb: Number(/peak-rss-kb=(\d+)/.exec(out)?.[1]) / 1024 };
}

/**
 * A grown site: 400 more pages (copies of About, each with its own title and description) added
 * to a copy of the site with its caches of encoded images, generated files and compressed copies
 * (the shop adds pages to a site it has built before). The first build makes every new page
 * (bundles, HTML, compressed copies, files on disk); the next ones are warm.
 */
async function scaleCase(): Promise<{ firstMs: number; warm: TimedBuild[] }> {
  const copy = path.join(tmp, 'scale');
  await Promise.all(['site', 'assets'].map((dir) => cp(path.join(root, dir), path.join(copy, dir), { recursive: true })));
  for (const file of ['package.json', 'tsconfig.json']) await cp(path.join(root, file), path.join(copy, file));
  await mkdir(path.join(copy, '.cache'), { recursive: true });
  await symlink(path.join(dirs(config).cache, 'images'), path.join(copy, '.cache', 'images'));
  for (const cache of ['generated', 'compressed']) await cp(path.join(dirs(config).cache, cache), path.join(copy, '.cache', cache), { recursive: true });
  const pagesDir = path.join(copy, 'site', 'pages', 'cases');
  await mkdir(pagesDir, { recursive: true });
  for (let n = 1; n <= SCALE_PAGES; n++) {
    await writeFile(
      path.join(pagesDir, `Case${n}.tsx`),
      [
        "import type { PageMeta } from 'ssg';",
        "import About from '../About.tsx';",
        `export const meta: PageMeta = { title: 'Case study ${n} | Kestrel Precision', description: 'Case study ${n}: precision CNC machining, San Jose.' };`,
        'export default About;',
        '',
      ].join('\n'),
    );
  }
  const first = await buildOnce(copy);
  const warm = [];
  for (let i = 0; i < RUNS; i++) warm.push(await buildOnce(copy));
  return { firstMs: first.wallMs, warm };
}
const SCALE_PAGES = 400;

/** The dev server's rebuild after a one-line content edit, on a copy of the site (its files as old as the originals, as in a checkout). */
async function rebuildAfterEdit(): Promise<number[]> {
  const copy = path.join(tmp, 'site-copy');
  await Promise.all(['site', 'assets'].map((dir) => cp(path.join(root, dir), path.join(copy, dir), { recursive: true, preserveTimestamps: true })));
  const copyConfig = await loadConfig(copy, { cacheDir: dirs(config).cache, outDir: path.join(copy, 'dist') });
  const bundler = await createBundler(copyConfig, dirs(copyConfig), { dev: true });
  const file = path.join(copy, 'site', 'content', 'home.ts');
  const original = await readFile(file, 'utf8');
  const times: number[] = [];
  try {
    await build(copyConfig, { write: false, precompress: false, bundler });
    for (let i = 0; i < RUNS + 2; i++) {
      await writeFile(file, original.replace('Top-Rated CNC Services in San Jose', `Top-Rated CNC Services in San Jose (edit ${i})`));
      const started = performance.now();
      await build(copyConfig, { write: false, precompress: false, bundler });
      times.push(performance.now() - started);
    }
  } finally {
    await bundler.dispose();
  }
  return times;
}

type Phase = 'before' | 'after';
interface PageBytes {
  /** By phase, then resource type: raw and gzip bytes. */
  bytes: Record<Phase, Record<string, { raw: number; gzip: number }>>;
  islands: string[];
  /** Island chunks requested for islands the page does not have. */
  foreignChunks: string[];
  startupHydratedMs: number;
}

/** Bytes from Chromium's network log before and after the first interaction, and hydration time. */
async function measurePage(page: Page, url: string, route: string, allIslands: string[]): Promise<PageBytes> {
  let phase: Phase = 'before';
  const bytes: PageBytes['bytes'] = { before: {}, after: {} };
  const pending: Promise<void>[] = [];
  const scripts: string[] = [];
  page.on('response', (response) => {
    const at = phase;
    const type = response.request().resourceType();
    if (type === 'script') scripts.push(new URL(response.url()).pathname);
    pending.push(
      response.body().then(
        (body) => {
          const entry = (bytes[at][type] ??= { raw: 0, gzip: 0 });
          entry.raw += body.length;
          entry.gzip += gzipSync(body).length;
        },
        () => undefined,
      ),
    );
  });
  // Init scripts run in the page: the contract's names go to them as the argument.
  const names = { state: ATTR.state, name: ATTR.name, hydrated: STATE.hydrated, tag: ISLAND_TAG, idle: IDLE_ISLANDS };
  await page.addInitScript((arg) => {
    const hydrated: Record<string, number> = {};
    (window as unknown as { __hydrated: typeof hydrated }).__hydrated = hydrated;
    new MutationObserver((records) => {
      for (const { target } of records) {
        const element = target as Element;
        if (element.getAttribute(arg.state) === arg.hydrated) hydrated[element.getAttribute(arg.name)!] ??= performance.now();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: [arg.state] });
  }, names);
  await page.goto(url + route);
  // Before any sign of intent: what a visitor who only reads downloads.
  await waitForIdleIslands(page);
  await page.waitForLoadState('networkidle');
  const startupHydratedMs = await page.evaluate((arg) => {
    const hydrated = (window as unknown as { __hydrated: Record<string, number> }).__hydrated;
    const startup = [...document.querySelectorAll(arg.idle)].map((el) => hydrated[el.getAttribute(arg.name)!] ?? 0);
    return Math.max(0, ...startup);
  }, names);
  const islands = await page.evaluate((arg) => [...new Set([...document.querySelectorAll(arg.tag)].map((el) => el.getAttribute(arg.name)!))], names);
  await Promise.all(pending);

  phase = 'after';
  if (route === '/Services') {
    await page.locator('.gallery').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'Gallery');
    await page.locator('.gallery a').first().click();
    await lightboxReady(page);
  } else {
    await page.getByRole('button', { name: 'Menu' }).click();
  }
  await scrollThrough(page, 823);
  // Contact's map frame (its host is blocked here) may keep Chromium from ever calling the network
  // idle; what the page itself loads has arrived by then.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await Promise.all(pending);
  const foreignChunks = scripts.filter((url) => allIslands.some((name) => url.startsWith(`${ISLANDS_PATH}${name}-`) && !islands.includes(name)));
  return { bytes, islands, foreignChunks, startupHydratedMs };
}

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The longest main-thread task Lighthouse saw (its 4x CPU slowdown on mobile), ms. */
  longestTask: number;
}

async function runLighthouse(url: string, formFactor: 'mobile' | 'desktop', port: number): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const { categories, audits } = result!.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    runs.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      longestTask: Math.max(0, ...((audits['long-tasks']?.details as { items?: { duration: number }[] } | undefined)?.items ?? []).map((task) => task.duration)),
    });
  }
  const keys = Object.keys(runs[0]!) as (keyof LighthouseFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as LighthouseFigures;
}

// ---- run everything --------------------------------------------------------------------------
console.error('bench: building (warming the image cache first)...');
await buildOnce();
const builds = [];
for (let i = 0; i < RUNS; i++) builds.push(await buildOnce());
console.error('bench: rebuilding after edits...');
const rebuilds = await rebuildAfterEdit();
console.error(`bench: the site with ${SCALE_PAGES} more pages...`);
const scale = await scaleCase();
const buildFigures = {
  coldBuildWallMs: median(builds.map((b) => b.wallMs)),
  coldBuildMs: median(builds.map((b) => b.buildMs)),
  startupMs: median(builds.map((b) => b.wallMs - b.buildMs)),
  peakRssMb: Math.max(...builds.map((b) => b.peakRssMb)),
  rebuildMs: median(rebuilds.slice(1)),
  scaleFirstMs: scale.firstMs,
  scaleWarmMs: median(scale.warm.map((b) => b.wallMs)),
};

const preview = await startPreview({ outDir, port: 0, host: '127.0.0.1', quiet: true });
const browser = await launchChrome();
const pages: Record<string, PageBytes> = {};
const siteIslands = (await discoverIslands(dirs(config))).map((island) => island.name);
for (const route of ROUTES) {
  console.error(`bench: network bytes of ${route}...`);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (r) => r.abort('blockedbyclient'));
  pages[route] = await measurePage(await context.newPage(), preview.url, route, siteIslands);
  await context.close();
}
await browser.close();

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROME_ARGS] });
const scores: Record<string, Record<'mobile' | 'desktop', LighthouseFigures>> = {};
try {
  for (const route of ROUTES) {
    console.error(`bench: Lighthouse ${route} (${RUNS} runs each, mobile and desktop)...`);
    scores[route] = { mobile: await runLighthouse(preview.url + route, 'mobile', chrome.port), desktop: await runLighthouse(preview.url + route, 'desktop', chrome.port) };
  }
} finally {
  chrome.kill();
  await preview.close();
  await rm(tmp, { recursive: true, force: true });
}

// ---- report ----------------------------------------------------------------------------------
const results = { date: new Date().toISOString(), machine: `${os.cpus().length} cores, Node ${process.version}`, runs: RUNS, budgets, build: buildFigures, pages, lighthouse: scores };
await writeFile(path.join(import.meta.dirname, 'results.json'), JSON.stringify(results, null, 2));

const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
const jsBudget = (route: string) => budgets.jsBeforeInteractionKb[route] ?? budgets.jsBeforeInteractionKb['*'] ?? Infinity;
const sum = (phase: Record<string, { raw: number; gzip: number }>, type: string, key: 'raw' | 'gzip') => phase[type]?.[key] ?? 0;
const TYPES = ['document', 'stylesheet', 'script', 'image'] as const;

const out: string[] = [];
out.push(`## Build (${results.machine}, median of ${RUNS})\n`);
out.push(
  table(['figure', 'value', 'budget', ''], [
    ['`npm run build` wall time (warm image cache)', `${Math.round(buildFigures.coldBuildWallMs)} ms`, `${budgets.coldBuildMs} ms`, mark(buildFigures.coldBuildWallMs <= budgets.coldBuildMs)],
    ['of which build()', `${Math.round(buildFigures.coldBuildMs)} ms`, '', ''],
    ['of which start-up (Node, loading the CLI and its packages)', `${Math.round(buildFigures.startupMs)} ms`, '', ''],
    ['dev rebuild after a one-line content edit', `${Math.round(buildFigures.rebuildMs)} ms`, `${budgets.rebuildMs} ms`, mark(buildFigures.rebuildMs <= budgets.rebuildMs)],
    [`${SCALE_PAGES} more pages: first build (every new page made and compressed)`, `${Math.round(buildFigures.scaleFirstMs)} ms`, '', ''],
    [`${SCALE_PAGES} more pages: warm build`, `${Math.round(buildFigures.scaleWarmMs)} ms`, `${budgets.scaleBuildMs} ms`, mark(buildFigures.scaleWarmMs <= budgets.scaleBuildMs)],
    ['peak memory of a build', `${Math.round(buildFigures.peakRssMb)} MB`, '', ''],
  ]),
);
out.push(`\n## Bytes per page (Chromium network log, 412 px phone at 1.75x; KB raw / gzip)\n`);
out.push(
  table(
    ['page', ...TYPES.map((t) => `${t} before`), 'after first interaction', 'startup islands hydrated'],
    ROUTES.map((route) => {
      const { before, after } = pages[route]!.bytes;
      const afterTotal = Object.values(after).reduce((s, v) => ({ raw: s.raw + v.raw, gzip: s.gzip + v.gzip }), { raw: 0, gzip: 0 });
      return [route, ...TYPES.map((t) => `${kb(sum(before, t, 'raw'))} / ${kb(sum(before, t, 'gzip'))}`), `${kb(afterTotal.raw)} / ${kb(afterTotal.gzip)}`, `${Math.round(pages[route]!.startupHydratedMs)} ms`];
    }),
  ),
);
out.push(`\n## Lighthouse (median of ${RUNS}; performance / accessibility / best practices / SEO; ms)\n`);
out.push(
  table(
    ['page', 'profile', 'scores', 'FCP', 'LCP', 'TBT', 'longest task', 'CLS'],
    ROUTES.flatMap((route) =>
      (['mobile', 'desktop'] as const).map((profile) => {
        const s = scores[route]![profile];
        return [route, profile, `${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo}`, Math.round(s.fcp), Math.round(s.lcp), Math.round(s.tbt), Math.round(s.longestTask), s.cls.toFixed(3)];
      }),
    ),
  ),
);
out.push('\n## Budgets\n');
out.push(
  table(
    ['page', 'Lighthouse mobile (min)', 'FCP', 'LCP', 'CLS', 'TBT', 'longest task', 'JS before interaction', 'HTML + CSS for first render', 'foreign island code'],
    ROUTES.map((route) => {
      const s = scores[route]!.mobile;
      const min = Math.min(s.performance, s.accessibility, s.bestPractices, s.seo);
      const { before } = pages[route]!.bytes;
      const js = kb(sum(before, 'script', 'gzip'));
      const firstRender = kb(sum(before, 'document', 'gzip') + sum(before, 'stylesheet', 'gzip'));
      const foreign = pages[route]!.foreignChunks;
      return [
        route,
        `${min} / ${budgets.lighthouseMobile} ${mark(min >= budgets.lighthouseMobile)}`,
        `${Math.round(s.fcp)} / ${budgets.fcpMs} ms ${mark(s.fcp <= budgets.fcpMs)}`,
        `${Math.round(s.lcp)} / ${budgets.lcpMs} ms ${mark(s.lcp <= budgets.lcpMs)}`,
        `${s.cls.toFixed(3)} / ${budgets.cls} ${mark(s.cls <= budgets.cls)}`,
        `${Math.round(s.tbt)} / ${budgets.tbtMs} ms ${mark(s.tbt <= budgets.tbtMs)}`,
        `${Math.round(s.longestTask)} / ${budgets.longestTaskMs} ms ${mark(s.longestTask <= budgets.longestTaskMs)}`,
        `${js} / ${jsBudget(route)} KB ${mark(js <= jsBudget(route))}`,
        `${firstRender} / ${budgets.firstRenderKb} KB ${mark(firstRender <= budgets.firstRenderKb)}`,
        foreign.length ? `✗ ${foreign.join(', ')}` : 'none ✓',
      ];
    }),
  ),
);
console.log(out.join('\n'));
