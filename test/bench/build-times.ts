/** The bench's build figures: `npm run build` as a maintainer runs it, the grown site, the dev rebuild. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dirs } from '../../build/pipeline/dirs.ts';
import { freePort } from '../helpers/server.ts';
import type { BenchContext } from './bench-context.ts';

/** GNU time, for a build's peak memory and CPU time; without it those figures are left out. */
export const TIME = '/usr/bin/time';
export const TIME_FORMAT = 'peak-rss-kb=%M cpu-s=%U+%S';

/** The figures GNU time printed (TIME_FORMAT) in a build's output; NaN where it did not run. */
export function timeFigures(out: string): Pick<TimedBuild, 'peakRssMb' | 'cpuMs'> {
  const cpu = /cpu-s=([\d.]+)\+([\d.]+)/.exec(out);
  return { peakRssMb: Number(/peak-rss-kb=(\d+)/.exec(out)?.[1]) / 1024, cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : NaN };
}

export interface TimedBuild {
  wallMs: number;
  /** What build() itself took (its report's last line); the rest of the wall time is start-up. */
  buildMs: number;
  peakRssMb: number;
  /** CPU time of the build and the processes it ran (esbuild), user and system: on two cores, wall time is at least half. */
  cpuMs: number;
  /** Where the wall time went: start-up, then each stage the build announced (progress.ts), in order. */
  stages: { stage: string; ms: number }[];
}

/** `npm run build` as a maintainer runs it (node build/launch.mjs build), for the site at `siteRoot`. */
export async function buildOnce({ root }: Pick<BenchContext, 'root'>, siteRoot = root): Promise<TimedBuild> {
  const command = [process.execPath, path.join(root, 'build/launch.mjs'), 'build'];
  const started = performance.now();
  const child = existsSync(TIME)
    ? spawn(TIME, ['-f', TIME_FORMAT, ...command], { cwd: siteRoot, env: { ...process.env, SITE_ROOT: siteRoot } })
    : spawn(command[0]!, command.slice(1), { cwd: siteRoot, env: { ...process.env, SITE_ROOT: siteRoot } });
  let out = '';
  // A stage's line arrives as it starts (a pipe is written synchronously); "Built" ends the last.
  const marks: { stage: string; at: number }[] = [{ stage: 'start-up (Node, the CLI, the config)', at: started }];
  let partial = '';
  child.stdout!.on('data', (chunk) => {
    out += chunk;
    const lines = (partial + String(chunk)).split('\n');
    partial = lines.pop()!; // a line the next chunk ends
    for (const line of lines) {
      const stage = /^ {2}(\S.*)…$/.exec(line)?.[1] ?? (line.startsWith('Built ') ? 'end' : undefined);
      if (stage) marks.push({ stage: stage.replace(/\d+/g, 'N'), at: performance.now() });
    }
  });
  child.stderr!.on('data', (chunk) => (out += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const wallMs = performance.now() - started;
  const buildMs = Number(/ files in (\d+) ms/.exec(out)?.[1]);
  if (code !== 0 || Number.isNaN(buildMs)) throw new Error(`npm run build failed in ${siteRoot}:\n${out}`);
  const stages = marks.slice(0, -1).map((mark, i) => ({ stage: mark.stage, ms: marks[i + 1]!.at - mark.at }));
  return { wallMs, buildMs, ...timeFigures(out), stages };
}

/**
 * A grown site: `pages` more pages (copies of About, each with its own title and description) added
 * to a copy of the site that has been built where it lies (the shop adds pages to a site it has
 * built before). The copy starts from the site's caches of encoded images, generated files and
 * compressed copies, and is built once before the pages are added: bundled in another folder, its
 * browser chunks get other names and bytes (esbuild hashes paths), and compressing React's chunk
 * again at brotli 11 took 2.5 s of what was reported as the new pages' first build. The first build
 * after the pages are added makes every new page (bundles, HTML, compressed copies, files on disk);
 * the next ones are warm.
 */
export async function scaleCase(bench: BenchContext, pages: number): Promise<{ first: TimedBuild; warm: TimedBuild[] }> {
  const { root, config, tmp, runs } = bench;
  const copy = path.join(tmp, 'scale');
  await Promise.all(['site', 'assets'].map((dir) => cp(path.join(root, dir), path.join(copy, dir), { recursive: true })));
  for (const file of ['package.json', 'tsconfig.json']) await cp(path.join(root, file), path.join(copy, file));
  await mkdir(path.join(copy, '.cache'), { recursive: true });
  await symlink(path.join(dirs(config).cache, 'images'), path.join(copy, '.cache', 'images'));
  for (const cache of ['generated', 'compressed']) await cp(path.join(dirs(config).cache, cache), path.join(copy, '.cache', cache), { recursive: true });
  await buildOnce(bench, copy);
  const pagesDir = path.join(copy, 'site', 'pages', 'cases');
  await mkdir(pagesDir, { recursive: true });
  for (let n = 1; n <= pages; n++) {
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
  const first = await buildOnce(bench, copy);
  const warm = [];
  for (let i = 0; i < runs; i++) warm.push(await buildOnce(bench, copy));
  return { first, warm };
}

/**
 * The dev server's rebuild after a one-line content edit, as it reports it: `npm run dev` on a copy
 * of the site (its files as old as the originals, as in a checkout, with the site's caches of
 * encoded images and generated files), one edit to site/content/home.ts at a time. In its own
 * plain Node process, as a maintainer runs it: timed in the bench's own process, under tsx's
 * module hooks, each fresh server bundle took 20 to 50 ms longer to load.
 */
export async function rebuildAfterEdit({ root, config, tmp, runs }: BenchContext): Promise<number[]> {
  const copy = path.join(tmp, 'dev-site');
  await Promise.all(['site', 'assets'].map((dir) => cp(path.join(root, dir), path.join(copy, dir), { recursive: true, preserveTimestamps: true })));
  for (const file of ['package.json', 'tsconfig.json']) await cp(path.join(root, file), path.join(copy, file));
  await mkdir(path.join(copy, '.cache'), { recursive: true });
  await symlink(path.join(dirs(config).cache, 'images'), path.join(copy, '.cache', 'images'));
  await cp(path.join(dirs(config).cache, 'generated'), path.join(copy, '.cache', 'generated'), { recursive: true });
  const file = path.join(copy, 'site', 'content', 'home.ts');
  const original = await readFile(file, 'utf8');
  const server = spawn(process.execPath, [path.join(root, 'build/launch.mjs'), 'dev'], { cwd: copy, env: { ...process.env, SITE_ROOT: copy, PORT: String(await freePort()) } });
  let out = '';
  const waiters: { pattern: RegExp; from: number; resolve: (match: RegExpExecArray) => void }[] = [];
  const onOutput = (chunk: Buffer) => {
    out += chunk;
    for (const waiter of [...waiters]) {
      const match = waiter.pattern.exec(out.slice(waiter.from));
      if (match) waiters.splice(waiters.indexOf(waiter), 1) && waiter.resolve(match);
    }
  };
  server.stdout.on('data', onOutput);
  server.stderr.on('data', onOutput);
  const next = (pattern: RegExp) =>
    Promise.race([
      new Promise<RegExpExecArray>((resolve) => waiters.push({ pattern, from: out.length, resolve })),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`the dev server printed no ${pattern} within 60 s:\n${out}`)), 60_000)),
    ]);
  const times: number[] = [];
  try {
    await next(/Dev server on /);
    for (let i = 0; i < runs + 2; i++) {
      const rebuilt = next(/home\.ts: rebuilt in (\d+) ms/);
      await writeFile(file, original.replace('Top-Rated CNC Services in San Jose', `Top-Rated CNC Services in San Jose (edit ${i})`));
      times.push(Number((await rebuilt)[1]));
    }
  } finally {
    server.kill();
  }
  return times;
}
