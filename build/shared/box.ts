/**
 * A rectangle: a picture's subject, a crop of it, or the zone a place's text occupies. Plain data
 * (the art direction of a picture is computed at build time and read by tests), free of Node.
 */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const area = (box: Box): number => Math.max(0, box.width) * Math.max(0, box.height);

export function intersection(a: Box, b: Box): Box {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  const right = Math.min(a.left + a.width, b.left + b.width);
  const bottom = Math.min(a.top + a.height, b.top + b.height);
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/** How much of `part` lies inside `whole`, 0 to 1. */
export const shareInside = (part: Box, whole: Box): number => (area(part) === 0 ? 0 : area(intersection(part, whole)) / area(part));

/**
 * The part of a picture `object-fit: cover` shows in a frame of `aspect` (width / height), centred
 * (`object-position` 50% 50%), in the picture's own coordinates.
 */
export function coverWindow(picture: Box, aspect: number): Box {
  if (picture.width / picture.height > aspect) {
    const width = picture.height * aspect;
    return { left: picture.left + (picture.width - width) / 2, top: picture.top, width, height: picture.height };
  }
  const height = picture.width / aspect;
  return { left: picture.left, top: picture.top + (picture.height - height) / 2, width: picture.width, height };
}

/** `box`, given in the coordinates of `from`, in those of `to` (each the same rectangle seen two ways). */
export function mapBox(box: Box, from: Box, to: Box): Box {
  const sx = to.width / from.width;
  const sy = to.height / from.height;
  return { left: to.left + (box.left - from.left) * sx, top: to.top + (box.top - from.top) * sy, width: box.width * sx, height: box.height * sy };
}

export const roundBox = (box: Box): Box => ({ left: Math.round(box.left), top: Math.round(box.top), width: Math.round(box.width), height: Math.round(box.height) });
