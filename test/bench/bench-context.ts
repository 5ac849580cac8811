import type { SiteConfig } from '../../build/pipeline/config.ts';

/** What every part of the bench works from. */
export interface BenchContext {
  /** The project root. */
  root: string;
  config: SiteConfig;
  /** A scratch folder, removed at the end. */
  tmp: string;
  /** Runs per measured figure (the median is reported). */
  runs: number;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
