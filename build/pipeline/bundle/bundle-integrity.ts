import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { Dirs } from '../dirs.ts';
import { BundleIntegrityError } from '../errors.ts';
import { generatorDir, modulesFoldersFrom, rel } from '../../paths.ts';
import { isSourceFile, packageDirOf } from './esbuild-common.ts';

/**
 * The last look at a bundle before the build uses it, for the faults that leave a site dead while
 * every step succeeds: a package taken from two installs (two copies of React: no island
 * hydrates), or a file from outside the project and its generator (another checkout's, through a
 * copied cache or a stale link). Either fails the build, naming the files. Packages installed
 * where Node's resolution finds them from the project (its node_modules, or any one up the tree:
 * an npm, yarn or pnpm workspace's hoisted folder and pnpm's .pnpm store inside it) are its own.
 */
export function checkBundleIntegrity(metafile: esbuild.Metafile, d: Dirs, what: string): void {
  const inputs = Object.keys(metafile.inputs).filter(isSourceFile);
  const homes = [d.root, path.dirname(generatorDir), ...modulesFoldersFrom(d.root), ...modulesFoldersFrom(generatorDir)];
  const foreign = inputs.map((input) => path.resolve(d.root, input)).filter((file) => !homes.some((home) => file.startsWith(home + path.sep)));
  if (foreign.length > 0) {
    throw new BundleIntegrityError(
      `${what} includes files from outside this project: ${foreign.slice(0, 3).join(', ')}${foreign.length > 3 ? ` and ${foreign.length - 3} more` : ''}. ` +
        `Something links or caches another checkout: delete .cache/ and node_modules/, run npm install, and build again.`,
    );
  }
  const installs = new Map<string, Set<string>>();
  for (const input of inputs) {
    const packageDir = packageDirOf(input);
    if (!packageDir) continue;
    const name = packageDir.split(/[\\/]node_modules[\\/]|^node_modules[\\/]/).pop()!;
    installs.set(name, (installs.get(name) ?? new Set()).add(packageDir));
  }
  for (const [name, dirs] of installs) {
    if (dirs.size < 2) continue;
    const places = [...dirs].map((dir) => rel(d.root, path.resolve(d.root, dir)));
    throw new BundleIntegrityError(
      `${what} includes ${name} twice, from ${places.join(' and ')}: two copies of one package in the browser (two Reacts hydrate nothing). ` +
        `Run npm dedupe, or delete node_modules/ and run npm install.`,
    );
  }
}
