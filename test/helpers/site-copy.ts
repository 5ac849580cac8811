import { cp, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';

const repo = path.resolve(import.meta.dirname, '../..');

/**
 * Builds the site as it would be after a maintainer's edit, without touching site/: a copy of it
 * beside it (so its relative paths to assets/ and its packages are the project's), changed by
 * `edit` (given the copy's folder), built without writing, then removed.
 */
export async function buildEditedSite(edit: (siteDir: string) => Promise<void>): Promise<BuildResult> {
  const copy = await mkdtemp(path.join(repo, '.test-site-'));
  try {
    await cp(path.join(repo, 'site'), copy, { recursive: true });
    await edit(copy);
    return await build(await loadConfig(repo, { siteDir: path.relative(repo, copy) }), { write: false });
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}
