import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { brandFace, makeBrandFace, subsetCharacters, unicodeRange } from '../../scripts/fonts/brand-face.ts';
import { parseHtml } from '../helpers/html.ts';

/** The brand face ships as a subset: it must hold every character the pages show, and be current. */

const root = path.resolve(import.meta.dirname, '../..');

describe('the brand face', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build(await loadConfig(root), { write: false });
  });

  it('covers every character the pages show, and fonts.css declares exactly the subset', async () => {
    const css = await readFile(path.join(root, 'site/styles/fonts.css'), 'utf8');
    expect(/font-family: 'Inter Variable';[^}]*unicode-range: ([^;]+);/.exec(css)?.[1]).toBe(unicodeRange());
    const subset = new Set(subsetCharacters());
    for (const file of [...result.output.files.keys()].filter((name) => name.endsWith('.html'))) {
      const doc = parseHtml(result.output.text(file)!);
      for (const hidden of doc.querySelectorAll('script, style, template')) hidden.remove();
      const shown = (doc.body.textContent ?? '') + [...doc.querySelectorAll('[alt], [aria-label], [title]')].map((e) => e.getAttribute('alt') ?? e.getAttribute('aria-label') ?? e.getAttribute('title')).join('');
      // Word joiners (keepTogether) are never drawn: they need no glyph.
      const missing = [...new Set(shown.replace(/[\s\u2060]/g, ''))].filter((c) => !subset.has(c));
      expect(missing, `${file} shows characters the brand face lacks: add them to scripts/fonts/brand-face.ts and run npm run fonts`).toEqual([]);
    }
  });

  it('is the file `npm run fonts` makes from the installed package', async () => {
    const committed = await readFile(path.join(root, brandFace.output));
    expect((await makeBrandFace()).equals(committed), `${brandFace.output} is stale: run npm run fonts`).toBe(true);
    expect(committed.length).toBeLessThan(24 * 1024);
  });
});
