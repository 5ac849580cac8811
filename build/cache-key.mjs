// @ts-check
/**
 * The one rule every cache the build keeps on disk follows (README, "Caches"): an entry is found
 * only under a key made from everything that decides its bytes. Each cache names its own
 * ingredients (the generator's sources, a package's installed version, the absolute paths a bundle
 * embeds, its settings); this module adds what every key holds: Node's version and platform, which
 * decide zlib's and brotli's bytes, native modules and the bundles' target, and this rule's own
 * format. So a copied or moved project, a new Node, esbuild or sharp, or an edit to the generator
 * never finds a stale entry: it finds none, and the entry is made again.
 *
 * Plain JavaScript, because the launcher (launch.mjs) keys its own bundle of the generator with it
 * before any TypeScript can run.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Bumped when what a key is made of changes shape. */
const KEY_FORMAT = 2;

/**
 * The key for `ingredients` (anything JSON can hold): a SHA-256 in hex.
 * @param {...unknown} ingredients
 * @returns {string}
 */
export function cacheKey(...ingredients) {
  return createHash('sha256')
    .update(JSON.stringify([KEY_FORMAT, process.version, process.platform, process.arch, ingredients]))
    .digest('hex');
}

/** @type {Map<string, string>} */
const sourcesByDir = new Map();

/**
 * The content of the generator's own sources in `buildDir` (its .ts, .tsx, .mjs and package.json):
 * a change to how the build works invalidates what it made. Read once per process, which runs one
 * version of them.
 * @param {string} buildDir
 * @returns {string}
 */
export function generatorSources(buildDir) {
  let known = sourcesByDir.get(buildDir);
  if (known === undefined) {
    const hash = createHash('sha256');
    const files = readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file) || file === 'package.json')
      .sort();
    for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(buildDir, file))).update('\0');
    known = hash.digest('hex');
    sourcesByDir.set(buildDir, known);
  }
  return known;
}

/**
 * The version of package `name` installed in `modulesDir` (a node_modules folder), or null.
 * @param {string} modulesDir
 * @param {string} name
 * @returns {string | null}
 */
export function installedVersion(modulesDir, name) {
  try {
    return /** @type {{ version: string }} */ (JSON.parse(readFileSync(path.join(modulesDir, name, 'package.json'), 'utf8'))).version;
  } catch {
    return null;
  }
}
