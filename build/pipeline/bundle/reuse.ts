import { statSync } from 'node:fs';
import type * as esbuild from 'esbuild';
import { settledStamp, stampOf } from '../file-stamp.ts';
import { sourceFilesOf } from './esbuild-common.ts';

/**
 * The dev server's shortcut past esbuild: a build's result is reused while it was asked for the
 * same entries (`key`) and none of the files its metafile lists has changed since (file-stamp.ts). An edit to page copy then rebuilds only the server bundle, not the
 * browser bundle, the stylesheet or site/generated/'s bundles.
 */
export function reuseWhileUnchanged<T extends { metafile: esbuild.Metafile }>(root: string): (key: string, make: () => Promise<T>) => Promise<T> {
  let last: { key: string; stamps: Map<string, string>; made: T } | undefined;
  return async (key, make) => {
    if (last && last.key === key && unchanged(last.stamps)) return last.made;
    last = undefined;
    const started = Date.now();
    const made = await make();
    const stamps = stampsOf(sourceFilesOf(made.metafile, root), started);
    // A file that may have changed while esbuild read it: nothing is kept, the next build rebuilds.
    if (stamps) last = { key, stamps, made };
    return made;
  };
}

/**
 * Each file's stamp, or null if one changed too close to `since` (the build's start) to be trusted.
 * Synchronous: a hundred stats awaited one by one through the thread pool took 10 ms of every
 * dev rebuild.
 */
function stampsOf(files: string[], since: number): Map<string, string> | null {
  const stamps = new Map<string, string>();
  for (const file of files) {
    const now = statSync(file, { throwIfNoEntry: false });
    const stamp = now && settledStamp(now, since);
    if (!stamp) return null;
    stamps.set(file, stamp);
  }
  return stamps;
}

function unchanged(stamps: Map<string, string>): boolean {
  for (const [file, stamp] of stamps) {
    const now = statSync(file, { throwIfNoEntry: false });
    if (!now || stampOf(now) !== stamp) return false;
  }
  return true;
}
