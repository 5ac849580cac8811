import type { RenderedPage } from './render.tsx';

/** Each page's HTML as UTF-8, by page: a page taken from the last build comes with the bytes read back. */
const encoded = new WeakMap<RenderedPage, Buffer>();

/** A page's HTML as UTF-8, encoded once. */
export function pageBytes(page: RenderedPage): Buffer {
  let bytes = encoded.get(page);
  if (!bytes) encoded.set(page, (bytes = Buffer.from(page.html)));
  return bytes;
}

/** Gives `page` the bytes it was read back as: its `html` need not be decoded to be written. */
export function withBytes(page: RenderedPage, bytes: Buffer): RenderedPage {
  encoded.set(page, bytes);
  return page;
}
