/**
 * `npm run bench`: what visitors and maintainers feel, in numbers. Not part of `npm test` and
 * asserts nothing; prints Markdown tables with every figure beside its budget (from the config)
 * and writes them all to test/bench/results.json (git-ignored). With the Astro peer installed
 * (peer.ts), the speed budgets are ratios against it, measured in the same run.
 *
 *   npm run bench [-- --runs 3] [-- --pages 4000]   (the grown site's extra pages; default 400)
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { jsBudgetFor, loadConfig, type Budgets } from '../../build/pipeline/config.ts';
import { dirs } from '../../build/pipeline/dirs.ts';
import { discoverIslands } from '../../build/pipeline/discover.ts';
import { startPreview } from '../../build/hosting/preview.ts';
import { CHROME_ARGS, chromePath, INSTALL_HINT, launchChrome } from '../helpers/chrome.ts';
import { ROUTES } from '../helpers/site.ts';
import { median, phoneContext, type BenchContext } from './bench-context.ts';
import { buildOnce, rebuildAfterEdit, scaleCase, type TimedBuild } from './build-times.ts';
import { comparePeer, peerMissing, peerScaleCase, type CompareRow } from './peer.ts';
import { runLighthouse, type LighthouseFigures } from './lighthouse.ts';
import { measurePage, type PageBytes } from './page-bytes.ts';
import { longestIslandTask } from './hydration-tasks.ts';
import { idleLcp, measureInteractions } from './interactions.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, pages: { type: 'string', default: '400' } } });
const RUNS = Number(values.runs);
const SCALE_PAGES = Number(values.pages);
const root = path.resolve(import.meta.dirname, '../..');
const config = await loadConfig(root);
const budgets: Budgets = config.budgets;
if (!chromePath) throw new Error(INSTALL_HINT);

const BLANK_PAGE = '<!DOCTYPE html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank</title><h1>A heading</h1><p>A line of text.</p></html>';
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const mark = (ok: boolean) => (ok ? '✓' : '✗ over budget');
const tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-bench-'));
const outDir = dirs(config).out;
const bench: BenchContext = { root, config, tmp, runs: RUNS };

// ---- run everything --------------------------------------------------------------------------
console.error('bench: building (warming the image cache first)...');
await buildOnce(bench);
const builds = [];
for (let i = 0; i < RUNS; i++) builds.push(await buildOnce(bench));
console.error('bench: rebuilding after edits...');
const rebuilds = await rebuildAfterEdit(bench);
console.error(`bench: the site with ${SCALE_PAGES} more pages...`);
const scale = await scaleCase(bench, SCALE_PAGES);
const buildFigures = {
  coldBuildWallMs: median(builds.map((b) => b.wallMs)),
  coldBuildMs: median(builds.map((b) => b.buildMs)),
  startupMs: median(builds.map((b) => b.wallMs - b.buildMs)),
  peakRssMb: Math.max(...builds.map((b) => b.peakRssMb)),
  rebuildMs: median(rebuilds.slice(1)),
  scaleFirstMs: scale.first.wallMs,
  scaleWarmMs: median(scale.warm.map((b) => b.wallMs)),
  scalePeakRssMb: Math.max(scale.first.peakRssMb, ...scale.warm.map((b) => b.peakRssMb)),
  scaleFirstCpuMs: scale.first.cpuMs,
  scaleFirstStages: scale.first.stages,
};

const preview = await startPreview({ outDir, port: 0, host: '127.0.0.1', quiet: true });
const browser = await launchChrome();
const pages: Record<string, PageBytes> = {};
const siteIslands = (await discoverIslands(dirs(config))).map((island) => island.name);
for (const route of ROUTES) {
  console.error(`bench: network bytes of ${route}...`);
  const context = await phoneContext(browser);
  pages[route] = await measurePage(await context.newPage(), preview.url, route, siteIslands);
  await context.close();
}
// The longest task running island code while every island wakes, at Lighthouse's 4x CPU slowdown.
const islandTasks: Record<string, number> = {};
for (const route of ROUTES) {
  console.error(`bench: island tasks of ${route} (${RUNS} runs)...`);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await longestIslandTask(browser, preview.url + route));
  islandTasks[route] = median(runs);
}
console.error(`bench: first interactions on a slow phone (${RUNS} runs each)...`);
const interactions = await measureInteractions(browser, preview.url, RUNS);
console.error('bench: Home watched 17 s without input at each width...');
const idle = await idleLcp(browser, preview.url);
await browser.close();

// What this machine's Chromium and Lighthouse give a page with nothing in it, served the same way:
// the floor under every page's figures (Lantern multiplies the machine's own CPU time by 4).
const blankDir = path.join(tmp, 'blank');
await mkdir(blankDir);
await writeFile(path.join(blankDir, 'index.html'), BLANK_PAGE);
const blankPreview = await startPreview({ outDir: blankDir, port: 0, host: '127.0.0.1', quiet: true });
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROME_ARGS] });
const scores: Record<string, Record<'mobile' | 'desktop', LighthouseFigures>> = {};
const lighthouseBoth = async (url: string) => ({ mobile: await runLighthouse(url, 'mobile', chrome.port, RUNS), desktop: await runLighthouse(url, 'desktop', chrome.port, RUNS) });
let floor: Record<'mobile' | 'desktop', LighthouseFigures>;
try {
  for (const route of ROUTES) {
    console.error(`bench: Lighthouse ${route} (${RUNS} runs each, mobile and desktop)...`);
    scores[route] = await lighthouseBoth(preview.url + route);
  }
  console.error(`bench: Lighthouse on a blank page, this machine's floor (${RUNS} runs each)...`);
  floor = await lighthouseBoth(blankPreview.url + '/');
} finally {
  chrome.kill();
  await Promise.all([preview.close(), blankPreview.close()]);
}

// The Astro peer, last, so it never runs beside the figures above: compare.sh (builds, bytes,
// Lighthouse, both sites alternating) and its grown site.
const missingPeer = peerMissing(root);
let peer: { compare: { rows: CompareRow[]; header: string }; scale: { first: TimedBuild; warm: TimedBuild[] } } | undefined;
try {
  if (missingPeer) console.error(`bench: ${missingPeer}`);
  else {
    console.error('bench: the Astro peer, compare.sh (about 10 minutes)...');
    const compare = await comparePeer(bench);
    console.error(`bench: the Astro peer with ${SCALE_PAGES} more pages...`);
    peer = { compare, scale: await peerScaleCase(bench, SCALE_PAGES) };
  }
} finally {
  await rm(tmp, { recursive: true, force: true });
}

// ---- report ----------------------------------------------------------------------------------
const results = { date: new Date().toISOString(), machine: `${os.cpus().length} cores, Node ${process.version}`, runs: RUNS, scalePages: SCALE_PAGES, budgets, build: buildFigures, pages, islandTasks, interactions, idleLcp: idle, lighthouse: scores, lighthouseBlankPage: floor, peer: peer ?? missingPeer };
await writeFile(path.join(import.meta.dirname, 'results.json'), JSON.stringify(results, null, 2));

const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
const jsBudget = (route: string) => jsBudgetFor(budgets, route);
const sum = (phase: Record<string, { raw: number; gzip: number }>, type: string, key: 'raw' | 'gzip') => phase[type]?.[key] ?? 0;
const TYPES = ['document', 'stylesheet', 'script', 'image'] as const;

const out: string[] = [];
out.push(`## Build (${results.machine}, median of ${RUNS})\n`);
out.push(
  table(['figure', 'value', 'budget', ''], [
    ['`npm run build` wall time (warm image cache)', `${Math.round(buildFigures.coldBuildWallMs)} ms`, 'against Astro, below', ''],
    ['of which build()', `${Math.round(buildFigures.coldBuildMs)} ms`, '', ''],
    ['of which start-up (Node, loading the CLI and its packages)', `${Math.round(buildFigures.startupMs)} ms`, '', ''],
    ['dev rebuild after a one-line content edit', `${Math.round(buildFigures.rebuildMs)} ms`, `${budgets.rebuildMs} ms`, mark(buildFigures.rebuildMs <= budgets.rebuildMs)],
    [`${SCALE_PAGES} more pages: first build (every new page made and compressed)`, `${Math.round(buildFigures.scaleFirstMs)} ms`, 'against Astro, below', ''],
    [`${SCALE_PAGES} more pages: warm build`, `${Math.round(buildFigures.scaleWarmMs)} ms`, 'against Astro, below', ''],
    ['peak memory of a build', `${Math.round(buildFigures.peakRssMb)} MB`, '', ''],
    [`peak memory of a build with ${SCALE_PAGES} more pages`, `${Math.round(buildFigures.scalePeakRssMb)} MB`, '', ''],
  ]),
);
out.push(`\n## Where the first build of ${SCALE_PAGES} more pages spends its time (wall, as the build announces its stages)\n`);
out.push(
  table(['stage', 'ms', 'per new page'], [
    ...scale.first.stages.map(({ stage, ms }) => [stage, `${Math.round(ms)}`, `${((ms * 1000) / SCALE_PAGES).toFixed(0)} µs`]),
    ['whole build, wall', `${Math.round(scale.first.wallMs)}`, `${((scale.first.wallMs * 1000) / SCALE_PAGES).toFixed(0)} µs`],
    ...(Number.isNaN(scale.first.cpuMs) ? [] : [[`CPU time, user + system, every process (${os.cpus().length} cores)`, `${Math.round(scale.first.cpuMs)}`, `${((scale.first.cpuMs * 1000) / SCALE_PAGES).toFixed(0)} µs`]]),
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
out.push(`\n## First interactions on a slow phone (412 px at 1.75x, 4x CPU, 150 ms RTT, 1.6 Mbps; input to next paint, median of ${RUNS})\n`);
out.push(
  table(
    ['what the visitor does', 'median', 'its input delay / handlers / frame', 'every run', 'target'],
    interactions.map((i) => [
      i.name,
      `${Math.round(i.medianMs)} ms`,
      i.medianRun ? [i.medianRun.inputDelay, i.medianRun.processing, i.medianRun.presentation].map(Math.round).join(' / ') : '',
      i.runsMs.map((ms) => Math.round(ms)).join(' / '),
      `100 ms median, 200 every run ${mark(i.medianMs <= 100 && Math.max(...i.runsMs) <= 200)}`,
    ]),
  ),
);
out.push('\n## Home watched 17 s without input (same phone; one run a width)\n');
out.push(table(['width', 'FCP', 'last LCP entry', 'target'], idle.map((i) => [`${i.width} px`, `${i.fcpMs} ms`, `${i.lastLcpMs} ms`, `within 1 s of FCP ${mark(i.lastLcpMs - i.fcpMs <= 1000)}`])));
out.push(`\n## Lighthouse (median of ${RUNS}; performance / accessibility / best practices / SEO; ms)\n`);
out.push(
  table(
    ['page', 'profile', 'scores', 'FCP', 'LCP', 'TBT', 'longest task', 'CLS'],
    [...ROUTES.map((route) => [route, scores[route]!] as const), ['blank page (the floor)', floor] as const].flatMap(([page, figures]) =>
      (['mobile', 'desktop'] as const).map((profile) => {
        const s = figures[profile];
        return [page, profile, `${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo}`, Math.round(s.fcp), Math.round(s.lcp), Math.round(s.tbt), Math.round(s.longestTask), s.cls.toFixed(3)];
      }),
    ),
  ),
);
out.push('\n## Budgets\n');
out.push(
  table(
    ['page', 'Lighthouse mobile (min)', 'CLS', 'TBT', 'longest task', 'longest island task (all woken, 4x CPU)', 'JS before interaction', 'HTML + CSS for first render', 'foreign island code'],
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
        `${s.cls.toFixed(3)} / ${budgets.cls} ${mark(s.cls <= budgets.cls)}`,
        `${Math.round(s.tbt)} / ${budgets.tbtMs} ms ${mark(s.tbt <= budgets.tbtMs)}`,
        `${Math.round(s.longestTask)} / ${budgets.longestTaskMs} ms ${mark(s.longestTask <= budgets.longestTaskMs)}`,
        `${Math.round(islandTasks[route]!)} / ${budgets.longestTaskMs} ms ${mark(islandTasks[route]! <= budgets.longestTaskMs)}`,
        `${js} / ${jsBudget(route)} KB ${mark(js <= jsBudget(route))}`,
        `${firstRender} / ${budgets.firstRenderKb} KB ${mark(firstRender <= budgets.firstRenderKb)}`,
        foreign.length ? `✗ ${foreign.join(', ')}` : 'none ✓',
      ];
    }),
  ),
);
if (peer) {
  const { rows, header } = peer.compare;
  const row = (prefix: string, exact = false) => {
    const found = rows.find((r) => (exact ? r.metric === prefix : r.metric.startsWith(prefix)));
    if (!found) throw new Error(`compare.sh printed no row "${prefix}..."`);
    return found;
  };
  const speedUp = (label: string, ours: number, theirs: number, budget: number) => [label, `${ours.toFixed(2)} s`, `${theirs.toFixed(2)} s`, `${(theirs / ours).toFixed(2)}x`, `at least ${budget}x ${mark(theirs / ours >= budget)}`];
  const seconds = (cell: string) => Number.parseFloat(cell);
  const warm = row('build wall s, new process');
  const first = row('build wall s with empty image caches');
  const memory = row('build peak memory');
  const peerScaleWarm = median(peer.scale.warm.map((b) => b.wallMs));
  const vs = budgets.vsPeer;
  /** A figure from a Lighthouse cell of compare.sh ("100/100/100/100 · FCP 0.87 s · LCP 1.43 s · TBT 4 ms"), in ms. */
  const figure = (cell: string, name: string) => {
    const match = new RegExp(`${name} ([\\d.]+) (s|ms)`).exec(cell);
    if (!match) throw new Error(`compare.sh gave no ${name} in "${cell}"`);
    return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
  };
  out.push(`\n## Against Astro (../shared/peers/astro, measured in this run; budgets in site.config.ts: vsPeer)\n\n${header}\n`);
  out.push(
    table(['figure', 'project', 'Astro', 'ratio', 'budget'], [
      speedUp('build, warm caches (median, paired runs)', seconds(warm.project), seconds(warm.peer), vs.warmBuild),
      speedUp('first build, image caches empty', seconds(first.project), seconds(first.peer), vs.firstBuild),
      speedUp(`${SCALE_PAGES} more pages: first build`, buildFigures.scaleFirstMs / 1000, peer.scale.first.wallMs / 1000, vs.scaleBuild),
      ...(Number.isNaN(buildFigures.scaleFirstCpuMs + peer.scale.first.cpuMs)
        ? []
        : [[`${SCALE_PAGES} more pages: first build's CPU time (user + system)`, `${(buildFigures.scaleFirstCpuMs / 1000).toFixed(2)} s`, `${(peer.scale.first.cpuMs / 1000).toFixed(2)} s`, `${(peer.scale.first.cpuMs / buildFigures.scaleFirstCpuMs).toFixed(2)}x Astro's / ours`, '']]),
      speedUp(`${SCALE_PAGES} more pages: warm build (median)`, buildFigures.scaleWarmMs / 1000, peerScaleWarm / 1000, vs.scaleBuild),
      ['peak memory of a build (MiB)', memory.project, memory.peer, `${memory.ratio}x less`, ''],
      [`peak memory, ${SCALE_PAGES} more pages (MiB)`, `${Math.round(buildFigures.scalePeakRssMb)}`, `${Math.round(Math.max(peer.scale.first.peakRssMb, ...peer.scale.warm.map((b) => b.peakRssMb)))}`, '', ''],
      ...ROUTES.flatMap((route) => {
        const lighthouse = row(`Lighthouse mobile ${route}:`);
        const js = row(`JS before interaction, gzip KB: ${route}`, true);
        return [
          ...(['FCP', 'LCP'] as const).map((name) => {
            const ours = figure(lighthouse.project, name);
            const theirs = figure(lighthouse.peer, name);
            const budget = vs[name === 'FCP' ? 'fcp' : 'lcp'];
            return [`${route} ${name}, Lighthouse mobile (median)`, `${Math.round(ours)} ms`, `${Math.round(theirs)} ms`, `${(ours / theirs).toFixed(2)} of Astro's`, `at most ${budget} ${mark(ours / theirs <= budget)}`];
          }),
          (() => {
            const ours = figure(lighthouse.project, 'TBT');
            const theirs = figure(lighthouse.peer, 'TBT');
            return [`${route} TBT`, `${ours} ms`, `${theirs} ms`, '', theirs === 0 ? `${budgets.tbtMs} ms where Astro's is 0 ${mark(ours <= budgets.tbtMs)}` : "(Astro's is not 0)"];
          })(),
          [`${route} JS before the first sign of intent, gzip`, `${js.project} KB`, `${js.peer} KB`, `${js.ratio}x less`, `${jsBudget(route)} KB ${mark(Number(js.project) <= jsBudget(route))}`],
        ];
      }),
    ]),
  );
} else {
  out.push(`\n## Against Astro\n\n${missingPeer}`);
}
const blank = floor.mobile;
out.push(
  `\nOn this machine a blank page scores FCP ${Math.round(blank.fcp)} ms, LCP ${Math.round(blank.lcp)} ms, TBT ${Math.round(blank.tbt)} ms and a longest task of ${Math.round(blank.longestTask)} ms (Lighthouse mobile), the floor under every figure above.`,
);
console.log(out.join('\n'));
