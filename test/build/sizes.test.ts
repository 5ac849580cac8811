import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { equipment } from '../../site/content/about.ts';
import { capabilities } from '../../site/content/services.ts';

/**
 * A part size is a fact the equipment list states once (site/content/about.ts); every other place
 * that states one derives it. The milling card once said "up to 40 x 20 x 20 in" beside a table
 * that said 64 x 32 x 30: every size the site and the capability statement state must be one of
 * the machines', and every "up to" must be the largest milling envelope.
 */

const root = path.resolve(import.meta.dirname, '../..');
/** "64 x 32 x 30", "64x32x30", "⌀ 14.2 x 22.4": two or three numbers joined by x. */
const SIZE = /(?:[⌀Ø]\s*)?\d+(?:\.\d+)?\s*[x×]\s*\d+(?:\.\d+)?(?:\s*[x×]\s*\d+(?:\.\d+)?)?/g;
/** One spelling: no spaces, x for ×, and no diameter sign (the PDF's text may draw it as Ø, or apart). */
const normal = (size: string) => size.replace(/[\s⌀Øø]+/g, '').replace(/×/g, 'x');

async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= document.numPages; n++) texts.push((await (await document.getPage(n)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '));
  await document.destroy();
  return texts.join(' ');
}

describe('part sizes', () => {
  let result: BuildResult;
  let texts: Map<string, string>;

  beforeAll(async () => {
    result = await build(await loadConfig(root), { write: false });
    const pages = [...result.output.files.keys()].filter((file) => /^[A-Z][a-z]*\.html$|^index\.html$/.test(file));
    texts = new Map(pages.map((file) => [file, result.output.text(file)!.replace(/<[^>]+>/g, ' ')]));
    texts.set('capability-statement.pdf', await pdfText(Buffer.from(result.output.get('capability-statement.pdf')!)));
  });

  it('are each one of the sizes the equipment list states', () => {
    // A machine's envelope, or a size among its specifications (a pallet's).
    const stated = equipment.flatMap((item) => [item.description ?? '', ...item.specs.map((spec) => spec.value)].join(' ').match(SIZE) ?? []);
    const known = new Set(stated.map(normal));
    let seen = 0;
    for (const [file, text] of texts) {
      for (const size of text.match(SIZE) ?? []) {
        // Image sizes in file names and attributes (1200x630) are not statements.
        if (/^\d{3,4}x\d{3,4}$/.test(normal(size))) continue;
        seen++;
        expect(known, `${file} states ${size}`).toContain(normal(size));
      }
    }
    expect(seen).toBeGreaterThan(10);
  });

  it('"up to" the largest milling envelope, where the site says how large a part can be', () => {
    const milling = normal(capabilities.rows.find((row) => row.process === '3-axis milling')!.envelope);
    const ups = [...texts.values()].flatMap((text) => [...text.matchAll(/up to ((?:[⌀Ø]\s*)?\d+(?:\.\d+)?\s*x\s*\d+(?:\.\d+)?\s*x\s*\d+(?:\.\d+)?)/g)].map((match) => normal(match[1]!)));
    expect(ups.length).toBeGreaterThan(1);
    for (const size of ups) expect(size).toBe(milling);
  });
});
