import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { MachineDrawing } from '../../site/components/MachineDrawing.tsx';
import { parseSize } from '../../site/shared/size.ts';
import { parseHtml } from '../helpers/html.ts';

/**
 * Each machine on About is drawn from the size string beside it: its drawing's dimensions say the
 * same numbers, and the envelope is drawn to scale (a box's front face in its true width to
 * height, a cylinder's length to its diameter), so a drawing can never disagree with the list.
 */

const root = path.resolve(import.meta.dirname, '../..');
const clean = (text: string | null) => (text ?? '').replace(/\u2060/g, '').replace(/\s+/g, ' ').trim();

/** Each dimension's label and the length of its line (the last segment of its path). */
function dimensionsOf(svg: Element): Map<string, number> {
  const found = new Map<string, number>();
  for (const dimension of svg.querySelectorAll('.drawing__dimension')) {
    const line = dimension.querySelector('path')!.getAttribute('d')!.split('M').at(-1)!;
    const [x1, y1, x2, y2] = line.match(/-?\d+(?:\.\d+)?/g)!.map(Number);
    found.set(clean(dimension.querySelector('text')!.textContent), Math.hypot(x2! - x1!, y2! - y1!));
  }
  return found;
}

/** What a drawing of this size must say, and which two dimensions are true to scale. */
function expected(size: string, label: string) {
  const { turned, numbers } = parseSize(size);
  if (turned) {
    const [diameter, length] = numbers as [number, number];
    return { labels: [`Ø ${diameter}`, `${length}`], ratio: [`${length}`, `Ø ${diameter}`, length / diameter] as const };
  }
  const [x, y, z] = numbers as [number, number, number];
  // Travels are X, Y, Z in that order; a horizontal's Y is its height, a vertical's Z.
  const horizontal = /horizontal/i.test(label);
  return { labels: [`X ${x}`, `Y ${y}`, `Z ${z}`], ratio: [`X ${x}`, horizontal ? `Y ${y}` : `Z ${z}`, x / (horizontal ? y : z)] as const };
}

describe('equipment drawings', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build(await loadConfig(root), { write: false });
  }, 120_000);

  it('carry the travels of the machine they sit beside, drawn to scale', () => {
    const machines = [...parseHtml(result.output.text('About.html')!).querySelectorAll('.machine')];
    expect(machines).toHaveLength(8);
    for (const machine of machines) {
      const name = clean(machine.querySelector('h3')!.textContent);
      const size = clean(machine.querySelector('.equipment__size')!.textContent);
      const svg = machine.querySelector('svg.drawing');
      expect(svg, name).not.toBeNull();
      expect(svg!.getAttribute('role')).toBe('img');
      expect(svg!.getAttribute('aria-label')).toContain(size);
      const dimensions = dimensionsOf(svg!);
      const want = expected(size, clean(machine.querySelector('.machine__kind')!.textContent));
      expect([...dimensions.keys()].sort(), `${name} (${size})`).toEqual([...want.labels].sort());
      const [a, b, ratio] = want.ratio;
      // Within 1%: coordinates are written to a tenth of a unit, and the Swiss bar is 9 units across.
      expect(dimensions.get(a)! / dimensions.get(b)! / ratio, `${name}: ${a} to ${b}`).toBeCloseTo(1, 1.7);
    }
  });

  it('follow the size they are given, not a drawing made once', () => {
    const svg = parseHtml(renderToStaticMarkup(createElement(MachineDrawing, { kind: 'vertical', size: '44x18x31', label: 'test' }))).querySelector('svg')!;
    const dimensions = dimensionsOf(svg);
    expect([...dimensions.keys()].sort()).toEqual(['X 44', 'Y 18', 'Z 31']);
    expect(dimensions.get('X 44')! / dimensions.get('Z 31')!).toBeCloseTo(44 / 31, 1);
    expect(() => renderToStaticMarkup(createElement(MachineDrawing, { kind: 'lathe', size: '44x18x31', label: 'test' }))).toThrow(/turning/);
  });
});
