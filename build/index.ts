/** The generator's public API for site code: `import { Island, asset } from 'ssg'`. */
export { Island } from './island.tsx';
export { asset } from './assets.ts';
export type { LayoutProps, PageInfo, PageMeta } from './types.ts';
export type { SiteConfig } from './config.ts';
