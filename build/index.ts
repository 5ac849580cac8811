/** The generator's public API for site code: `import { Island, asset, image } from 'ssg'`;
 * islands and pages render images with `import { Picture } from 'ssg/picture'`. */
export { Island } from './island.tsx';
export { asset } from './assets.ts';
export { image, type ImageOptions } from './images.ts';
export type { ImageSet, ArtSource } from './picture.tsx';
export type { LayoutProps, PageInfo, PageMeta } from './types.ts';
export type { Generator, GeneratorContext } from './generate.ts';
export type { Budgets, SiteConfig, SiteSettings } from './config.ts';
