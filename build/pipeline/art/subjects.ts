import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeAtomically } from '../disk-cache.ts';
import { listFiles } from '../../list-files.ts';
import { settledStamp } from '../file-stamp.ts';
import { generatedFiles } from '../generated/generated-files.ts';
import type { Box } from '../../shared/box.ts';
import { findSubject } from './find-subject.ts';

/**
 * The subject of each picture in assets/ (and of each one a generator made), for directed() to
 * crop by when the content gives none: the render script's, from assets/stand-ins.json, for a
 * render whose bytes it recorded; else the one the build finds in its pixels (find-subject.ts).
 * Settled before the site's modules load, since those call image() synchronously; kept in
 * `.cache/subjects.json` by file stamp, so a build reads and measures only a new or changed file.
 * The table lives on globalThis under a registered symbol: the server bundle, which reads it, has
 * its own copy of this module.
 */
export interface KnownSubject {
  box: Box;
  /** render: the render script projected its parts through the camera; found: the build measured the pixels. */
  from: 'render' | 'found';
}

const TABLE = Symbol.for('ssg.subjects');
const table = () => ((globalThis as { [TABLE]?: Map<string, KnownSubject> })[TABLE] ??= new Map());

/** What the build knows of the subject of `file` (absolute). */
export const knownSubject = (file: string): KnownSubject | undefined => table().get(file);

/**
 * Whether `file` (absolute) is a stand-in: a render whose bytes the render scripts recorded, not
 * the shop's own photograph. Any other file under its name is the shop's (README: Pictures).
 */
export const isStandIn = (file: string): boolean => knownSubject(file)?.from === 'render';

/** The render scripts' record of the pictures they made (scripts/render/stand-ins.ts). */
export const STAND_INS = 'stand-ins.json';
type StandIns = Record<string, { sha256: string; subject: Box }>;

const RASTER = /\.(jpe?g|png|webp|avif|gif|tiff?|hei[cf])$/i;

interface Measured {
  sha256: string;
  /** What find-subject.ts found, measured only for a file no render record matches. */
  found?: Box;
}

/** Settles every picture's subject; `version` names the code that measures them (the cache holds only its results). */
export async function settleSubjects(assetsDir: string, cacheFile: string, version: string): Promise<void> {
  const onDisk = (await listFiles(assetsDir)).filter((file) => RASTER.test(file) && !file.startsWith('public/'));
  const files: [string, string][] = [
    ...onDisk.map((file): [string, string] => [file, path.join(assetsDir, file)]),
    ...[...generatedFiles(assetsDir)].filter(([, file]) => RASTER.test(file)),
  ];
  const standIns = await readFile(path.join(assetsDir, STAND_INS), 'utf8').then((text) => JSON.parse(text) as StandIns, () => ({}) as StandIns);
  const saved = await readFile(cacheFile, 'utf8').then((text) => JSON.parse(text) as { version: string; files: Record<string, Measured> }, () => undefined);
  const cached = saved?.version === version ? saved.files : {};
  const kept: Record<string, Measured> = {};
  let learned = false;
  await Promise.all(
    files.map(async ([name, file]) => {
      const stamp = settledStamp(await stat(file));
      const key = stamp && `${file}:${stamp}`;
      let measured = key ? cached[key] : undefined;
      const render = standIns[name];
      if (!measured || (!measured.found && measured.sha256 !== render?.sha256)) {
        const content = await readFile(file);
        const sha256 = createHash('sha256').update(content).digest('hex');
        // An unreadable file is image()'s to report, naming the content that uses it.
        measured = { sha256, found: sha256 === render?.sha256 ? undefined : await findSubject(content).catch(() => undefined) };
        learned = true;
      }
      if (key) kept[key] = measured;
      if (render && measured.sha256 === render.sha256) table().set(file, { box: render.subject, from: 'render' });
      else if (measured.found) table().set(file, { box: measured.found, from: 'found' });
      else table().delete(file);
    }),
  );
  if (learned || Object.keys(kept).length !== Object.keys(cached).length) await writeAtomically(cacheFile, JSON.stringify({ version, files: kept }));
}
