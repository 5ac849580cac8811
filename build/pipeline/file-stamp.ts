import type { Stats } from 'node:fs';

/**
 * What says a file is unchanged without reading it: its modification and change times, size and
 * inode. The change time catches a copy that keeps the old modification time (`cp -p`, rsync -a);
 * the inode, a file replaced by another.
 */
export const stampOf = ({ mtimeMs, ctimeMs, size, ino }: Stats): string => `${mtimeMs}:${ctimeMs}:${size}:${ino}`;

/**
 * How long before `since` (a build's start, or now) a file must have last changed for its stamp to
 * be trusted. File times come from a clock that lags by a few milliseconds on Linux and are whole
 * seconds (or two) on some file systems, so a save just after a file was read can carry an
 * earlier time than the read; a file that changed this recently is read again next time instead.
 */
const SETTLED_MS = 2_000;

/** The file's stamp, or undefined if it changed too recently to be trusted. */
export function settledStamp(stats: Stats, since = Date.now()): string | undefined {
  return stats.mtimeMs >= since - SETTLED_MS ? undefined : stampOf(stats);
}
