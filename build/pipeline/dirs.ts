import path from 'node:path';

/** Where a project keeps its parts, each relative to its root (SiteConfig holds these). */
export interface DirSettings {
  /** Absolute project root; every other directory is relative to it. */
  root: string;
  /** Source of the site: pages/, layouts/, islands/, styles/, components/, content/, generated/. */
  siteDir: string;
  /** Files referenced through asset(); assetsDir/public/ is copied to the output root unhashed. */
  assetsDir: string;
  /** Where `build` writes. Emptied at the start of every build. */
  outDir: string;
  /** Scratch space for the server bundle and caches; never served, ignored by git. */
  cacheDir: string;
  /** Server configuration written next to the output (nginx); never inside it, so never served. */
  hostingDir: string;
}

/** Absolute paths derived from a config. */
export function dirs(config: DirSettings) {
  const abs = (dir: string) => path.resolve(config.root, dir);
  const site = abs(config.siteDir);
  return {
    root: config.root,
    site,
    pages: path.join(site, 'pages'),
    layouts: path.join(site, 'layouts'),
    islands: path.join(site, 'islands'),
    /** Code that islands and build-time code both import: it ships to the browser. */
    shared: path.join(site, 'shared'),
    styles: path.join(site, 'styles'),
    /** Modules that make files for assets/: generated/public/x.pdf.ts makes assets/public/x.pdf. */
    generated: path.join(site, 'generated'),
    assets: abs(config.assetsDir),
    publicAssets: path.join(abs(config.assetsDir), 'public'),
    out: abs(config.outDir),
    cache: abs(config.cacheDir),
    hosting: abs(config.hostingDir),
  };
}
export type Dirs = ReturnType<typeof dirs>;
