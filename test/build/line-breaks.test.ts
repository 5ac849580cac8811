import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { parseHtml } from '../helpers/html.ts';

/**
 * Text never breaks a line at a hyphen beside a digit or after a one- or two-letter prefix: "3- /
 * axis", "(408) 555- / 0142", "SP 800- / 171", "I- / 880", "e- / mail". Pages hold those with a word
 * joiner after the hyphen (site/shared/keepTogether.ts); this finds any text a page shows
 * without one. A compound of words ("twin-spindle", "design-for-manufacture") may break at its
 * hyphen, as typesetters allow. Phone links are held by CSS instead (base.css), so their accessible
 * name stays the number as dialled.
 */

const root = path.resolve(import.meta.dirname, '../..');
const PAGES = ['index.html', 'About.html', 'Services.html', 'Contact.html'];
/** Such a hyphen with no word joiner after it. */
const BREAKABLE_HYPHEN = /(?:\p{N}-(?=[\p{L}\p{N}])|[\p{L}\p{N}]-(?=\p{N})|(?<![\p{L}\p{N}])\p{L}{1,2}-(?=\p{L}))/u;

describe('line breaks', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build(await loadConfig(root), { write: false });
  });

  it.each(PAGES)('%s: no hyphenated word can break at its hyphen', (file) => {
    const document = parseHtml(result.output.text(file)!);
    const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
    const breakable: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style, template, a[href^="tel:"]')) continue;
      const text = node.textContent ?? '';
      if (BREAKABLE_HYPHEN.test(text)) breakable.push(`<${node.parentElement!.localName}> ${text.trim()}`);
    }
    expect(breakable).toEqual([]);
  });

  it('phone numbers are held on one line by the stylesheet', () => {
    expect(result.output.text('index.html')).toMatch(/a\[href\^="?tel:"?\]\{white-space:nowrap\}/);
  });
});
