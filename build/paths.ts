import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the generator's own files are. The one module that places files by its own URL: it sits
 * in build/ beside cli.ts, whose URL the launcher's bundle gives every module (launch.mjs).
 */
export const generatorDir = path.dirname(fileURLToPath(import.meta.url));

/** `file` relative to `root`, with forward slashes: how messages and URLs name files. */
export const rel = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/**
 * The node_modules folder the generator's packages are installed in: the project's own, or, in an
 * npm, pnpm or yarn workspace that hoists them, the first one up the tree that holds esbuild (as
 * Node's resolution finds it). Site code finds its packages and `ssg` itself there too.
 */
export const generatorModules = installFolder(path.join(generatorDir, '..'));

function installFolder(project: string): string {
  for (let dir = project; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', 'esbuild', 'package.json'))) return path.join(dir, 'node_modules');
    if (path.dirname(dir) === dir) return path.join(project, 'node_modules');
  }
}

/** The node_modules folders Node's resolution looks in from `dir`: its own and every one up the tree. */
export function modulesFoldersFrom(dir: string): string[] {
  const folders: string[] = [];
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    folders.push(path.join(at, 'node_modules'));
    if (path.dirname(at) === at) return folders;
  }
}

/** The browser entry points the bundler builds beside the islands. */
export const clientEntries = {
  loader: path.join(generatorDir, 'client', 'loader.ts'),
  vitals: path.join(generatorDir, 'client', 'vitals.ts'),
  notFound: path.join(generatorDir, 'client', 'not-found.ts'),
  reactAdapter: path.join(generatorDir, 'client', 'react.tsx'),
};
