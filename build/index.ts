/** The generator's public API for site code: `import { Island, Fold, asset, image } from 'ssg'`;
 * islands and pages render images with `import { Picture } from 'ssg/picture'`. */
export { Island } from './pipeline/render/island.tsx';
export { Fold } from './pipeline/render/fold.tsx';
export { asset } from './pipeline/assets/assets.ts';
export { image, type ImageOptions } from './pipeline/assets/images.ts';
export type { ImageSet, ArtSource } from './shared/picture.tsx';
export type { LayoutProps, PageInfo, PageMeta } from './pipeline/types.ts';
export type { Generator, GeneratorContext } from './pipeline/generated/generate.ts';
export type { Budgets, SiteConfig, SiteSettings } from './pipeline/config.ts';
