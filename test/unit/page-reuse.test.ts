import { describe, expect, it } from 'vitest';
import { pagesToReuse, renderSignature, type LastRender } from '../../build/pipeline/render/page-reuse.ts';
import type { RenderedPage } from '../../build/pipeline/render/render.tsx';

/** Two pages with a module each, a layout both reach, and a stylesheet no module imports. */
const page = (route: string, file: string): RenderedPage => ({ route, file, bytes: Buffer.from(`<p>${route}</p>`), islands: [], scripts: [], css: null, belowFold: null, assets: [] });
const home = page('/', 'site/pages/index.tsx');
const about = page('/About', 'site/pages/About.tsx');
const reach: Record<string, string[]> = {
  'site/pages/index.tsx': ['site/pages/index.tsx', 'site/content/home.ts', 'site/layouts/Layout.tsx'],
  'site/pages/About.tsx': ['site/pages/About.tsx', 'site/content/about.ts', 'site/layouts/Layout.tsx'],
};
const graph = { modules: new Set(Object.values(reach).flat()), modulesOf: (file: string) => new Set(reach[file]) };
const shared = { pages: [home, about], islands: [{ name: 'Gallery' }], chunks: {}, loader: { src: '/_islands/loader.js', imports: [] }, vitals: null, stylesheet: null, fonts: [], siteUrl: 'https://example.com', lang: 'en' };
const signature = renderSignature(shared);
const last: LastRender = { signature, pages: [home, about] };
const reused = (edited: string[] | null, now = signature) => [...pagesToReuse(last, now, edited, graph).keys()];

describe('which pages a dev rebuild takes from the last one', () => {
  it('every page but those an edited module reaches', () => {
    expect(reused(['site/content/home.ts'])).toEqual(['site/pages/About.tsx']);
    expect(reused(['site\\content\\about.ts'])).toEqual(['site/pages/index.tsx']);
  });

  it('none when the edit reaches the layout, or is not a module (a stylesheet, an asset), or is not known', () => {
    expect(reused(['site/layouts/Layout.tsx'])).toEqual([]);
    expect(reused(['site/content/home.ts', 'site/styles/index.css'])).toEqual([]);
    expect(reused(['assets/photos/part.jpg'])).toEqual([]);
    expect(reused(null)).toEqual([]);
    expect(reused([])).toEqual([]);
  });

  it('none when what every page shares has changed: an island chunk, the routes', () => {
    expect(reused(['site/content/home.ts'], renderSignature({ ...shared, chunks: { Gallery: { src: '/_islands/Gallery-2.js', imports: [] } } }))).toEqual([]);
    expect(reused(['site/content/home.ts'], renderSignature({ ...shared, pages: [home] }))).toEqual([]);
  });
});
