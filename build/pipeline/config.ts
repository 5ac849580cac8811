import { existsSync } from 'node:fs';
import path from 'node:path';
import { importSiteModule } from './bundle/site-module.ts';
import { dirs, type DirSettings } from './dirs.ts';
import type { ContactFacts } from './facts.ts';
import { DEFAULT_HSTS, type Hsts } from '../hosting/headers.ts';
import { DEFAULT_IMAGE_LIMITS, type ImageLimits } from './assets/image-limits.ts';

/**
 * Every default of the generator, in one place. A site may override any of them through
 * `site/site.config.ts` (its default export is merged over these).
 */
/**
 * Performance budgets; `npm run bench` prints every figure beside its budget. Times measured on
 * one machine do not compare with another's, or with the same machine an hour later, so speed
 * budgets are ratios against the Astro build of the same site (../shared/peers/astro), measured
 * in the same bench run; bytes, scores and the dev server's rebuild stay absolute.
 */
export interface Budgets {
  /** Lighthouse score (0-100) every page must reach in each category on the mobile profile. */
  lighthouseMobile: number;
  /** Cumulative Layout Shift, Lighthouse mobile. */
  cls: number;
  /** Total Blocking Time in ms, Lighthouse mobile, on every page where the peer's is 0 too. */
  tbtMs: number;
  /** The longest main-thread task in ms, Lighthouse mobile (4x CPU slowdown): over 50 is a long task. */
  longestTaskMs: number;
  /** KB (gzip) of JavaScript a page loads before the first sign of intent, by route; '*' for the rest. */
  jsBeforeInteractionKb: Record<string, number>;
  /** KB (gzip) of HTML plus CSS needed for the first render of a page. */
  firstRenderKb: number;
  /** Dev-server rebuild after a one-line content edit, in ms. */
  rebuildMs: number;
  /** Against the peer, in one run. */
  vsPeer: {
    /** Largest FCP and LCP as a fraction of the peer's, per page (Lighthouse mobile). */
    fcp: number;
    lcp: number;
    /** Smallest speed-up (peer's time / ours) of a warm build, of a first build with empty image caches, and of the grown site's first and warm builds. */
    warmBuild: number;
    firstBuild: number;
    scaleBuild: number;
  };
}

/** A page's budget for JavaScript before the first sign of intent, in KB gzip: its own, else '*', else none. */
export const jsBudgetFor = (budgets: Budgets, route: string): number => budgets.jsBeforeInteractionKb[route] ?? budgets.jsBeforeInteractionKb['*'] ?? Infinity;

export interface SiteConfig extends DirSettings {
  /** Absolute origin of the deployed site, for canonical URLs, the sitemap and Open Graph. */
  siteUrl: string;
  /** `<html lang>`. */
  lang: string;
  /** esbuild targets for browser code and CSS. */
  browserTargets: string[];
  /** Port of `dev`, `preview` and `start`; the PORT variable overrides it. */
  port: number;
  /**
   * Interface `dev`, `preview` and `start` listen on; the HOST variable overrides it. The default,
   * 127.0.0.1, is this machine only; '0.0.0.0' serves every network the machine is on.
   */
  host: string;
  /** Also write a lower-case alias (e.g. /about -> /About) for every route with capitals. */
  lowercaseAliases: boolean;
  /**
   * Field measurement: when set, every page loads web-vitals once the browser is idle and sends
   * CLS, INP, FCP, LCP and TTFB to this URL with navigator.sendBeacon (the CSP's connect-src
   * allows its origin). Unset, no such script exists.
   */
  vitalsEndpoint?: string;
  /**
   * The contact facts pages repeat (phone, e-mail, address) and the file they are edited in:
   * checked before every build with the site URL (build/pipeline/facts.ts), so a bad one fails naming it.
   */
  facts?: ContactFacts;
  budgets: Budgets;
  /**
   * Strict-Transport-Security for hosts that serve HTTPS: written into _headers (Netlify and
   * Cloudflare Pages) and sent by the nginx config on HTTPS connections; false to send none.
   * Default: two years, without includeSubDomains or preload (add them only when every subdomain
   * serves HTTPS).
   */
  hsts: Hsts | false;
  /** What an encoded image may weigh, and whether going over warns or fails (build/pipeline/assets/image-limits.ts). */
  images: ImageLimits;
}

/** What `site/site.config.ts` exports: any setting, and any budget or image limit (merged over the defaults). */
export type SiteSettings = Partial<Omit<SiteConfig, 'budgets' | 'images'>> & { budgets?: Partial<Budgets>; images?: Partial<ImageLimits> };

export function defaultConfig(root: string): SiteConfig {
  return {
    root,
    siteDir: 'site',
    assetsDir: 'assets',
    outDir: 'dist',
    cacheDir: '.cache',
    hostingDir: 'hosting',
    siteUrl: 'https://www.example.com',
    lang: 'en',
    // Browsers of the last ~3 years; all support ES modules, dynamic import and CSS nesting.
    browserTargets: ['chrome111', 'edge111', 'firefox114', 'safari16.4'],
    port: 3000,
    host: '127.0.0.1',
    lowercaseAliases: true,
    budgets: {
      lighthouseMobile: 100,
      cls: 0,
      tbtMs: 0,
      longestTaskMs: 50,
      jsBeforeInteractionKb: { '*': 5 },
      firstRenderKb: 25,
      rebuildMs: 150,
      vsPeer: { fcp: 0.9, lcp: 0.9, warmBuild: 12, firstBuild: 2, scaleBuild: 5 },
    },
    images: DEFAULT_IMAGE_LIMITS,
    hsts: DEFAULT_HSTS,
  };
}


/** The config for a project root, with the site's own settings (site/site.config.ts) applied. */
export async function loadConfig(root: string, overrides: Partial<SiteConfig> = {}): Promise<SiteConfig> {
  const base = { ...defaultConfig(root), ...overrides };
  const file = path.join(dirs(base).site, 'site.config.ts');
  if (!existsSync(file)) return base;
  const site = (await importSiteModule<{ default?: SiteSettings }>(file, dirs(base))).default ?? {};
  return {
    ...base,
    ...site,
    ...overrides,
    budgets: { ...base.budgets, ...site.budgets, ...overrides.budgets },
    images: { ...base.images, ...site.images, ...overrides.images },
  };
}
