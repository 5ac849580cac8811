import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreview } from '../../build/hosting/preview.ts';
import { ATTR, STATE } from '../../build/shared/contract.ts';
import { listFiles } from '../../build/list-files.ts';
import { BUILD_RECORD } from '../../build/pipeline/build-record.ts';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { islandSelector } from '../helpers/islands.ts';

/**
 * A project copied or moved with its .cache/ (a CI cache restore, a moved checkout, a container
 * layer) must build the same site a clean checkout builds, with islands that hydrate: every cache
 * is keyed by where the project is and by what is installed (build/cache-key.mjs). Each project
 * here has its generator, its site and its own copy of React, as `npm ci` gives every checkout.
 */

const repo = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(repo, 'test/fixtures/basic');
/** Installed as real copies in each project: two checkouts never share React. */
const OWN_COPIES = new Set(['react', 'react-dom', 'scheduler']);
const PROBE = 'version-probe';

/** A project in `dir`, its packages installed in `modules` (its own node_modules, or a workspace's above it). */
async function makeProject(dir: string, modules = path.join(dir, 'node_modules')): Promise<void> {
  await mkdir(modules, { recursive: true });
  await Promise.all([
    cp(path.join(repo, 'build'), path.join(dir, 'build'), { recursive: true }),
    cp(path.join(repo, 'package.json'), path.join(dir, 'package.json')),
    cp(path.join(fixture, 'site'), path.join(dir, 'site'), { recursive: true }),
    cp(path.join(fixture, 'assets'), path.join(dir, 'assets'), { recursive: true }),
  ]);
  for (const name of await readdir(path.join(repo, 'node_modules'))) {
    const target = path.join(modules, name);
    if (name.startsWith('.')) continue;
    if (name === 'ssg') await symlink(path.relative(modules, path.join(dir, 'build')), target);
    else if (OWN_COPIES.has(name)) await cp(path.join(repo, 'node_modules', name), target, { recursive: true });
    else await symlink(path.join(repo, 'node_modules', name), target);
  }
  // A package of the project's own that an island imports, to change its version.
  await mkdir(path.join(modules, PROBE));
  await writeFile(path.join(modules, PROBE, 'index.js'), "export const probe = 'probe';\n");
  await setProbeVersion(modules, '1.0.0');
  await writeFile(
    path.join(dir, 'site/islands/Probe.tsx'),
    `import { probe } from '${PROBE}';\nexport default function Probe() {\n  return <span>{probe}</span>;\n}\n`,
  );
}

const setProbeVersion = (modules: string, version: string) =>
  writeFile(path.join(modules, PROBE, 'package.json'), JSON.stringify({ name: PROBE, version, type: 'module', main: 'index.js' }));

/** `npm run build` in `dir`, as the maintainer runs it. */
function buildIn(dir: string): Promise<{ code: number; output: string }> {
  const child = spawn(process.execPath, [path.join(dir, 'build/launch.mjs'), 'build'], { cwd: dir, env: { ...process.env, SITE_ROOT: '' } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code: code ?? -1, output })));
}

async function built(dir: string): Promise<Map<string, Buffer>> {
  const out = path.join(dir, 'dist');
  // The build's record of its own write (times and ids) is not the site.
  const files = (await listFiles(out, { dot: true })).filter((file) => file !== BUILD_RECORD).sort();
  return new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(out, file))] as const)));
}

/** Serves `files` from `served` and opens the home page: every island hydrates, and the counter counts. */
async function expectIslandsHydrate(files: Map<string, Buffer>, served: string): Promise<void> {
  await mkdir(served);
  await Promise.all([...files].map(async ([file, bytes]) => {
    await mkdir(path.dirname(path.join(served, file)), { recursive: true });
    await writeFile(path.join(served, file), bytes);
  }));
  const [preview, browser] = await Promise.all([startPreview({ outDir: served, port: 0, quiet: true }), launchChrome()]);
  try {
    const { page, problems } = await openPage(browser);
    await page.goto(`${preview.url}/`);
    const islands = page.locator(islandSelector({}));
    expect(await islands.count()).toBeGreaterThan(1);
    // Settled: each island hydrated or failed (two Reacts fail every one).
    await page.waitForFunction(
      ({ selector, attribute, settled }) => [...document.querySelectorAll(selector)].every((island) => settled.includes(island.getAttribute(attribute) ?? '')),
      { selector: islandSelector({}), attribute: ATTR.state, settled: [STATE.hydrated, STATE.error] as string[] },
    );
    await expect(page.locator(islandSelector({ state: STATE.hydrated })).count()).resolves.toBe(await islands.count());
    await page.getByRole('button', { name: 'Count 0' }).click();
    await page.getByRole('button', { name: 'Count 1' }).waitFor();
    expect(problems).toEqual([]);
  } finally {
    await browser.close();
    await preview.close();
  }
}

describe.skipIf(!chromePath)('a project copied with its caches', () => {
  let tmp: string;
  let original: string;
  let copy: string;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-moved-'));
    original = path.join(tmp, 'original');
    copy = path.join(tmp, 'copy');
    await makeProject(original);
    const first = await buildIn(original);
    expect(first.code, first.output).toBe(0);
    await cp(original, copy, { recursive: true, verbatimSymlinks: true });
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('builds, from its caches, the site a clean build makes, and every island hydrates', async () => {
    // The copy builds once beside the original, then again with the original out of reach.
    const beside = await buildIn(copy);
    expect(beside.code, beside.output).toBe(0);
    await rename(original, `${original}-gone`);
    const fromCache = await buildIn(copy);
    expect(fromCache.code, fromCache.output).toBe(0);
    const cachedFiles = await built(copy);
    await rm(path.join(copy, '.cache'), { recursive: true });
    expect((await buildIn(copy)).code).toBe(0);
    const cleanFiles = await built(copy);
    expect([...cachedFiles.keys()]).toEqual([...cleanFiles.keys()]);
    for (const [file, bytes] of cleanFiles) expect(cachedFiles.get(file)!.equals(bytes), file).toBe(true);
    // No file names another checkout.
    for (const [file, bytes] of cachedFiles) expect(bytes.includes(tmp), file).toBe(false);

    // What the build from the cache wrote, served and opened.
    await expectIslandsHydrate(cachedFiles, path.join(tmp, 'served'));
  });

  it('bundles again when an installed package changes version, even with the same files', async () => {
    const manifest = path.join(copy, '.cache/bundles/islands/bundle.json');
    expect((await buildIn(copy)).code).toBe(0);
    const before = await readFile(manifest, 'utf8');
    expect((await buildIn(copy)).code).toBe(0);
    expect(await readFile(manifest, 'utf8')).toBe(before); // unchanged: taken from the cache
    await setProbeVersion(path.join(copy, 'node_modules'), '1.0.1');
    expect((await buildIn(copy)).code).toBe(0);
    const after = JSON.parse(await readFile(manifest, 'utf8')) as { inputs: Record<string, string> };
    expect(await readFile(manifest, 'utf8')).not.toBe(before);
    expect(Object.keys(after.inputs)).toContain(`node_modules/${PROBE}/package.json`);
  });
});

describe.skipIf(!chromePath)('a project in an npm workspace, its packages hoisted to the root', () => {
  let tmp: string;
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('builds, and every island hydrates', async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-workspace-'));
    const site = path.join(tmp, 'site');
    await writeFile(path.join(tmp, 'package.json'), JSON.stringify({ private: true, workspaces: ['site'] }));
    await makeProject(site, path.join(tmp, 'node_modules'));
    const result = await buildIn(site);
    expect(result.code, result.output).toBe(0);
    await expectIslandsHydrate(await built(site), path.join(tmp, 'served'));
  });
});
