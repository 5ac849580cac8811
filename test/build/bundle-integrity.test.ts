import path from 'node:path';
import type * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { checkBundleIntegrity } from '../../build/pipeline/bundle/bundle-integrity.ts';
import { dirs } from '../../build/pipeline/dirs.ts';
import { BundleIntegrityError } from '../../build/pipeline/errors.ts';

/** The faults that leave a site dead while every step succeeds fail the build instead. */

const root = path.resolve(import.meta.dirname, '../fixtures/basic');
const d = dirs({ root, siteDir: 'site', assetsDir: 'assets', outDir: 'dist', cacheDir: '.cache', hostingDir: 'hosting' });
const metafile = (...inputs: string[]): esbuild.Metafile => ({ inputs: Object.fromEntries(inputs.map((input) => [input, { bytes: 1, imports: [] }])), outputs: {} });
const check = (...inputs: string[]) => () => checkBundleIntegrity(metafile(...inputs), d, 'The browser bundle');

describe('bundle integrity', () => {
  it('passes one install of each package, the site and the generator', () => {
    expect(check('site/islands/Counter.tsx', '../../../node_modules/react/index.js', '../../../build/client/loader.ts', '<define:process.env.NODE_ENV>', 'ssg:islands')).not.toThrow();
  });

  it('fails on two copies of React, naming both', () => {
    // The generator's install and one of the site's own.
    const twice = check('../../../node_modules/react/index.js', 'node_modules/react/index.js');
    expect(twice).toThrow(BundleIntegrityError);
    expect(twice).toThrow(/includes react twice, from \.\.\/\.\.\/\.\.\/node_modules\/react and node_modules\/react/);
  });

  it('tells a scoped package and a nested copy apart by their folders', () => {
    expect(check('../../../node_modules/@scope/a/x.js', '../../../node_modules/b/node_modules/@scope/a/x.js')).toThrow(/includes @scope\/a twice/);
    expect(check('../../../node_modules/@scope/a/x.js', '../../../node_modules/@scope/b/x.js')).not.toThrow();
  });

  it('fails on a file from outside the project and its generator', () => {
    expect(check('../../../../elsewhere/build/client/loader.ts')).toThrow(/includes files from outside this project: .*elsewhere\/build\/client\/loader\.ts/);
  });

  describe('in a workspace, its packages hoisted to the folder above (npm, yarn) or in pnpm\'s store there', () => {
    const ws = dirs({ root: '/work/ws/site', siteDir: 'site', assetsDir: 'assets', outDir: 'dist', cacheDir: '.cache', hostingDir: 'hosting' });
    const inWorkspace = (...inputs: string[]) => () => checkBundleIntegrity(metafile(...inputs), ws, 'The browser bundle');

    it('takes the packages Node finds from the project as its own', () => {
      expect(inWorkspace('site/islands/Counter.tsx', '../node_modules/react/index.js', '../node_modules/react-dom/client.js')).not.toThrow();
      expect(inWorkspace('../node_modules/.pnpm/react@19.3.1/node_modules/react/index.js')).not.toThrow();
    });

    it('still fails on two copies of React, and on another checkout', () => {
      expect(inWorkspace('../node_modules/react/index.js', 'node_modules/react/index.js')).toThrow(/includes react twice/);
      expect(inWorkspace('../node_modules/.pnpm/react@19.3.1/node_modules/react/index.js', '../node_modules/.pnpm/react@19.2.0/node_modules/react/index.js')).toThrow(/includes react twice/);
      expect(inWorkspace('../../other/node_modules/react/index.js')).toThrow(/outside this project: \/work\/other\/node_modules\/react/);
      expect(inWorkspace('../../other/site/islands/Counter.tsx')).toThrow(/outside this project: \/work\/other\/site\/islands\/Counter\.tsx/);
    });
  });
});
