import { builtinModules, isBuiltin } from 'node:module';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { Dirs } from '../dirs.ts';
import { IslandImportError } from '../errors.ts';
import { generatorDir, rel } from '../../paths.ts';
import { isSourceFile } from './esbuild-common.ts';

/**
 * What may reach the browser. Islands and everything they import ship as browser code: npm
 * packages, the generator's browser and shared code, the site's islands and its shared code, and
 * its stylesheets (public on every page; a script may apply one as text, bundle/plugins.ts). What
 * runs only at build time may not: Node's modules, the generator's pipeline (asset(), image(),
 * <Island>), and the site's pages, layouts, components, content and generated-file modules.
 */
export function browserFolders(d: Dirs): string[] {
  return [path.join(generatorDir, 'client'), path.join(generatorDir, 'shared'), d.islands, d.shared, d.styles];
}

const within = (folder: string, file: string) => file.startsWith(folder + path.sep);
const isPackage = (file: string) => file.includes(`${path.sep}node_modules${path.sep}`);

/** A project file that runs only at build time: in the generator or the site, outside the folders that ship. */
function serverOnly(d: Dirs, file: string): boolean {
  if (isPackage(file) || browserFolders(d).some((folder) => within(folder, file))) return false;
  return within(generatorDir, file) || within(d.site, file);
}

/** Node's modules by their bare names (fs, path, events): each one an esbuild filter matches. */
const BARE_NODE_MODULE = new RegExp(`^(?:${builtinModules.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
const RESOLVING = Symbol('resolving');

/**
 * Node's modules are left out of the browser bundle instead of failing to resolve, so the bundle
 * completes and checkBrowserImports() can name the entry and the chain of imports that led there:
 * `node:` names through the `external` option, bare names through this plugin, unless an npm
 * package of that name is installed (a browser build of `events`, say), which is bundled. Its
 * filter matches only those names: a plugin that sees every import cost the dev server's rebuild
 * about 40 ms.
 */
export const NODE_MODULES_EXTERNAL = ['node:*'];

export const bareNodeModulesExternal: esbuild.Plugin = {
  name: 'ssg-bare-node-modules',
  setup(build) {
    build.onResolve({ filter: BARE_NODE_MODULE }, async (args) => {
      if (args.pluginData === RESOLVING) return undefined;
      const installed = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: RESOLVING });
      return installed.errors.length === 0 && isPackage(installed.path) ? undefined : { path: args.path, external: true };
    });
  },
};

/** A module as a message names it: the generator's files from the generator's folder, site files from the site's root. */
function shown(d: Dirs, input: string): string {
  if (isBuiltin(input)) return input;
  const file = path.resolve(d.root, input);
  return within(generatorDir, file) ? rel(path.dirname(generatorDir), file) : rel(d.root, file);
}

/** What a server-only module is, and what to do instead. */
function describe(d: Dirs, module: string): { what: string; fix: string } {
  if (isBuiltin(module)) {
    return { what: `Node's built-in module ${module}`, fix: 'Node modules do not exist in the browser: do that work at build time, in the page, and pass the result to the island as a prop.' };
  }
  const file = path.resolve(d.root, module);
  if (within(generatorDir, file)) {
    return {
      what: 'the build-time generator (asset(), image(), <Island> and the build pipeline)',
      fix:
        "These run only while the site builds: call asset() or image() in the page or in site/content/ and pass the result as a prop; islands render pictures with <Picture> from 'ssg/picture', " +
        'and other components directly, never through <Island> (islands do not nest).',
    };
  }
  return {
    what: `build-time site code (site/${path.relative(d.site, file).split(path.sep)[0]}/)`,
    fix: `Pass what the island needs from the page as props, or move code that both sides need into ${rel(d.root, d.shared)}/.`,
  };
}

/** A browser entry: its name in the metafile, and the file a message names. */
export interface BrowserEntry {
  input: string;
  file: string;
}

/** The shortest chain of imports from `start` to a module that cannot ship, if there is one. */
function chainToServerCode(metafile: esbuild.Metafile, d: Dirs, start: string): string[] | undefined {
  const parent = new Map<string, string>();
  const queue = [start];
  for (let input = queue.shift(); input !== undefined; input = queue.shift()) {
    for (const imported of metafile.inputs[input]?.imports ?? []) {
      if (imported.path === start || parent.has(imported.path)) continue;
      parent.set(imported.path, input);
      const cannotShip = imported.external ? isBuiltin(imported.path) : isSourceFile(imported.path) && serverOnly(d, path.resolve(d.root, imported.path));
      if (cannotShip) {
        const chain = [imported.path];
        for (let at = parent.get(imported.path); at !== undefined && at !== start; at = parent.get(at)) chain.unshift(at);
        // A virtual island entry is not a file: the chain starts at the island it imports.
        return isSourceFile(start) ? [start, ...chain] : chain;
      }
      if (!imported.external) queue.push(imported.path);
    }
  }
  return undefined;
}

/**
 * Walks the browser bundle's metafile from each entry (every island, the loader, the 404 page's
 * script) and fails on the first server-only module each one reaches, naming the entry, the import
 * chain and what to do.
 */
export function checkBrowserImports(metafile: esbuild.Metafile, d: Dirs, entries: BrowserEntry[]): void {
  const problems: string[] = [];
  for (const entry of entries) {
    const chain = chainToServerCode(metafile, d, entry.input);
    if (!chain) continue;
    const { what, fix } = describe(d, chain.at(-1)!);
    problems.push(`${shown(d, entry.file)} ships to the browser but imports ${what}:\n  ${chain.map((input) => shown(d, input)).join('\n  -> ')}\n${fix}`);
  }
  if (problems.length > 0) {
    const folders = browserFolders(d).map((folder) => `${shown(d, folder)}/`);
    throw new IslandImportError(`${problems.join('\n')}\nWhat ships to the browser may import npm packages and ${folders.join(', ')}; nothing that runs only at build time.`);
  }
}
