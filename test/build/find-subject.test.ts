import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findSubject } from '../../build/pipeline/art/find-subject.ts';

/** A studio picture: a vertical gradient sweep with a grain, and a part on it where `part` says. */
async function studio(width: number, height: number, part: { left: number; top: number; width: number; height: number }, orientation?: number) {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = x >= part.left && x < part.left + part.width && y >= part.top && y < part.top + part.height;
      const ground = 30 + (40 * y) / height + ((x * 7 + y * 13) % 5);
      const value = inside ? 180 + ((x + y) % 40) : ground;
      data.fill(value, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  const image = sharp(data, { raw: { width, height, channels: 3 } });
  return (orientation ? image.withMetadata({ orientation }) : image).jpeg({ quality: 90 }).toBuffer();
}

describe('findSubject', () => {
  it('finds an off-centre part on a gradient sweep, in the original pixels', async () => {
    const part = { left: 1200, top: 300, width: 500, height: 400 };
    const box = await findSubject(await studio(1920, 1080, part));
    for (const side of ['left', 'top', 'width', 'height'] as const) expect(Math.abs(box[side] - part[side])).toBeLessThan(40);
  });

  it('measures a picture as it is shown, turned by its EXIF orientation', async () => {
    // Stored 1080 wide and 1920 tall, shown a quarter turn clockwise: 1920 x 1080.
    const stored = { left: 100, top: 1200, width: 300, height: 500 };
    const box = await findSubject(await studio(1080, 1920, stored, 6));
    // Turned clockwise, the stored part's bottom edge becomes the left one.
    expect(Math.abs(box.left - (1920 - (stored.top + stored.height)))).toBeLessThan(40);
    expect(Math.abs(box.width - stored.height)).toBeLessThan(40);
    expect(Math.abs(box.top - stored.left)).toBeLessThan(40);
  });
});
