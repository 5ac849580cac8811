import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dirs, loadConfig } from '../../build/pipeline/config.ts';
import { createGeneratorBundler, discoverGenerators, type GeneratorBundler } from '../../build/pipeline/generated/generators.ts';

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
    bundler = createGeneratorBundler(d);
    rebuild = async () => bundler.rebuild(await discoverGenerators(d));
  });

  afterAll(async () => {
    await bundler?.dispose();
    await rm(tmp, { recursive: true, force: true });
  });

  it('reuses the bundles while nothing they were made from changed, and remakes them after an edit to an imported module', async () => {
    const first = await rebuild();
    expect(await rebuild()).toBe(first);

    await writeFile(path.join(tmp, 'site/generated/public/_prefix.ts'), "export const prefix = 'Edited notes';\n");
    const edited = await rebuild();
    expect(edited).not.toBe(first);
    expect(edited.find((bundle) => bundle.target === 'public/notes.txt')!.code).toContain('Edited notes');
    expect(await rebuild()).toBe(edited);
  });
});
