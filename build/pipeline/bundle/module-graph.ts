import type * as esbuild from 'esbuild';

/**
 * The modules `entry` reaches through its imports, itself included, named as esbuild's metafile
 * names them (relative to the project root, with forward slashes). Packages left external are
 * not followed: they do not change while the dev server runs. `dynamic: false` leaves out what
 * only `import()` reaches (the server entry loads the pages that way).
 */
export function modulesReachedFrom(metafile: esbuild.Metafile, entry: string, { dynamic = true } = {}): Set<string> {
  const reached = new Set<string>();
  const next = [entry];
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    const input = metafile.inputs[file];
    if (!input || reached.has(file)) continue;
    reached.add(file);
    for (const imported of input.imports) if (!imported.external && (dynamic || imported.kind !== 'dynamic-import')) next.push(imported.path);
  }
  return reached;
}
