/**
 * A small flow layout: blocks are measured at a frame's width and placed one under another; a
 * block that does not fit goes to the next frame (the next column or page). Content can grow
 * (another machine, another certificate) and still never overlaps or runs off a page.
 */

/** Something placed in the flow. */
export interface Block {
  /** Its height at this width. */
  height(width: number): number;
  draw(x: number, y: number, width: number): void;
  /** Space above it, except at the top of a frame. */
  spaceBefore?: number;
  /** Never the last thing in a frame (a heading stays with what it heads). */
  keepWithNext?: boolean;
  /** Always at the top of a frame: a new page for a new part. */
  breakBefore?: boolean;
  /** Drawn above it when it starts a frame part-way through its group (a table's header row). */
  repeat?: Block;
}

export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Places `blocks` in the frames that `frame(i)` gives (each call may start a page); throws if a
 * block is taller than a whole frame, or the flow needs more than `maxFrames`.
 */
export function flow(blocks: Block[], frame: (index: number) => Frame, maxFrames: number, what: string): number {
  let index = 0;
  let current = frame(0);
  let y = current.y;
  const next = () => {
    index++;
    if (index >= maxFrames) throw new Error(`${what} does not fit on ${maxFrames} ${maxFrames === 1 ? 'frame' : 'frames'}: shorten its content in site/content/.`);
    current = frame(index);
    y = current.y;
  };
  const atTop = () => y === current.y;
  const bottom = () => current.y + current.height;

  blocks.forEach((block, i) => {
    if (block.breakBefore && !atTop()) next();
    const space = atTop() ? 0 : (block.spaceBefore ?? 0);
    // A block that keeps with the next one needs room for both (and the next's own repeat).
    const following = block.keepWithNext ? blocks[i + 1] : undefined;
    const need = (width: number) => space + block.height(width) + (following ? (following.spaceBefore ?? 0) + following.height(width) : 0);
    if (y + need(current.width) > bottom() && !atTop()) next();
    const startsFrame = atTop();
    if (startsFrame && block.repeat && i > 0 && blocks[i - 1]?.repeat === block.repeat) {
      block.repeat.draw(current.x, y, current.width);
      y += block.repeat.height(current.width);
    }
    const height = block.height(current.width);
    if (y + (startsFrame ? 0 : space) + height > bottom() + 0.5) {
      throw new Error(`${what}: a block ${Math.ceil(height)} pt tall does not fit a frame ${Math.floor(current.height)} pt tall. Shorten its content in site/content/.`);
    }
    y += startsFrame ? 0 : space;
    block.draw(current.x, y, current.width);
    y += height;
  });
  return index + 1;
}
