import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { svgOf, type Payload } from '../fixtures/svg-corpus/payloads.ts';

/**
 * A site in `root` that publishes each payload through asset() (assets/corpus/, used by its one
 * page), from assets/public/corpus/, or both.
 */
export async function writeCorpusSite(root: string, payloads: Payload[], where: 'asset' | 'public' | 'both' = 'both'): Promise<void> {
  await Promise.all(['assets/corpus', 'assets/public/corpus', 'site/pages'].map((dir) => mkdir(path.join(root, dir), { recursive: true })));
  for (const payload of payloads) {
    if (where !== 'public') await writeFile(path.join(root, 'assets/corpus', `${payload.name}.svg`), svgOf(payload));
    if (where !== 'asset') await writeFile(path.join(root, 'assets/public/corpus', `${payload.name}.svg`), svgOf(payload));
  }
  const images = where === 'public' ? [] : payloads.map((payload) => `      <img src={asset('corpus/${payload.name}.svg')} alt="${payload.name}" width="64" height="64" />`);
  await writeFile(
    path.join(root, 'site/pages/index.tsx'),
    `import { asset, type PageMeta } from 'ssg';\n\nexport const meta: PageMeta = { title: 'Hostile SVGs', description: 'One hostile SVG a file.' };\n\n` +
      `export default function Home() {\n  return (\n    <main>\n${images.join('\n')}\n    </main>\n  );\n}\n`,
  );
}
