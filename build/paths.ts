import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the generator's own files are. The one module that places files by its own URL: it sits
 * in build/ beside cli.ts, whose URL the launcher's bundle gives every module (launch.mjs).
 */
export const generatorDir = path.dirname(fileURLToPath(import.meta.url));

/** `file` relative to `root`, with forward slashes: how messages and URLs name files. */
export const rel = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/** The generator's node_modules, where site code finds its packages and `ssg` itself (build/package.json). */
export const generatorModules = path.join(generatorDir, '..', 'node_modules');

/** The browser entry points the bundler builds beside the islands. */
export const clientEntries = {
  loader: path.join(generatorDir, 'client', 'loader.ts'),
  vitals: path.join(generatorDir, 'client', 'vitals.ts'),
  notFound: path.join(generatorDir, 'client', 'not-found.ts'),
  reactAdapter: path.join(generatorDir, 'client', 'react.tsx'),
};
