import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';

/**
 * docs/architecture.md lists what reaches the browser; esbuild's metafile says what the browser bundle was
 * made from. They must agree both ways, so neither can drift.
 */

const root = path.resolve(import.meta.dirname, '../..');
const packageOf = (file: string) => {
  const [scopeOrName, name] = file.slice(file.lastIndexOf(`node_modules${path.sep}`) + 'node_modules/'.length).split(path.sep);
  return scopeOrName!.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName!;
};

describe('docs/architecture.md lists exactly the sources that reach the browser', () => {
  let listed: { folders: string[]; packages: string[] };
  let sources: string[];

  beforeAll(async () => {
    const readme = await readFile(path.join(root, 'docs/architecture.md'), 'utf8');
    const list = readme.match(/<!-- shipped-sources -->\n([\s\S]*?)<!-- \/shipped-sources -->/)?.[1];
    if (!list) throw new Error('docs/architecture.md has no <!-- shipped-sources --> list');
    const lines = list.split('\n').filter((line) => line.startsWith('- '));
    const codes = (line: string) => [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    const packageLine = lines.find((line) => line.startsWith('- npm packages:')) ?? '';
    listed = {
      folders: lines.filter((line) => line !== packageLine).map((line) => codes(line)[0]!),
      // Every code span on the packages line but the setting that switches one on.
      packages: codes(packageLine).filter((name) => name !== 'vitalsEndpoint'),
    };
    // With a vitals endpoint set, so the reporter's sources are in the bundle too.
    const result = await build(await loadConfig(root, { vitalsEndpoint: 'https://vitals.example/collect' }), { write: false });
    sources = result.browserSources;
  });

  it('every source lies in a listed folder or a listed package', () => {
    const unlisted = sources.filter((file) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return !listed.packages.includes(packageOf(file));
      return !listed.folders.some((folder) => file.startsWith(path.join(root, folder)));
    });
    expect(unlisted.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('every listed folder and package is in the bundle', () => {
    const present = (folder: string) => sources.some((file) => file.startsWith(path.join(root, folder)));
    expect(listed.folders.filter((folder) => !present(folder))).toEqual([]);
    const packages = new Set(sources.filter((file) => file.includes(`${path.sep}node_modules${path.sep}`)).map(packageOf));
    expect(listed.packages.filter((name) => !packages.has(name))).toEqual([]);
  });
});
