import { cp, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../build/pipeline/config.ts';
import { dirs } from '../../build/pipeline/dirs.ts';
import { createGeneratorBundler, discoverGenerators, type GeneratorBundler } from '../../build/pipeline/generated/generators.ts';
import { bundleSource } from '../../build/pipeline/bundle/bundle-source.ts';

/** Dates every file under `dir` `secondsAgo` back, as files saved a while ago are. */
async function settle(dir: string, secondsAgo: number): Promise<void> {
  const when = new Date(Date.now() - secondsAgo * 1000);
  const files = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(files.filter((entry) => entry.isFile()).map((entry) => utimes(path.join(entry.parentPath, entry.name), when, when)));
}

/**
 * The dev server rebuilds site/generated/'s bundles only when a file they were made from changed:
 * an unchanged set is reused without esbuild, and an edit to any module a generator imports shows.
 */
describe('generator bundles across rebuilds', () => {
  let tmp: string;
  let bundler: GeneratorBundler;
  let rebuild: () => ReturnType<GeneratorBundler['rebuild']>;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-generators-'));
    await cp(path.resolve(import.meta.dirname, '../fixtures/generated'), tmp, { recursive: true, filter: (file) => !file.includes(`${path.sep}.cache`) });
    await writeFile(path.join(tmp, 'site/generated/public/_prefix.ts'), "export const prefix = 'Notes';\n");
    await writeFile(
      path.join(tmp, 'site/generated/public/notes.txt.ts'),
      "import type { Generator } from 'ssg';\nimport { prefix } from './_prefix.ts';\n\nconst generate: Generator = async ({ read }) => Buffer.from(`${prefix}: ${Buffer.from(await read('note.txt')).toString('utf8')}`);\n\nexport default generate;\n",
    );
    const d = dirs(await loadConfig(tmp, { cacheDir: path.join(tmp, '.cache') }));
    bundler = createGeneratorBundler(d, bundleSource(d, false, ''));
    rebuild = async () => bundler.rebuild(await discoverGenerators(d));
  });

  afterAll(async () => {
    await bundler?.dispose();
    await rm(tmp, { recursive: true, force: true });
  });

  it('reuses the bundles while nothing they were made from changed, and remakes them after an edit to an imported module', async () => {
    await settle(tmp, 60);
    const first = await rebuild();
    expect(await rebuild()).toBe(first);

    const prefix = path.join(tmp, 'site/generated/public/_prefix.ts');
    await writeFile(prefix, "export const prefix = 'Edited notes';\n");
    // A file saved just now is never trusted by its times (file-stamp.ts): not reused yet.
    const justEdited = await rebuild();
    expect(justEdited).not.toBe(first);
    expect(await rebuild()).not.toBe(justEdited);
    await settle(tmp, 30);
    const edited = await rebuild();
    expect(edited).not.toBe(first);
    expect(edited.find((bundle) => bundle.target === 'public/notes.txt')!.code).toContain('Edited notes');
    expect(await rebuild()).toBe(edited);
  });
});
