import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { codes } from '../../site/content/certifications.ts';
import { formatResult, limits, occurrences, requirement, sampleFirstArticle as report } from '../../site/content/first-article.ts';
import { printable } from '../../site/pdf/glyphs.ts';
import { parseHtml } from '../helpers/html.ts';
import { readPdf } from '../helpers/pdf.ts';

/** The sample AS9102 report Services links to: drawn from site/content/first-article.ts, and honest about itself. */

const root = path.resolve(import.meta.dirname, '../..');

describe('the sample first-article report', () => {
  let result: BuildResult;
  let pdf: Awaited<ReturnType<typeof readPdf>>;
  let link: Element | null;
  beforeAll(async () => {
    result = await build(await loadConfig(root), { write: false });
    link = [...parseHtml(result.output.text('Services.html')!).querySelectorAll('#quality a')].find((a) => a.textContent === report.linkLabel) ?? null;
    pdf = await readPdf(Buffer.from(result.output.get(link!.getAttribute('href')!.slice(1))!));
  });

  it('every result it reports conforming lies within its requirement', () => {
    const outside = report.characteristics.flatMap((c) => {
      const [low, high] = limits(c);
      return occurrences(c)
        .filter((o) => o.result < low || o.result > high)
        .map((o) => `${o.balloon} ${o.feature}: ${o.result} against ${requirement(c)}`);
    });
    expect(outside).toEqual([]);
  });

  it('is US Letter pages dated as its content, recording every occurrence of each characteristic with its requirement and result', () => {
    expect(pdf.sizes.length).toBeGreaterThanOrEqual(1);
    for (const size of pdf.sizes) expect(size).toEqual([612, 792]);
    expect(pdf.created).toBe(`D:${report.date.replace(/-/g, '')}000000Z`);
    // Compared without spaces (the PDF's text items split "7.1" as "7 .1") and in NFKC (µ is read back as μ).
    const squeeze = (text: string) => text.replace(/\s/g, '').normalize('NFKC');
    const squeezed = squeeze(pdf.text);
    for (const c of report.characteristics) {
      // AS9102: a "6x" hole is six rows, 7.1 to 7.6, each with its own result.
      for (const o of occurrences(c)) expect(squeezed).toContain(squeeze([o.balloon, c.zone, printable(o.feature), requirement(c), formatResult(c, o.result)].join('')));
    }
    for (const fact of [report.part.number, report.reportNumber, codes.cage, 'AS9102', ...report.materialAndProcesses.map((row) => row.evidence)]) expect(pdf.text).toContain(fact);
    expect(pdf.text).not.toContain(' NO ');
  });

  it('names itself, its report and its part at the head of every page, so a page read alone says what it belongs to', () => {
    expect(pdf.pages.length).toBeGreaterThan(1);
    for (const text of pdf.pages) {
      expect(text).toContain('First article inspection report');
      expect(text).toContain(`Report ${report.reportNumber}`);
      expect(text).toContain(`Part ${report.part.number} Rev ${report.part.revision}`);
    }
  });

  it('says on its face and in its footer that it is a sample of example data', () => {
    expect(pdf.text).toContain('SAMPLE');
    expect(pdf.text).toMatch(/Sample report: .* example data/);
  });

  it('is linked from Services, where quality is described, as a download', () => {
    expect(link?.getAttribute('href')).toBe('/sample-first-article-report.pdf');
    expect(link?.hasAttribute('download')).toBe(true);
  });
});
