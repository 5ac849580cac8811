import { describe, expect, it } from 'vitest';
import { flow, overflowReport, type Block, type Frame } from '../../site/pdf/flow.ts';
import { printable } from '../../site/pdf/glyphs.ts';
import { table } from '../../site/pdf/blocks.ts';
import type { Doc } from '../../site/pdf/document.ts';

/** The capability statement's layout rules (site/pdf/), without drawing a PDF. */

const frames: Frame[] = [
  { x: 0, y: 0, width: 100, height: 100 },
  { x: 200, y: 10, width: 100, height: 100 },
];

/** A document in which every text is one 10 pt line (the fonts are bundled by the build, not here). */
function doc(): Doc {
  const fake = { font: () => fake, fontSize: () => fake, heightOfString: () => 10 };
  return fake as unknown as Doc;
}

/** A block of a fixed height that records where it was drawn. */
function box(name: string, height: number, drawn: string[], extra: Partial<Block> = {}): Block {
  return { height: () => height, draw: (x, y) => drawn.push(`${name}@${x},${y}`), ...extra };
}

describe('flow', () => {
  it('stacks blocks with their space, and moves one that does not fit to the next frame', () => {
    const drawn: string[] = [];
    const used = flow([box('a', 40, drawn), box('b', 40, drawn, { spaceBefore: 10 }), box('c', 40, drawn, { spaceBefore: 10 })], (i) => frames[i]!, 'Test');
    expect(drawn).toEqual(['a@0,0', 'b@0,50', 'c@200,10']); // no space above c at the top of a frame
    expect(used.frames).toBe(2);
  });

  it('keeps a heading with what follows, and starts a part on a new frame when asked', () => {
    const drawn: string[] = [];
    const third: Frame = { x: 400, y: 0, width: 100, height: 100 };
    flow([box('text', 60, drawn), box('heading', 20, drawn, { keepWithNext: true }), box('body', 30, drawn), box('part', 10, drawn, { breakBefore: true })], (i) => frames[i] ?? third, 'Test');
    expect(drawn).toEqual(['text@0,0', 'heading@200,10', 'body@200,30', 'part@400,0']);
  });

  it("repeats a table's header above rows that continue on the next frame", () => {
    const drawn: string[] = [];
    const header = box('header', 10, drawn, { keepWithNext: true });
    const rows = [1, 2, 3].map((n) => box(`row${n}`, 40, drawn, { repeat: header }));
    flow([header, ...rows], (i) => frames[i]!, 'Test');
    expect(drawn).toEqual(['header@0,0', 'row1@0,10', 'row2@0,50', 'header@200,10', 'row3@200,20']);
  });

  it('keeps a heading with a table header and the first rows that header keeps with, all moving on together', () => {
    const drawn: string[] = [];
    const heading = box('heading', 20, drawn, { keepWithNext: true });
    const header = box('header', 10, drawn, { keepWithNext: true });
    // 50 + 20 + 10 fit the first frame, the rows after them (40) do not: the heading goes along.
    flow([box('text', 50, drawn), heading, header, box('rows', 40, drawn, { repeat: header })], (i) => frames[i]!, 'Test');
    expect(drawn).toEqual(['text@0,0', 'heading@200,10', 'header@200,30', 'rows@200,40']);
  });

  it("keeps a short table whole, and a long one's first and last three rows together", () => {
    const rowsOf = (count: number) => table(doc(), [{ label: 'A', share: 1 }], Array.from({ length: count }, (_, i) => [`row ${i}`]));
    const rowHeight = rowsOf(1)[1]!.height(200);
    // The header, then the rows in the blocks a frame may end between.
    expect(rowsOf(5).slice(1).map((block) => Math.round(block.height(200) / rowHeight))).toEqual([5]);
    expect(rowsOf(8).slice(1).map((block) => Math.round(block.height(200) / rowHeight))).toEqual([3, 1, 1, 3]);
  });

  it('takes the frames it needs, and says which content made it longer than intended', () => {
    const drawn: string[] = [];
    const more: Frame = { x: 400, y: 0, width: 100, height: 100 };
    const lead = box('lead', 80, drawn, { label: "the overview's lead", source: { field: 'intro.lead', file: 'site/content/about.ts' }, overLength: () => '6 lines long, 4 more than the 2 it is laid out for' });
    const layout = flow([lead, box('b', 80, drawn), box('c', 80, drawn, { label: 'the equipment table' })], (i) => frames[i] ?? more, 'The statement');
    expect(layout.frames).toBe(3);
    expect(drawn).toEqual(['lead@0,0', 'b@200,10', 'c@400,0']);
    expect(overflowReport(layout, 2, 'the statement', 'MAX_PAGES in x.ts')).toEqual({
      message: "the overview's lead, is 6 lines long, 4 more than the 2 it is laid out for, so the statement runs to 3 pages, 1 more than the 2 it is laid out for. Shorten it, or raise MAX_PAGES in x.ts.",
      source: { field: 'intro.lead', file: 'site/content/about.ts' },
    });
    expect(overflowReport(layout, 3, 'the statement', 'MAX_PAGES in x.ts')).toBeNull();
    // No block over its length: the one that ran past the intended pages is named.
    const plain = flow([box('a', 80, drawn), box('b', 80, drawn, { label: 'the Equipment section' }), box('row', 80, drawn)], (i) => frames[i] ?? more, 'The statement');
    expect(overflowReport(plain, 2, 'the statement', 'MAX_PAGES in x.ts')?.message).toMatch(/^the Equipment section no longer fits, so the statement runs to 3 pages/);
  });

  it('fails naming a block taller than a whole frame, and the content behind it', () => {
    const drawn: string[] = [];
    expect(() => flow([box('huge', 150, drawn, { label: 'the lead', source: { field: 'intro.lead', file: 'site/content/about.ts' } })], (i) => frames[i]!, 'The statement')).toThrow(
      /^The statement: a block \(the lead intro\.lead, in site\/content\/about\.ts\) 150 pt tall does not fit a frame 100 pt tall/,
    );
  });
});

describe('printable', () => {
  it('keeps what the Latin subset of Inter draws, and prints the diameter sign as Ø', () => {
    expect(printable('±0.0002" at 68 °F, 1.8 µm')).toBe('±0.0002" at 68 °F, 1.8 µm');
    expect(printable('⌀ 12.6 x 20.5')).toBe('Ø 12.6 x 20.5');
  });

  it('fails naming the text and the character the font lacks', () => {
    expect(() => printable('Flatness ≤ 0.001')).toThrow('"Flatness ≤ 0.001" uses "≤" (U+2264), which the PDF\'s font (Inter, Latin) cannot draw.');
  });
});
