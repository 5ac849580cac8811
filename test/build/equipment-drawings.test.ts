import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { drawingSheet } from '../../site/components/MachineDrawing.tsx';
import { parseSize } from '../../site/shared/size.ts';
import { parseHtml, parseSvg } from '../helpers/html.ts';

/**
 * Each machine on About is drawn from the size string beside it: its drawing (a view of the one
 * drawings file, as published) says the same numbers, and the envelope is drawn to scale (a box's
 * front face in its true width to height, a cylinder's length to its diameter), so a drawing can
 * never disagree with the list.
 */

const root = path.resolve(import.meta.dirname, '../..');
const clean = (text: string | null) => (text ?? '').replace(/\u2060/g, '').replace(/\s+/g, ' ').trim();
const NUMBER = /-?(?:\d+\.?\d*|\.\d+)/g;

/**
 * Each dimension's label and the length of its line: the distance between its two arrowheads'
 * tips, which start the two triangles of its arrow path (absolute or relative, as svgo writes it).
 */
function dimensionsOf(drawing: Element): Map<string, number> {
  const found = new Map<string, number>();
  for (const dimension of drawing.querySelectorAll('.dimension')) {
    const d = dimension.querySelector('.arrow')!.getAttribute('d')!;
    const [first, second] = d.split(/[zZ]/).filter((part) => part.trim());
    const [x1, y1] = first!.match(NUMBER)!.map(Number) as [number, number];
    const [x2, y2] = second!.match(NUMBER)!.map(Number) as [number, number];
    const [dx, dy] = second!.trim().startsWith('m') ? [x2, y2] : [x2 - x1, y2 - y1];
    found.set(clean(dimension.querySelector('text')!.textContent), Math.hypot(dx, dy));
  }
  return found;
}

/** What a drawing of this size must say, and which two dimensions are true to scale. */
function expected(size: string, kind: string) {
  const { turned, numbers } = parseSize(size);
  if (turned) {
    const [diameter, length] = numbers as [number, number];
    return { labels: [`Ø ${diameter}`, `${length}`], ratio: [`${length}`, `Ø ${diameter}`, length / diameter] as const };
  }
  const [x, y, z] = numbers as [number, number, number];
  // Travels are X, Y, Z in that order; a horizontal's Y is its height, a vertical's Z.
  const horizontal = /horizontal/i.test(kind);
  return { labels: [`X ${x}`, `Y ${y}`, `Z ${z}`], ratio: [`X ${x}`, horizontal ? `Y ${y}` : `Z ${z}`, x / (horizontal ? y : z)] as const };
}

function expectDrawn(drawing: Element, size: string, kind: string, name: string) {
  const dimensions = dimensionsOf(drawing);
  const want = expected(size, kind);
  expect([...dimensions.keys()].sort(), `${name} (${size})`).toEqual([...want.labels].sort());
  const [a, b, ratio] = want.ratio;
  // Within 1%: coordinates are written to a tenth of a unit, and the Swiss bar is 9 units across.
  expect(dimensions.get(a)! / dimensions.get(b)! / ratio, `${name}: ${a} to ${b}`).toBeCloseTo(1, 1.7);
}

describe('equipment drawings', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build(await loadConfig(root), { write: false });
  }, 120_000);

  it('carry the travels of the machine they sit beside, drawn to scale', () => {
    const machines = [...parseHtml(result.output.text('About.html')!).querySelectorAll('.machine')];
    expect(machines).toHaveLength(8);
    const files = new Set<string>();
    for (const machine of machines) {
      const name = clean(machine.querySelector('h3')!.textContent);
      const size = clean(machine.querySelector('.equipment__size')!.textContent);
      const img = machine.querySelector('img.drawing')!;
      expect(img, name).not.toBeNull();
      expect(img.getAttribute('alt')).toContain(size);
      const [file, view] = img.getAttribute('src')!.slice(1).split('#') as [string, string];
      files.add(file);
      const sheet = parseSvg(result.output.text(file)!);
      const id = view.replace(/^view-/, '');
      // The view the page shows is the drawing's own square of the sheet.
      const viewBox = sheet.getElementById(view)!.getAttribute('viewBox')!.split(' ').map(Number);
      const drawing = sheet.getElementById(`drawing-${id}`)!;
      // Where the drawing's paper starts: svgo moves a translate into the path, or leaves it on the group.
      const paper = drawing.querySelector('.paper')!;
      const shift = [drawing, paper].map((element) => (element.getAttribute('transform') ?? 'translate(0 0)').match(NUMBER)!.map(Number));
      const [px, py] = paper.getAttribute('d')!.match(NUMBER)!.map(Number) as [number, number];
      expect(viewBox.slice(0, 2)).toEqual([px + shift[0]![0]! + shift[1]![0]!, py + shift[0]![1]! + shift[1]![1]!]);
      expectDrawn(drawing, size, clean(machine.querySelector('.machine__kind')!.textContent), name);
    }
    // One file for the lot.
    expect(files.size).toBe(1);
  });

  it('follow the size they are given, not a drawing made once', () => {
    const sheet = parseSvg(drawingSheet([{ id: 'test', drawing: 'vertical', description: '44x18x31' }]));
    expectDrawn(sheet.getElementById('drawing-test')!, '44x18x31', 'vertical', 'a test mill');
    expect(() => drawingSheet([{ id: 'test', drawing: 'lathe', description: '44x18x31' }])).toThrow(/turning/);
  });
});
