import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DuplicateOutputError } from './errors.ts';
import type { Output } from './output.ts';

/**
 * Writes a build to disk. On a case-insensitive disk (macOS and Windows by default) about.html
 * and About.html are one file, so the lower-case alias pages would overwrite the pages they
 * point to. The build checks the disk first; there it leaves out the optional files (the aliases)
 * that share a name with another file, and says so. Any other such pair fails the build, naming
 * both sources.
 */

/** Whether `dir` (which must exist) treats names that differ only in case as one. */
export async function isCaseInsensitive(dir: string): Promise<boolean> {
  const name = `.case-probe-${process.pid}-${Math.random().toString(36).slice(2)}`;
  const probe = path.join(dir, name);
  await writeFile(probe, '');
  try {
    return await access(path.join(dir, name.toUpperCase())).then(
      () => true,
      () => false,
    );
  } finally {
    await rm(probe, { force: true });
  }
}

/** The files to write when names that differ only in case are one, and the warning if any were left out. */
export function filesForCaseInsensitiveDisk(output: Output): { files: string[]; warning?: string } {
  const groups = new Map<string, string[]>();
  for (const file of output.files.keys()) groups.set(file.toLowerCase(), [...(groups.get(file.toLowerCase()) ?? []), file]);
  const left: string[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const required = group.filter((file) => !output.files.get(file)!.optional);
    if (required.length > 1) {
      const [a, b] = required.map((file) => `${output.files.get(file)!.source} (${file})`);
      throw new DuplicateOutputError(`${a} and ${b} differ only in letter case, and this disk cannot hold both. Rename one of them.`);
    }
    const kept = required[0] ?? group[0];
    left.push(...group.filter((file) => file !== kept));
  }
  const files = [...output.files.keys()].filter((file) => !left.includes(file));
  if (left.length === 0) return { files };
  return {
    files,
    warning:
      `this disk does not tell letter case apart, so ${left.length} lower-case alias files (${left.slice(0, 3).join(', ')}${left.length > 3 ? ', ...' : ''}) ` +
      `were left out rather than overwrite the pages. Served from such a disk, /about finds About.html; elsewhere the 404 page sends it to /About.`,
  };
}

/**
 * Empties `outDir` and writes the build there; returns a warning when the disk made it leave files
 * out. `caseInsensitive` is found out from the disk unless given.
 */
export async function writeOutput(outDir: string, output: Output, caseInsensitive?: boolean): Promise<string | undefined> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const folded = caseInsensitive ?? (await isCaseInsensitive(outDir));
  const { files, warning } = folded ? filesForCaseInsensitiveDisk(output) : { files: [...output.files.keys()], warning: undefined };
  const folders = new Set(files.map((file) => path.dirname(path.join(outDir, file))));
  for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
  await Promise.all(files.map((file) => writeFile(path.join(outDir, file), output.get(file)!)));
  return warning;
}
