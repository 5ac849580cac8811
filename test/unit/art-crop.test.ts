import { describe, expect, it } from 'vitest';
import { chooseCrops, type Layout } from '../../build/pipeline/art/crop.ts';
import { coverWindow, shareInside } from '../../build/shared/box.ts';

/** A 1920 x 1080 source; a wide frame with its text over the left half. */
const SOURCE = { width: 1920, height: 1080 };
const textLeft = (width: number, height: number) => [{ left: 0, top: 0, width: width / 2, height }];
const wide: Layout = {
  name: 'wide',
  frames: [
    { width: 1280, height: 800, text: textLeft(1280, 800) },
    { width: 1920, height: 1080, text: textLeft(1920, 1080) },
  ],
  beside: [
    { width: 560, height: 700, text: [] },
    { width: 880, height: 900, text: [] },
  ],
};
const band: Layout = { name: 'band', frames: [{ width: 375, height: 250, text: [] }] };
const minWidth = () => 0;

describe('chooseCrops', () => {
  it('keeps a subject right of the text in the full frame, whole', () => {
    const subject = { left: 1300, top: 300, width: 400, height: 400 };
    const [choice] = chooseCrops(SOURCE, subject, [wide], minWidth);
    expect(choice!.fit).toBe('cover');
    expect(choice!.shown).toBe(1);
    // What each frame shows of the crop holds the subject, in the right half.
    for (const frame of wide.frames) {
      const view = coverWindow(choice!.crop, frame.width / frame.height);
      expect(shareInside(subject, view)).toBe(1);
      expect(subject.left).toBeGreaterThanOrEqual(view.left + view.width / 2);
    }
  });

  it('sets a subject that would sit under the text beside it, whole where the box cannot hold it cut', () => {
    const centred = { left: 460, top: 140, width: 1000, height: 800 };
    const [choice] = chooseCrops(SOURCE, centred, [wide], minWidth);
    expect(choice!.fit).not.toBe('cover');
    expect(shareInside(centred, choice!.crop)).toBe(1);
    const spread = { left: 100, top: 100, width: 1720, height: 880 };
    expect(chooseCrops(SOURCE, spread, [wide], minWidth)[0]!.fit).toBe('contain');
  });

  it('cuts a band round an off-centre subject', () => {
    const subject = { left: 1500, top: 200, width: 380, height: 500 };
    const [choice] = chooseCrops(SOURCE, subject, [band], minWidth);
    expect(choice!.fit).toBe('cover');
    expect(shareInside(subject, coverWindow(choice!.crop, 1.5))).toBe(1);
    expect(choice!.crop.left + choice!.crop.width).toBeLessThanOrEqual(SOURCE.width);
  });

  it('never enlarges a crop past what its widest frame needs', () => {
    const subject = { left: 900, top: 500, width: 60, height: 60 };
    const [choice] = chooseCrops(SOURCE, subject, [band], () => 1200);
    expect(choice!.crop.width).toBeGreaterThanOrEqual(1200);
  });
});
