import { area, coverWindow, intersection, mapBox, shareInside, type Box } from '../../shared/box.ts';
import type { Fit } from '../../shared/picture.tsx';

/**
 * Art direction, computed: for one picture with a known subject and one place that states where
 * its text goes, the crop of the source that each kind of screen gets.
 *
 * A place has a few layouts, one a kind of screen (a `<source media>` each). A layout lists sample
 * frames, the screens whose shapes it must hold: the picture's box on that screen (CSS px) and the
 * boxes its text and controls take on it. One crop serves all of a layout's frames, and the browser
 * cuts it further with `object-fit: cover`, centred; so the crop is judged by what each frame
 * shows of it.
 */

/** A screen a layout must hold: the picture's box there, and where text sits on it (both CSS px, in the box). */
export interface Frame {
  width: number;
  height: number;
  /** Text lines, buttons and pills over the picture, in the picture's box. */
  text: Box[];
}

export interface Layout {
  /** What the layout is called in messages and class names: "phone", "tablet", "landscape". */
  name: string;
  /** The screens it serves, as a media query; the last layout of a place has none (the default). */
  media?: string;
  frames: Frame[];
  /**
   * Where the picture goes instead when it cannot fill the frame without its subject under the
   * text: a box beside the text (CSS px, in the frame), with no text on it.
   */
  beside?: Frame[];
}

/** At least this much of the subject stays in view; at most this much of what shows is under text. */
export const MIN_SUBJECT_SHOWN = 0.9;
export const MAX_SUBJECT_COVERED = 0.04;


export interface CropChoice {
  layout: string;
  /** cover: the full frame; beside: filling the layout's beside box; contain: whole in that box, at its own shape. */
  fit: Fit;
  /** The crop of the source, in its pixels. */
  crop: Box;
  /** The worst frame's figures: share of the subject shown, share of what shows under text. */
  shown: number;
  covered: number;
}

interface Judged {
  crop: Box;
  shown: number;
  covered: number;
}

/** What each frame shows of `crop`, and the worst of them. */
function judge(crop: Box, subject: Box, frames: Frame[]): Judged {
  let shown = 1;
  let covered = 0;
  for (const frame of frames) {
    const view = coverWindow(crop, frame.width / frame.height);
    const frameBox = { left: 0, top: 0, width: frame.width, height: frame.height };
    const inView = intersection(subject, view);
    shown = Math.min(shown, shareInside(subject, view));
    const under = frame.text.reduce((sum, text) => sum + area(intersection(inView, mapBox(text, frameBox, view))), 0);
    covered = Math.max(covered, area(inView) === 0 ? 1 : Math.min(1, under / area(inView)));
  }
  return { crop, shown, covered };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Zooms tried, as the crop's height against the largest crop of its shape the source holds. */
const ZOOMS = [1, 0.92, 0.85, 0.78, 0.7, 0.62, 0.55];
/** Positions tried along each axis. */
const STEPS = 24;

/**
 * The best crop of one shape for these frames: of those whose frames show enough of the subject
 * with little of it under text, the one showing the most of it, then the largest (the least
 * enlarged, with the most of the picture round its subject), then the one whose subject sits most
 * clear of the text, then the one most nearly centred on it (of crops that hold it equally well,
 * the first tried, at the source's left edge, cut away what round the subject it had room for);
 * or, if none qualifies, the one that comes closest.
 */
function bestCrop(source: Box, subject: Box, frames: Frame[], minWidth: number): Judged {
  const aspect = median(frames.map((frame) => frame.width / frame.height));
  const full = coverWindow(source, aspect);
  const centre = { x: subject.left + subject.width / 2, y: subject.top + subject.height / 2 };
  /** How far a crop's centre is from the subject's, in shares of the source (0 to about 1.4). */
  const offCentre = (crop: Box) => Math.hypot((crop.left + crop.width / 2 - centre.x) / source.width, (crop.top + crop.height / 2 - centre.y) / source.height);
  let best: (Judged & { score: number }) | undefined;
  for (const zoom of ZOOMS) {
    const width = full.width * zoom;
    const height = full.height * zoom;
    if (width < minWidth && zoom < 1) break; // enlarged past the source: soft
    for (let i = 0; i <= STEPS; i++) {
      for (let j = 0; j <= STEPS; j++) {
        const crop = { left: ((source.width - width) * i) / STEPS, top: ((source.height - height) * j) / STEPS, width, height };
        const judged = judge(crop, subject, frames);
        const fits = judged.shown >= MIN_SUBJECT_SHOWN && judged.covered <= MAX_SUBJECT_COVERED;
        // Fitting crops first; among them the one showing the most of the subject, then the
        // largest, then the clearest, then the most centred. Among misses, the nearest.
        const score = fits ? 10 + 4 * judged.shown + zoom - judged.covered - 0.001 * offCentre(crop) : judged.shown - 4 * judged.covered;
        if (!best || score > best.score + 1e-9) best = { ...judged, score };
      }
    }
  }
  return best!;
}

const fits = (judged: Judged) => judged.shown >= MIN_SUBJECT_SHOWN && judged.covered <= MAX_SUBJECT_COVERED;

/**
 * The subject with a margin round it, widened or heightened towards `aspect` as far as the source
 * allows: drawn whole (`contain`), the picture keeps this shape in the box beside the text, so
 * every screen shows all of its subject.
 */
function aroundSubject(source: Box, subject: Box, aspect: number): Box {
  const margin = 0.06 * Math.max(subject.width, subject.height);
  let width = Math.min(source.width, subject.width + 2 * margin);
  let height = Math.min(source.height, subject.height + 2 * margin);
  if (width / height < aspect) width = Math.min(source.width, height * aspect);
  else height = Math.min(source.height, width / aspect);
  const left = Math.min(Math.max(0, subject.left + subject.width / 2 - width / 2), source.width - width);
  const top = Math.min(Math.max(0, subject.top + subject.height / 2 - height / 2), source.height - height);
  return { left, top, width, height };
}

/**
 * The crop each layout of a place takes of a source (`size`, px) with `subject` (px), never asking
 * for more than the source has at `minWidth(layout)` px wide.
 */
export function chooseCrops(size: { width: number; height: number }, subject: Box, layouts: Layout[], minWidth: (layout: Layout) => number): CropChoice[] {
  const source = { left: 0, top: 0, ...size };
  return layouts.map((layout) => {
    const full = bestCrop(source, subject, layout.frames, minWidth(layout));
    if (fits(full) || !layout.beside) return { layout: layout.name, fit: 'cover', ...full };
    const beside = bestCrop(source, subject, layout.beside, minWidth(layout));
    if (fits(beside)) return { layout: layout.name, fit: 'beside', ...beside };
    const crop = aroundSubject(source, subject, median(layout.beside.map((frame) => frame.width / frame.height)));
    return { layout: layout.name, fit: 'contain', crop, shown: 1, covered: 0 };
  });
}
