import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { Dirs } from '../dirs.ts';
import type { IslandEntry } from '../discover.ts';
import { MissingIslandChunkError } from '../errors.ts';
import type { IslandChunk } from '../render/island.tsx';
import { clientEntries, rel } from '../../paths.ts';
import { islandEntryInput } from './virtual-entries.ts';

/** What the pages load, found in the browser bundle's metafile: each entry's URL and the chunks it imports. */
export interface ClientChunks {
  chunks: Record<string, IslandChunk>;
  loader: IslandChunk;
  /** The Web Vitals reporter, when the config names an endpoint. */
  vitals: string | null;
  /** The 404 page's script. */
  notFound: string;
}

export function clientChunks(metafile: esbuild.Metafile, d: Dirs, islands: IslandEntry[], withVitals: boolean): ClientChunks {
  const outputs = metafile.outputs;
  const urlOf = (outPath: string) => `/${rel(d.out, path.resolve(d.root, outPath))}`;
  const staticImports = (outPath: string, seen = new Set<string>()): string[] => {
    for (const imp of outputs[outPath]?.imports ?? []) {
      if (imp.kind !== 'import-statement' || seen.has(imp.path)) continue;
      seen.add(imp.path);
      staticImports(imp.path, seen);
    }
    return [...seen].map(urlOf);
  };
  const chunkOf = (entryPoint: string): IslandChunk | undefined => {
    const out = Object.entries(outputs).find(([, o]) => o.entryPoint === entryPoint)?.[0];
    return out ? { src: urlOf(out), imports: staticImports(out) } : undefined;
  };
  const required = (entryPoint: string, source: string, fix: string): IslandChunk => {
    const chunk = chunkOf(entryPoint);
    if (!chunk) throw new MissingIslandChunkError(`${source} produced no chunk. ${fix}`);
    return chunk;
  };
  const generatorEntry = (file: string) => required(rel(d.root, file), rel(d.root, file), 'Reinstall the generator (build/client/ is part of it).');

  const chunks: Record<string, IslandChunk> = {};
  for (const island of islands) {
    chunks[island.name] = required(islandEntryInput(island.name), rel(d.root, island.file), 'Check that it default-exports a component.');
  }
  return {
    chunks,
    loader: generatorEntry(clientEntries.loader),
    vitals: withVitals ? generatorEntry(clientEntries.vitals).src : null,
    notFound: generatorEntry(clientEntries.notFound).src,
  };
}
