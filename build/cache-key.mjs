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

/**
 * What this process has read already, shared through the global object: the launcher and the
 * generator bundle it starts each hold a copy of this module, and both key their caches.
 * @type {{ sources: Map<string, string>, versions: Map<string, string | null> }}
 */
const known = /** @type {any} */ (globalThis)[Symbol.for('ssg.cache-key')] ??= { sources: new Map(), versions: new Map() };

/**
 * The content of the generator's own sources in `buildDir` (its .ts, .tsx, .mjs and package.json):
 * a change to how the build works invalidates what it made. Read once per process, which runs one
 * version of them.
 * @param {string} buildDir
 * @returns {string}
 */
export function generatorSources(buildDir) {
  let hash = known.sources.get(buildDir);
  if (hash === undefined) {
    const files = readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file) || file === 'package.json')
      .sort();
    const sources = createHash('sha256');
    for (const file of files) sources.update(`${file}\0`).update(readFileSync(path.join(buildDir, file))).update('\0');
    hash = sources.digest('hex');
    known.sources.set(buildDir, hash);
  }
  return hash;
}

/**
 * The version of package `name` installed in `modulesDir` (a node_modules folder), or null. Read
 * once per process: a build asks for some versions once per SVG or stylesheet part.
 * @param {string} modulesDir
 * @param {string} name
 * @returns {string | null}
 */
export function installedVersion(modulesDir, name) {
  const file = path.join(modulesDir, name, 'package.json');
  if (!known.versions.has(file)) {
    let version = null;
    try {
      version = /** @type {{ version: string }} */ (JSON.parse(readFileSync(file, 'utf8'))).version;
    } catch {
      // Not installed.
    }
    known.versions.set(file, version);
  }
  return known.versions.get(file) ?? null;
}
