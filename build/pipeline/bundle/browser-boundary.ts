import { isBuiltin } from 'node:module';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { Dirs } from '../config.ts';
import { IslandImportError } from '../errors.ts';
import { generatorDir } from '../../paths.ts';
import { rel } from './plugins.ts';

/**
 * What may reach the browser. Islands and everything they import ship as browser code, so they may
 * import npm packages and the folders below, nothing else: not Node's modules, not the build's
 * pipeline (asset(), image(), <Island>), not pages, components, layouts or content.
 */
export function browserFolders(d: Dirs): string[] {
  return [path.join(generatorDir, 'client'), path.join(generatorDir, 'shared'), d.islands, d.shared];
}

/** A metafile input that is a file, not a virtual entry (`ssg:...`) or a define's value (`<define:...>`). */
export const isSourceFile = (input: string) => !input.startsWith('ssg:') && !input.startsWith('<');

const within = (folder: string, file: string) => file.startsWith(folder + path.sep);
const isPackage = (file: string) => file.includes(`${path.sep}node_modules${path.sep}`);

/**
 * esbuild plugin for the browser bundle: Node's modules, and whatever a server-only file imports,
 * are left external instead of failing to resolve, so the bundle completes and
 * checkBrowserImports() can name the island and the chain of imports that led there.
 */
export function browserBoundary(d: Dirs): esbuild.Plugin {
  const folders = browserFolders(d);
  const serverOnly = (file: string) => !isPackage(file) && !folders.some((folder) => within(folder, file));
  return {
    name: 'ssg-browser-boundary',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.namespace !== 'file' || !args.importer) return undefined;
        if (serverOnly(args.importer) || (isBuiltin(args.path) && !isPackage(args.importer))) return { path: args.path, external: true };
        return undefined;
      });
    },
  };
}

/** A module as the message names it: the generator's files from the generator's folder, site files from the site's root. */
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
      fix: "These run only while the site builds: call asset() or image() in the page or in site/content/ and pass the result as a prop; islands render pictures with <Picture> from 'ssg/picture'.",
    };
  }
  const folder = within(d.site, file) ? path.relative(d.site, file).split(path.sep)[0] : undefined;
  return {
    what: folder ? `build-time site code (site/${folder}/)` : 'a file outside the folders that ship',
    fix: `Pass what the island needs from the page as props, or move code that both sides need into ${rel(d.root, d.shared)}/.`,
  };
}

/** A browser entry: its name in the metafile, and the file a message names. */
export interface BrowserEntry {
  input: string;
  file: string;
}

/**
 * Walks the browser bundle's metafile from each entry (every island, the loader, the 404 page's
 * script) and fails on the first server-only module each one reaches, naming the entry, the import
 * chain and what to do.
 */
export function checkBrowserImports(metafile: esbuild.Metafile, d: Dirs, entries: BrowserEntry[]): void {
  const folders = browserFolders(d);
  const ships = (input: string) => {
    const file = path.resolve(d.root, input);
    return isPackage(file) || folders.some((folder) => within(folder, file));
  };
  const problems: string[] = [];
  for (const entry of entries) {
    const start = entry.input;
    const parent = new Map<string, string | null>([[start, null]]);
    const queue = [start];
    let offender: string | undefined;
    while (queue.length > 0 && !offender) {
      const input = queue.shift()!;
      for (const imported of metafile.inputs[input]?.imports ?? []) {
        if (parent.has(imported.path)) continue;
        parent.set(imported.path, input);
        if (imported.external ? isBuiltin(imported.path) : isSourceFile(imported.path) && !ships(imported.path)) {
          offender = imported.path;
          break;
        }
        if (!imported.external) queue.push(imported.path);
      }
    }
    if (!offender) continue;
    const chain: string[] = [];
    for (let at: string | null | undefined = offender; at && at !== start; at = parent.get(at)) chain.unshift(shown(d, at));
    if (!start.startsWith('ssg:')) chain.unshift(shown(d, start));
    const { what, fix } = describe(d, offender);
    problems.push(`${shown(d, entry.file)} ships to the browser but imports ${what}:\n  ${chain.join('\n  -> ')}\n${fix}`);
  }
  if (problems.length > 0) {
    throw new IslandImportError(
      `${problems.join('\n')}\nIslands and what they import ship to the browser: npm packages, ${folders.map((folder) => `${shown(d, folder)}/`).join(', ')} only.`,
    );
  }
}
