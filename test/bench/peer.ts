/**
 * The bench's yardstick: the same site built with Astro (../shared/peers/astro, see its README).
 * Timings on these shared machines are only comparable within one run, so every performance
 * budget is a ratio against the peer measured in the same bench run: its compare.sh for builds,
 * bytes and Lighthouse (both sites served by one server, runs alternating), and the grown-site
 * case below for scale.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BenchContext } from './bench-context.ts';
import { TIME, TIME_FORMAT, timeFigures, type TimedBuild } from './build-times.ts';

export const peerDir = (root: string) => path.resolve(root, '..', 'shared', 'peers', 'astro');

/** How to install the peer, when it is not. */
export function peerMissing(root: string): string | undefined {
  const dir = peerDir(root);
  if (!existsSync(dir)) return `No Astro peer at ${dir}: the ratios against it are left out.`;
  if (!existsSync(path.join(dir, 'node_modules', 'astro'))) return `The Astro peer is not installed: run \`(cd ${path.relative(root, dir)} && npm ci)\` for the ratios against it.`;
  return undefined;
}

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => {
      err += chunk;
      process.stderr.write(chunk); // compare.sh's progress
    });
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

/** One row of compare.sh's table: the metric as it names it, then project, peer and peer / project. */
export interface CompareRow {
  metric: string;
  project: string;
  peer: string;
  ratio: string;
}

/** compare.sh on this checkout, with its image caches emptied once; its table's rows. */
export async function comparePeer({ root, runs }: BenchContext): Promise<{ rows: CompareRow[]; header: string }> {
  const { code, out } = await run(path.join(peerDir(root), 'compare.sh'), [root], {
    cwd: root,
    env: { RUNS: String(runs), LH_RUNS: String(runs), CHECK: '0', COLD_IMAGES: '1' },
  });
  if (code !== 0) throw new Error(`compare.sh failed (exit ${code}); its output is above`);
  return { rows: compareRows(out), header: out.split('\n').find((line) => line.startsWith('Project:')) ?? '' };
}

/** The rows of compare.sh's Markdown table. */
export function compareRows(markdown: string): CompareRow[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| metric') && !line.startsWith('|---'))
    .map((line) => {
      const [metric, project, peer, ratio] = line.slice(2, -2).split(' | ');
      return { metric: metric!, project: project!, peer: peer!, ratio: ratio! };
    });
}

/** GNU time's wall, CPU and peak memory of one `astro build` in `dir`. */
async function astroBuild(dir: string): Promise<TimedBuild> {
  const started = performance.now();
  const astro = ['npx', 'astro', 'build'];
  const [command, ...args] = existsSync(TIME) ? [TIME, '-f', TIME_FORMAT, ...astro] : astro;
  const { code, err } = await run(command!, args, { cwd: dir, env: { ASTRO_TELEMETRY_DISABLED: '1' } });
  const wallMs = performance.now() - started;
  if (code !== 0) throw new Error(`astro build failed in ${dir}`);
  return { wallMs, buildMs: wallMs, ...timeFigures(err), stages: [] };
}

/**
 * The peer's grown site, as the project's scale case grows its own (build-times.ts): a copy of the
 * peer, built once where it lies, then `pages` more copies of About (one dynamic route, as an
 * Astro site adds them), built once (first) and `runs` times more (warm). Its image cache is the
 * installed peer's, warm from compare.sh.
 */
export async function peerScaleCase({ root, tmp, runs }: BenchContext, pages: number): Promise<{ first: TimedBuild; warm: TimedBuild[] }> {
  const source = peerDir(root);
  const copy = path.join(tmp, 'astro-scale');
  const skipped = new Set(['node_modules', 'dist', '.astro']);
  await cp(source, copy, { recursive: true, filter: (file) => !skipped.has(path.relative(source, file).split(path.sep)[0]!) });
  await symlink(path.join(source, 'node_modules'), path.join(copy, 'node_modules'));
  await astroBuild(copy);
  await mkdir(path.join(copy, 'src', 'pages', 'cases'), { recursive: true });
  await writeFile(
    path.join(copy, 'src', 'pages', 'cases', '[n].astro'),
    [
      '---',
      "import About from '../About.astro';",
      `export function getStaticPaths() { return Array.from({ length: ${pages} }, (_, i) => ({ params: { n: \`Case\${i + 1}\` } })); }`,
      '---',
      '<About />',
      '',
    ].join('\n'),
  );
  const first = await astroBuild(copy);
  const warm = [];
  for (let i = 0; i < runs; i++) warm.push(await astroBuild(copy));
  return { first, warm };
}
