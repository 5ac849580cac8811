/** Vector marks: the logo, certification badges and fictional client logos. */
import { createRequire } from 'node:module';

export const BRAND_BLUE = '#0f2a44';
export const BRAND_ORANGE = '#f97316';

/** A stylised kestrel wing over a tool path arc. */
export function logoMark(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  <rect width="64" height="64" rx="14" fill="${BRAND_BLUE}"/>
  <path d="M12 42 C22 22 38 14 54 12 C44 20 38 28 34 40 C28 34 20 36 12 42 Z" fill="${BRAND_ORANGE}"/>
  <path d="M14 50 H50" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
  <circle cx="34" cy="40" r="3.5" fill="#fff"/>
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Lettering as outlines. An SVG shown with <img> cannot use the site's web font, so every letter
// in the badges and client logos is drawn here, from Inter's own glyphs, as a <path>.

/** The part of fontkit used here. It ships no type declarations, so it is loaded with require() and typed by this. */
interface Font {
  unitsPerEm: number;
  layout(text: string): {
    glyphs: { path: { commands: { command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath'; args: number[] }[] } }[];
    positions: { xAdvance: number; xOffset: number; yOffset: number }[];
  };
}

const requireFrom = createRequire(import.meta.url);
const fontkit = requireFrom('fontkit') as { openSync(file: string): Font };

type Weight = 300 | 400 | 500 | 600 | 700 | 800 | 900;
const fonts = new Map<Weight, Font>();
function inter(weight: Weight): Font {
  let font = fonts.get(weight);
  if (!font) {
    font = fontkit.openSync(requireFrom.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
    fonts.set(weight, font);
  }
  return font;
}

/** Inter's cap height and x-height, as fractions of the font size. */
const CAP = 1490 / 2048;
const X_HEIGHT = 1118 / 2048;

interface Type {
  weight: Weight;
  size: number;
  /** Letter-spacing, in em (as CSS letter-spacing). */
  tracking?: number;
  /** Oblique slant, in degrees (for an italic drawn from the upright). */
  slant?: number;
}

type Point = [x: number, y: number];
/** One outline command: M, L, Q and C with their points, Z without. */
interface Segment {
  op: 'M' | 'L' | 'Q' | 'C' | 'Z';
  points: Point[];
}
const OPS = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' } as const;

interface Glyph {
  /** Outline in px, its origin at the glyph's own origin on the baseline, y up. */
  segments: Segment[];
  /** Where the glyph sits along the line, and how far it advances. */
  x: number;
  advance: number;
}

/** A line of lettering: glyphs on a baseline at y = 0 from x = 0, in px with y up. */
class Lettering {
  readonly glyphs: Glyph[] = [];
  /** From the first glyph's origin to the last one's advance, tracking included between letters only. */
  readonly width: number;

  constructor(text: string, type: Type) {
    const font = inter(type.weight);
    const scale = type.size / font.unitsPerEm;
    const tracking = (type.tracking ?? 0) * type.size;
    const run = font.layout(text);
    let x = 0;
    run.glyphs.forEach((glyph, index) => {
      const position = run.positions[index] ?? { xAdvance: 0, xOffset: 0, yOffset: 0 };
      const segments = glyph.path.commands.map(({ command, args }): Segment => {
        const points: Point[] = [];
        for (let i = 0; i + 1 < args.length; i += 2) points.push([(position.xOffset + (args[i] ?? 0)) * scale, (position.yOffset + (args[i + 1] ?? 0)) * scale]);
        return { op: OPS[command], points };
      });
      const advance = position.xAdvance * scale;
      this.glyphs.push({ segments, x, advance });
      x += advance + tracking;
    });
    this.width = this.glyphs.length > 0 ? x - tracking : 0;
    if (type.slant) {
      const shear = Math.tan((type.slant * Math.PI) / 180);
      for (const glyph of this.glyphs) for (const segment of glyph.segments) segment.points = segment.points.map(([px, py]) => [px + shear * py, py]);
    }
  }

  /** Horizontal extent of the ink (control points included), from the line's origin. */
  get ink(): { left: number; right: number } {
    let left = Infinity;
    let right = -Infinity;
    for (const glyph of this.glyphs) {
      for (const segment of glyph.segments) {
        for (const [px] of segment.points) {
          left = Math.min(left, glyph.x + px);
          right = Math.max(right, glyph.x + px);
        }
      }
    }
    return { left, right };
  }

  /** Path data with the baseline's origin at (x, baseline); of glyphs `from` to `to` only, if given. */
  at(x: number, baseline: number, from = 0, to = this.glyphs.length): string {
    return pathData(
      this.glyphs.slice(from, to).flatMap((glyph) => glyph.segments.map((segment) => ({ op: segment.op, points: segment.points.map(([px, py]): Point => [x + glyph.x + px, baseline - py]) }))),
    );
  }

  /** Path data with the ink's left edge at x. */
  inkAt(x: number, baseline: number): string {
    return this.at(x - this.ink.left, baseline);
  }

  /**
   * Path data set along a circle round (cx, cy), centred on the top (reading clockwise, baseline at
   * radius r, letters upright outward) or on the bottom (reading left to right, letters' tops
   * towards the centre). Each glyph is turned as a whole about its own middle.
   */
  onCircle(cx: number, cy: number, r: number, side: 'top' | 'bottom'): string {
    const segments: Segment[] = [];
    for (const glyph of this.glyphs) {
      const middle = glyph.x + glyph.advance / 2;
      const angle = (middle - this.width / 2) / r;
      const [sin, cos] = [Math.sin(angle), Math.cos(angle)];
      const place = ([px, py]: Point): Point => {
        const u = px - glyph.advance / 2;
        return side === 'top'
          ? [cx + r * sin + u * cos + py * sin, cy - r * cos + u * sin - py * cos]
          : [cx + r * sin + u * cos - py * sin, cy + r * cos - u * sin - py * cos];
      };
      for (const segment of glyph.segments) segments.push({ op: segment.op, points: segment.points.map(place) });
    }
    return pathData(segments);
  }
}

/** Lettering spaced out (or in) so that its ink spans `width` exactly. */
function spanning(text: string, type: Type, width: number): Lettering {
  const natural = new Lettering(text, { ...type, tracking: 0 });
  const { left, right } = natural.ink;
  const gaps = Math.max(1, natural.glyphs.length - 1);
  return new Lettering(text, { ...type, tracking: (width - (right - left)) / gaps / type.size });
}

/**
 * SVG path data for outline commands, in relative coordinates rounded to hundredths. The
 * rounding is done on absolute positions, so it never accumulates along a path.
 */
function pathData(segments: Segment[]): string {
  const hundredths = (value: number) => Math.round(value * 100);
  const number = (value: number) => String(value / 100).replace(/^(-?)0\./, '$1.');
  let out = '';
  let last = '';
  let [cx, cy, sx, sy] = [0, 0, 0, 0];
  for (const { op, points } of segments) {
    if (op === 'Z') {
      if (last !== 'z') out += 'z';
      last = 'z';
      [cx, cy] = [sx, sy];
      continue;
    }
    const absolute = points.map(([px, py]) => [hundredths(px), hundredths(py)] as const);
    let letter = op.toLowerCase();
    let values = absolute.flatMap(([px, py]) => [px - cx, py - cy]);
    if (op === 'L' && values[1] === 0) [letter, values] = ['h', [values[0] ?? 0]];
    else if (op === 'L' && values[0] === 0) [letter, values] = ['v', [values[1] ?? 0]];
    if (op === 'L' && values.every((value) => value === 0)) continue;
    const repeat = letter === last && letter !== 'm';
    out += values.map((value, index) => (index === 0 && !repeat ? letter : value < 0 ? '' : ' ') + number(value)).join('');
    last = letter;
    const end = absolute[absolute.length - 1];
    if (end) [cx, cy] = end;
    if (op === 'M') [sx, sy] = [cx, cy];
  }
  return out;
}

const round = (value: number) => Math.round(value * 100) / 100;
const svgPath = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;

// ---------------------------------------------------------------------------------------------
const INK = '#111827';

// Certification marks: one square typographic format for the three (120 x 120).

/** Lettering at `size`, made smaller until it fits `width`. */
function fitted(text: string, weight: Weight, size: number, width: number, tracking = 0): Lettering {
  const first = new Lettering(text, { weight, size, tracking });
  const inkWidth = first.ink.right - first.ink.left;
  return inkWidth <= width ? first : new Lettering(text, { weight, size: (size * width) / inkWidth, tracking });
}

/**
 * A certification or registration as a typographic mark, not an imitation seal: the standard's
 * family in large type over its number (or, for a registration, REG.), under a rule in its colour.
 * Two lines only, so the smaller still reads at 11 px and more where the badge column shows the
 * mark at 31 px on phones (a three-line mark had 4 px words there). The edition, the registrar and
 * the certificate number are in each mark's alt text and on Services' certification table.
 */
export function badge(options: { standard: string; held: string; color: string }): string {
  const { standard, held, color } = options;
  const x = 6;
  const width = 108;
  const [family = standard, edition = ''] = standard.match(/^([A-Z]+)[\s]?([0-9]*)/)?.slice(1) ?? [];
  const lines = [
    { type: fitted(family, 800, 46, width, -0.01), baseline: 57, fill: INK },
    // A standard with no number (ITAR) is a registration, not a certification.
    { type: fitted(edition || (held === 'registration' ? 'REG.' : 'CERT.'), 800, 46, width, -0.02), baseline: 104, fill: color },
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">
  <rect x="1" y="1" width="118" height="118" rx="10" fill="#fff" stroke="#d1d5db" stroke-width="2"/>
  <rect x="${x}" y="10" width="${width}" height="5" fill="${color}"/>
  ${lines.map((line) => svgPath(line.type.inkAt(x, line.baseline), line.fill)).join('\n  ')}
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Client logos: nine fictional companies, each with its own symbol, lettering and colour. Drawn
// in 240 x 60, read at 200 x 50 in grey (the carousel), so each holds by shape, not by hue.

/** A lockup drawn from x = 0 in the 60 px high box, and how wide it came out. */
interface Lockup {
  width: number;
  body: string[];
}

const f = (value: number) => String(round(value));

/** A closed polygon through `points`. */
const polygon = (points: Point[], fill: string) => `<path d="${pathData([{ op: 'M', points: [points[0] ?? [0, 0]] }, ...points.slice(1).map((point): Segment => ({ op: 'L', points: [point] })), { op: 'Z', points: [] }])}" fill="${fill}"/>`;

/** Averlin Surgical (medical devices): a rounded cross with a white core; title-case name over a spaced-out descriptor. */
function averlin(): Lockup {
  const teal = '#0f766e';
  const name = new Lettering('Averlin', { weight: 700, size: 27, tracking: -0.02 });
  const width = name.ink.right - name.ink.left;
  const descriptor = spanning('SURGICAL', { weight: 600, size: 8.5 }, width);
  const x = 52;
  return {
    width: x + width,
    body: [
      `<rect x="13" y="10" width="14" height="40" rx="7" fill="${teal}"/>`,
      `<rect y="23" width="40" height="14" rx="7" fill="${teal}"/>`,
      `<circle cx="20" cy="30" r="4" fill="#fff"/>`,
      svgPath(name.inkAt(x, 33), INK),
      svgPath(descriptor.inkAt(x, 46), teal),
    ],
  };
}

/** Brisken Aerostructures (aerospace): a delta wing in two tones, banking; slanted heavy capitals over a rule and descriptor. */
function brisken(): Lockup {
  const navy = '#1e3a8a';
  const name = new Lettering('BRISKEN', { weight: 800, size: 25, tracking: 0.03, slant: 12 });
  const width = name.ink.right - name.ink.left;
  const descriptor = spanning('AEROSTRUCTURES', { weight: 600, size: 7, slant: 12 }, width - 2);
  const x = 54;
  return {
    width: x + width,
    body: [
      `<g transform="translate(5 -.5) rotate(24 22 30)">`,
      `<path d="M21.2 8C17 20 10 32 2 44L21.2 39.5z" fill="${navy}"/>`,
      `<path d="M22.8 8C27 20 34 32 42 44L22.8 39.5z" fill="#3b82f6"/>`,
      `</g>`,
      svgPath(name.inkAt(x, 31), navy),
      `<path d="M${f(x + 1)} 35.5h${f(width - 1)}l-.3 1.5h-${f(width - 1)}z" fill="${navy}"/>`,
      svgPath(descriptor.inkAt(x, 46), '#334155'),
    ],
  };
}

/** Tarrock Vacuum Systems (semiconductor vacuum hardware): a T cut from a chamfered block; tracked capitals on a band that carries the descriptor. */
function tarrock(): Lockup {
  const slate = '#34506b';
  const t = new Lettering('T', { weight: 800, size: 30 });
  const name = new Lettering('TARROCK', { weight: 800, size: 24, tracking: 0.12 });
  const width = name.ink.right - name.ink.left;
  const descriptor = spanning('VACUUM SYSTEMS', { weight: 700, size: 7 }, width - 10);
  const x = 53;
  return {
    width: x + width,
    body: [
      polygon([[8, 9], [34, 9], [42, 17], [42, 43], [34, 51], [8, 51], [0, 43], [0, 17]], slate),
      svgPath(t.at(21 - (t.ink.left + t.ink.right) / 2, 30 + (30 * CAP) / 2), '#fff'),
      svgPath(name.inkAt(x, 31), INK),
      `<rect x="${x}" y="35" width="${f(width)}" height="12" fill="${slate}"/>`,
      svgPath(descriptor.inkAt(x + 5, 35 + 6 + (7 * CAP) / 2), '#fff'),
    ],
  };
}

/** Epilune Wafer Systems (semiconductor equipment): a notched wafer ruled into dies; a light lowercase name. */
function epilune(): Lockup {
  const violet = '#6d28d9';
  const [cx, cy, r] = [21, 30, 20];
  const flat = cy + 16.5;
  const half = Math.sqrt(r * r - (flat - cy) ** 2);
  const lines: string[] = [];
  for (const offset of [-10.5, -3.5, 3.5, 10.5]) {
    const extent = Math.sqrt(r * r - offset * offset);
    const top = cy - extent;
    const bottom = Math.min(cy + extent, flat);
    lines.push(`<rect x="${f(cx + offset - 0.9)}" y="${f(top)}" width="1.8" height="${f(bottom - top)}" fill="#fff"/>`);
    lines.push(`<rect x="${f(cx - extent)}" y="${f(cy + offset - 0.9)}" width="${f(2 * extent)}" height="1.8" fill="#fff"/>`);
  }
  const name = new Lettering('epilune', { weight: 500, size: 31, tracking: 0.01 });
  const x = 52;
  return {
    width: x + name.ink.right - name.ink.left,
    body: [
      `<path d="M${f(cx - half)} ${f(flat)}A${r} ${r} 0 1 1 ${f(cx + half)} ${f(flat)}z" fill="${violet}"/>`,
      ...lines,
      svgPath(name.inkAt(x, 38), '#2e1065'),
    ],
  };
}

/** Pivora Robotics (robotics): heavy capitals whose O is a joint, a bearing ring round its pivot. */
function pivora(): Lockup {
  const amber = '#d97706';
  const size = 33;
  const name = new Lettering('PIVORA', { weight: 800, size, tracking: 0.05 });
  const o = name.glyphs[3];
  if (!o) throw new Error('PIVORA has an O');
  o.segments = [];
  const { left, right } = name.ink;
  const baseline = 30 + (size * CAP) / 2;
  const [cx, cy] = [o.x + o.advance / 2 - left, baseline - (size * CAP) / 2];
  const outer = (size * CAP) / 2 + 0.4;
  const stroke = 5.2;
  return {
    width: right - left,
    body: [
      svgPath(name.inkAt(0, baseline), INK),
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(outer - stroke / 2)}" fill="none" stroke="${amber}" stroke-width="${stroke}"/>`,
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="3.6" fill="${amber}"/>`,
    ],
  };
}

/** Fenlow Optics (optics and photonics): an iris diaphragm; a light name and a bold descriptor on one line. */
function fenlow(): Lockup {
  const blue = '#0369a1';
  const [cx, cy, r, aperture] = [21, 30, 21, 7.5];
  const vertex = (index: number): Point => {
    const angle = (index * Math.PI) / 3 - Math.PI / 2;
    return [cx + aperture * Math.cos(angle), cy + aperture * Math.sin(angle)];
  };
  const blades: string[] = [];
  for (let index = 0; index < 6; index++) {
    // Each blade's edge: a hexagon side carried on out to the rim.
    const [ax, ay] = vertex(index);
    const [bx, by] = vertex(index + 1);
    const [dx, dy] = [(bx - ax) / aperture, (by - ay) / aperture];
    const along = -((ax - cx) * dx + (ay - cy) * dy) + Math.sqrt(((ax - cx) * dx + (ay - cy) * dy) ** 2 - ((ax - cx) ** 2 + (ay - cy) ** 2 - r * r));
    blades.push(`M${f(ax)} ${f(ay)}L${f(ax + dx * along)} ${f(ay + dy * along)}`);
  }
  const hexagon: Point[] = [0, 1, 2, 3, 4, 5].map(vertex);
  const size = 25;
  const light = new Lettering('fenlow', { weight: 400, size, tracking: -0.01 });
  const bold = new Lettering('optics', { weight: 700, size, tracking: -0.01 });
  const x = 51;
  const gap = 0.2 * size;
  const baseline = 30 + (size * X_HEIGHT) / 2;
  return {
    width: x + light.width + gap + bold.ink.right,
    body: [
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${blue}"/>`,
      `<path d="${blades.join('')}" stroke="#fff" stroke-width="1.6" fill="none"/>`,
      polygon(hexagon, '#fff'),
      svgPath(light.inkAt(x, baseline), '#0c4a6e'),
      svgPath(bold.at(x - light.ink.left + light.width + gap, baseline), blue),
    ],
  };
}

/** Gridmere Energy (energy): the sun over three lines of horizon; a heavy name set in two tones. */
function gridmere(): Lockup {
  const green = '#15803d';
  const size = 29;
  const name = new Lettering('Gridmere', { weight: 800, size, tracking: -0.02 });
  const x = 52;
  const baseline = 30 + (size * CAP) / 2;
  const origin = x - name.ink.left;
  return {
    width: x + name.ink.right - name.ink.left,
    body: [
      `<path d="M7 29A14 14 0 0 1 35 29z" fill="${green}"/>`,
      `<rect y="33" width="42" height="3.6" rx="1.8" fill="${green}"/>`,
      `<rect x="6" y="39.5" width="30" height="3.6" rx="1.8" fill="${green}"/>`,
      `<rect x="12" y="46" width="18" height="3.6" rx="1.8" fill="${green}"/>`,
      svgPath(name.at(origin, baseline, 0, 4), green),
      svgPath(name.at(origin, baseline, 4), INK),
    ],
  };
}

/** Tolvar Motors (electric motors): a stator and rotor and the name, reversed out of one red tile. */
function tolvar(): Lockup {
  const red = '#b91c1c';
  const size = 26;
  const name = new Lettering('TOLVAR', { weight: 900, size, tracking: 0.06 });
  const [cx, cy] = [27, 30];
  const teeth: string[] = [];
  for (let index = 0; index < 6; index++) {
    const angle = (index * Math.PI) / 3;
    const [sin, cos] = [Math.sin(angle), Math.cos(angle)];
    // A tooth from the ring (r = 9.5) in to r = 6.2, 3 px wide.
    const corners: Point[] = [
      [9.5, -1.5],
      [6.2, -1.5],
      [6.2, 1.5],
      [9.5, 1.5],
    ].map(([radial, side]): Point => [cx + (radial ?? 0) * cos - (side ?? 0) * sin, cy + (radial ?? 0) * sin + (side ?? 0) * cos]);
    teeth.push(polygon(corners, '#fff'));
  }
  const x = 49;
  const width = x + name.ink.right - name.ink.left + 14;
  return {
    width,
    body: [
      `<rect y="10" width="${f(width)}" height="40" rx="7" fill="${red}"/>`,
      `<circle cx="${cx}" cy="${cy}" r="11" fill="none" stroke="#fff" stroke-width="3"/>`,
      ...teeth,
      `<circle cx="${cx}" cy="${cy}" r="3.4" fill="#fff"/>`,
      svgPath(name.inkAt(x, 30 + (size * CAP) / 2), '#fff'),
    ],
  };
}

/** Titrell Instruments (laboratory instruments): widely spaced capitals over a graduated scale with its pointer. */
function titrell(): Lockup {
  const berry = '#be185d';
  const name = new Lettering('TITRELL', { weight: 600, size: 27, tracking: 0.2 });
  const width = name.ink.right - name.ink.left;
  const ticks: string[] = [];
  const step = width / 40;
  for (let index = 0; index <= 40; index++) ticks.push(`M${f(index * step - 0.6)} 37.8v${index % 5 === 0 ? 7 : 3.5}h1.2v-${index % 5 === 0 ? 7 : 3.5}z`);
  const pointer = 0.625 * width;
  return {
    width,
    body: [
      svgPath(name.inkAt(0, 30), INK),
      `<rect x="-.5" y="36" width="${f(width + 1)}" height="1.8" fill="${berry}"/>`,
      `<path d="${ticks.join('')}" fill="${berry}"/>`,
      polygon([[pointer - 3.6, 31.4], [pointer + 3.6, 31.4], [pointer, 36]], berry),
    ],
  };
}

const CLIENT_MARKS = { averlin, brisken, tarrock, epilune, pivora, fenlow, gridmere, tolvar, titrell };
export type ClientMark = keyof typeof CLIENT_MARKS;

/** A fictional client's logo, 240 x 60, its lockup centred. */
export function clientLogo(mark: ClientMark): string {
  const { width, body } = CLIENT_MARKS[mark]();
  if (width > 236) throw new Error(`The ${mark} logo is ${width} px wide: it must fit in 240`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 60" width="240" height="60">
  <g transform="translate(${f((240 - width) / 2)} 0)">
    ${body.join('\n    ')}
  </g>
</svg>`;
}
