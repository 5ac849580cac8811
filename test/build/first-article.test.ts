import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { codes } from '../../site/content/certifications.ts';
import { limits, requirement, sampleFirstArticle as report } from '../../site/content/first-article.ts';
import { printable } from '../../site/pdf/glyphs.ts';
import { parseHtml } from '../helpers/html.ts';
import { readPdf } from '../helpers/pdf.ts';

/** The sample AS9102 report Services links to: drawn from site/content/first-article.ts, and honest about itself. */

const root = path.resolve(import.meta.dirname, '../..');

describe('the sample first-article report', () => {
  let result: BuildResult;
  let pdf: Awaited<ReturnType<typeof readPdf>>;
  beforeAll(async () => {
    result = await build(await loadConfig(root), { write: false });
    pdf = await readPdf(Buffer.from(result.output.get(report.href.slice(1))!));
  });

  it('every result it reports conforming lies within its requirement', () => {
    const outside = report.characteristics.filter((c) => {
      const [low, high] = limits(c);
      return c.result < low || c.result > high;
    });
    expect(outside.map((c) => `${c.balloon} ${c.feature}: ${c.result} against ${requirement(c)}`)).toEqual([]);
  });

  it('is one US Letter page dated as its content, listing each characteristic with its requirement and result', () => {
    expect(pdf.sizes).toEqual([[612, 792]]);
    expect(pdf.created).toBe(`D:${report.date.replace(/-/g, '')}000000Z`);
    for (const c of report.characteristics) {
      expect(pdf.text).toContain(printable(c.feature));
      expect(pdf.text).toContain(requirement(c));
      expect(pdf.text).toContain(String(c.result));
    }
    for (const fact of [report.part.number, report.reportNumber, codes.cage, 'AS9102', ...report.materialAndProcesses.map((row) => row.evidence)]) expect(pdf.text).toContain(fact);
    expect(pdf.text).not.toContain(' NO ');
  });

  it('says on its face and in its footer that it is a sample of example data', () => {
    expect(pdf.text).toContain('SAMPLE');
    expect(pdf.text).toMatch(/Sample report: .* example data/);
  });

  it('is linked from Services, where quality is described', () => {
    const link = parseHtml(result.output.text('Services.html')!).querySelector(`#quality a[href="${report.href}"]`);
    expect(link?.textContent).toBe(report.linkLabel);
    expect(link?.hasAttribute('download')).toBe(true);
  });
});
