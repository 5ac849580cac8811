import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFilesSync } from '../../build/list-files.ts';

/**
 * The generator's modules import each other without cycles, type-only imports included: a cycle
 * ties modules that should be separable (config -> site-module -> bundle-cache -> esbuild-common ->
 * config was one) and makes load order decide what a module sees.
 */

const generator = path.resolve(import.meta.dirname, '../../build');

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of listFilesSync(generator).filter((name) => /\.(ts|tsx|mjs)$/.test(name))) {
    const text = readFileSync(path.join(generator, file), 'utf8');
    const imports = [...text.matchAll(/\bfrom '(\.{1,2}\/[^']+)'/g)].map((match) => path.posix.join(path.posix.dirname(file), match[1]!));
    graph.set(file, imports);
  }
  return graph;
}

function cyclesIn(graph: Map<string, string[]>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe("the generator's imports", () => {
  it('form no cycle', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(50);
    expect(cyclesIn(graph)).toEqual([]);
  });

  it('would name a cycle', () => {
    expect(cyclesIn(new Map([['a.ts', ['b.ts']], ['b.ts', ['a.ts']]]))).toEqual(['a.ts -> b.ts -> a.ts']);
  });
});
