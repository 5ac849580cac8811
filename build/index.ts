/** The generator's public API for site code: `import { Island, Fold, asset, image } from 'ssg'`;
 * islands and pages render images with `import { Picture } from 'ssg/picture'`. */
export { Island } from './pipeline/render/island.tsx';
export { Fold } from './pipeline/render/fold.tsx';
export { asset } from './pipeline/assets/assets.ts';
export { image, type ImageOptions } from './pipeline/assets/images.ts';
export { directed, type Place, type DirectedOptions } from './pipeline/assets/directed.ts';
export type { Layout, Frame } from './pipeline/art/crop.ts';
export type { Box } from './shared/box.ts';
export type { ImageSet, ArtImage, ArtSource, DirectedImage, DirectedSource, Fit } from './shared/picture.tsx';
export type { LayoutProps, PageInfo, PageMeta } from './pipeline/types.ts';
export type { Generator, GeneratorContext } from './pipeline/generated/generate.ts';
export type { Budgets, SiteConfig, SiteSettings } from './pipeline/config.ts';
