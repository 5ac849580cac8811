/** The bench's Lighthouse figures, median of its runs per page and profile. */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median } from './bench-context.ts';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The longest main-thread task Lighthouse saw (its 4x CPU slowdown on mobile), ms. */
  longestTask: number;
}

export async function runLighthouse(url: string, formFactor: 'mobile' | 'desktop', port: number, runs: number): Promise<LighthouseFigures> {
  const figures: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const { categories, audits } = result!.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    figures.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      longestTask: Math.max(0, ...((audits['long-tasks']?.details as { items?: { duration: number }[] } | undefined)?.items ?? []).map((task) => task.duration)),
    });
  }
  // A run whose trace held no such figure (NaN) is left out of that figure's median, not sorted into it.
  const keys = Object.keys(figures[0]!) as (keyof LighthouseFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(figures.map((run) => run[key]).filter(Number.isFinite))])) as unknown as LighthouseFigures;
}
