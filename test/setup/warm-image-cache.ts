import path from 'node:path';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';

/**
 * Encodes the site's images once before any test file runs. Several files build the real site in
 * parallel; on a fresh clone each would otherwise encode the same few hundred variants at once.
 */
export default async function warmImageCache(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../..');
  const { images, ms } = await build(await loadConfig(root), { write: false });
  if (images.encoded > 0) console.log(`Image cache warmed: ${images.encoded} variants encoded in ${Math.round(ms)} ms.`);
}
