import { seeded } from './random.ts';

/**
 * Placeholder shop photography, drawn as SVG scenes (lit machine interiors, turned parts, a shop
 * floor) and rasterised by sharp. Each scene is deterministic for its seed.
 */

export interface Palette {
  metal: [string, string, string];
  glow: string;
  wall: [string, string];
}

export const PALETTES: Palette[] = [
  { metal: ['#f4f6f8', '#9aa5b1', '#3e4852'], glow: '#ffb36b', wall: ['#1d2733', '#0b1016'] },
  { metal: ['#fbe6c4', '#c79a58', '#5a3d16'], glow: '#7cc4ff', wall: ['#17202b', '#07090d'] },
  { metal: ['#eef2f5', '#8b98a6', '#2c343d'], glow: '#5eead4', wall: ['#202a36', '#0a0e13'] },
  { metal: ['#f7d9c9', '#c07a58', '#4e2614'], glow: '#fdba74', wall: ['#1a222c', '#080b0f'] },
];

const defs = (p: Palette, seed: number) => `
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.wall[0]}"/><stop offset="1" stop-color="${p.wall[1]}"/></linearGradient>
    <linearGradient id="metalH" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.metal[2]}"/><stop offset=".35" stop-color="${p.metal[0]}"/><stop offset=".55" stop-color="${p.metal[1]}"/><stop offset="1" stop-color="${p.metal[2]}"/></linearGradient>
    <linearGradient id="metalV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.metal[0]}"/><stop offset=".5" stop-color="${p.metal[1]}"/><stop offset="1" stop-color="${p.metal[2]}"/></linearGradient>
    <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9dde2"/><stop offset="1" stop-color="#8d96a0"/></linearGradient>
    <radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${p.glow}" stop-opacity=".85"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
    <radialGradient id="vignette" cx=".5" cy=".45" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".7"/></radialGradient>
    <filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="2" seed="${seed}"/><feColorMatrix values="0 0 0 0 .5  0 0 0 0 .5  0 0 0 0 .5  0 0 0 .18 0"/></filter>
    <filter id="blur"><feGaussianBlur stdDeviation="18"/></filter>
    <filter id="soft"><feGaussianBlur stdDeviation="3"/></filter>
  </defs>`;

/** Bokeh highlights, out-of-focus lights in the background. */
function bokeh(size: number, p: Palette, rnd: ReturnType<typeof seeded>, count: number): string {
  return Array.from({ length: count }, () => {
    const r = rnd.range(size * 0.01, size * 0.05);
    return `<circle cx="${rnd.range(0, size)}" cy="${rnd.range(0, size * 0.55)}" r="${r}" fill="${rnd.pick([p.glow, '#ffffff', p.metal[0]])}" opacity="${rnd.range(0.05, 0.25)}" filter="url(#soft)"/>`;
  }).join('');
}

/** A turned part lying on its side: shaft with steps, grooves and a bright specular line. */
function turnedPart(x: number, y: number, length: number, radius: number, rnd: ReturnType<typeof seeded>): string {
  const steps = Math.floor(rnd.range(2, 5));
  let cursor = x;
  let out = '';
  for (let i = 0; i < steps; i++) {
    const w = (length / steps) * rnd.range(0.7, 1.2);
    const r = radius * rnd.range(0.55, 1);
    out += `<rect x="${cursor}" y="${y - r}" width="${w}" height="${r * 2}" rx="${r * 0.12}" fill="url(#metalV)"/>`;
    out += `<rect x="${cursor}" y="${y - r * 0.55}" width="${w}" height="${r * 0.12}" fill="#fff" opacity=".55"/>`;
    for (let g = 1; g < 4; g++) out += `<rect x="${cursor + (w * g) / 4}" y="${y - r}" width="${radius * 0.05}" height="${r * 2}" fill="#000" opacity=".25"/>`;
    cursor += w;
  }
  out += `<ellipse cx="${cursor}" cy="${y}" rx="${radius * 0.25}" ry="${radius * 0.9}" fill="url(#metalH)"/>`;
  return `<g>${out}<ellipse cx="${(x + cursor) / 2}" cy="${y + radius * 1.15}" rx="${(cursor - x) / 1.8}" ry="${radius * 0.18}" fill="#000" opacity=".45" filter="url(#soft)"/></g>`;
}

/** Inside a machining centre: spindle, tool, vise with a part, coolant, lit from one side. */
export function machineInterior(size: number, seed: number, p: Palette): string {
  const rnd = seeded(seed);
  const s = size;
  const spindleX = s * rnd.range(0.38, 0.6);
  const tableY = s * 0.68;
  const chips = Array.from({ length: 70 }, () => {
    const cx = spindleX + rnd.range(-s * 0.25, s * 0.25);
    const cy = tableY + rnd.range(-s * 0.02, s * 0.06);
    return `<path d="M${cx} ${cy} q ${rnd.range(-8, 8)} ${rnd.range(-10, -2)} ${rnd.range(6, 16)} ${rnd.range(-2, 4)}" stroke="${p.metal[0]}" stroke-width="${rnd.range(1.5, 3.5)}" fill="none" opacity=".8"/>`;
  }).join('');
  const spray = Array.from({ length: 40 }, () => `<circle cx="${spindleX + rnd.range(-60, 60)}" cy="${tableY - rnd.range(10, s * 0.18)}" r="${rnd.range(1, 4)}" fill="#cfe8ff" opacity="${rnd.range(0.2, 0.6)}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">${defs(p, seed)}
  <rect width="${s}" height="${s}" fill="url(#wall)"/>
  <rect x="${s * 0.05}" y="${s * 0.08}" width="${s * 0.9}" height="${s * 0.55}" fill="#0e141b" opacity=".7"/>
  ${Array.from({ length: 9 }, (_, i) => `<rect x="${s * 0.05 + i * s * 0.1}" y="${s * 0.08}" width="${s * 0.004}" height="${s * 0.55}" fill="#fff" opacity=".06"/>`).join('')}
  ${bokeh(s, p, rnd, 18)}
  <ellipse cx="${s * rnd.range(0.15, 0.85)}" cy="${s * 0.25}" rx="${s * 0.4}" ry="${s * 0.3}" fill="url(#glow)" filter="url(#blur)" opacity=".7"/>
  <rect x="${spindleX - s * 0.11}" y="0" width="${s * 0.22}" height="${s * 0.3}" fill="url(#paint)"/>
  <rect x="${spindleX - s * 0.11}" y="${s * 0.28}" width="${s * 0.22}" height="${s * 0.03}" fill="#2a323b"/>
  <rect x="${spindleX - s * 0.06}" y="${s * 0.31}" width="${s * 0.12}" height="${s * 0.1}" fill="url(#metalH)"/>
  <rect x="${spindleX - s * 0.035}" y="${s * 0.41}" width="${s * 0.07}" height="${s * 0.07}" fill="#3a4149"/>
  <rect x="${spindleX - s * 0.012}" y="${s * 0.48}" width="${s * 0.024}" height="${s * 0.13}" fill="url(#metalH)"/>
  ${Array.from({ length: 6 }, (_, i) => `<rect x="${spindleX - s * 0.012}" y="${s * 0.5 + i * s * 0.018}" width="${s * 0.024}" height="${s * 0.006}" fill="#000" opacity=".35" transform="skewY(-12)" transform-origin="${spindleX} ${s * 0.55}"/>`).join('')}
  ${spray}
  <rect x="0" y="${tableY}" width="${s}" height="${s - tableY}" fill="#1b2128"/>
  <rect x="0" y="${tableY}" width="${s}" height="${s * 0.012}" fill="${p.metal[1]}" opacity=".8"/>
  ${Array.from({ length: 5 }, (_, i) => `<rect x="0" y="${tableY + s * 0.05 + i * s * 0.06}" width="${s}" height="${s * 0.012}" fill="#0b0f13"/>`).join('')}
  <rect x="${spindleX - s * 0.2}" y="${tableY - s * 0.09}" width="${s * 0.4}" height="${s * 0.09}" fill="#2f3741"/>
  <rect x="${spindleX - s * 0.13}" y="${tableY - s * 0.15}" width="${s * 0.26}" height="${s * 0.065}" rx="${s * 0.004}" fill="url(#metalV)"/>
  <rect x="${spindleX - s * 0.13}" y="${tableY - s * 0.15}" width="${s * 0.26}" height="${s * 0.008}" fill="#fff" opacity=".7"/>
  <rect x="${spindleX - s * 0.05}" y="${tableY - s * 0.152}" width="${s * 0.1}" height="${s * 0.02}" fill="#0d1116" opacity=".5"/>
  ${chips}
  <rect width="${s}" height="${s}" fill="url(#vignette)"/>
  <rect width="${s}" height="${s}" filter="url(#grain)"/>
</svg>`;
}

/** A tray of finished turned parts, shallow depth of field. */
export function partsTray(size: number, seed: number, p: Palette): string {
  const rnd = seeded(seed);
  const s = size;
  const rows = [0.42, 0.58, 0.76];
  const parts = rows
    .map((row, r) =>
      Array.from({ length: 3 + r }, (_, i) => turnedPart(s * (0.04 + i * (0.92 / (3 + r))) + rnd.range(-10, 10), s * row, s * (0.18 + r * 0.03), s * (0.035 + r * 0.012), rnd)).join(''),
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">${defs(p, seed)}
  <rect width="${s}" height="${s}" fill="url(#wall)"/>
  ${bokeh(s, p, rnd, 26)}
  <ellipse cx="${s * 0.7}" cy="${s * 0.1}" rx="${s * 0.5}" ry="${s * 0.3}" fill="url(#glow)" filter="url(#blur)" opacity=".6"/>
  <polygon points="0,${s * 0.33} ${s},${s * 0.3} ${s},${s} 0,${s}" fill="#222a33"/>
  <polygon points="0,${s * 0.33} ${s},${s * 0.3} ${s},${s * 0.315} 0,${s * 0.345}" fill="${p.metal[1]}" opacity=".7"/>
  ${parts}
  <rect width="${s}" height="${s * 0.3}" fill="#000" opacity=".25" filter="url(#blur)"/>
  <rect width="${s}" height="${s}" fill="url(#vignette)"/>
  <rect width="${s}" height="${s}" filter="url(#grain)"/>
</svg>`;
}

/** The shop floor: rows of machines in perspective under high-bay lights. */
export function shopFloor(size: number, seed: number, p: Palette): string {
  const rnd = seeded(seed);
  const s = size;
  const horizon = s * 0.45;
  const machines = Array.from({ length: 7 }, (_, i) => {
    const depth = 1 - i / 8;
    const w = s * 0.26 * depth;
    const h = s * 0.28 * depth;
    const side = i % 2 === 0 ? -1 : 1;
    const x = s / 2 + side * (s * 0.08 + w * 0.9) * depth - w / 2 + side * s * 0.02;
    const y = horizon + s * 0.28 * depth - h;
    return `<g opacity="${0.5 + depth * 0.5}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.03}" fill="url(#paint)"/>
      <rect x="${x + w * 0.12}" y="${y + h * 0.18}" width="${w * 0.5}" height="${h * 0.45}" fill="#0f161d"/>
      <rect x="${x + w * 0.12}" y="${y + h * 0.18}" width="${w * 0.5}" height="${h * 0.45}" fill="url(#glow)" opacity=".45"/>
      <rect x="${x + w * 0.7}" y="${y + h * 0.2}" width="${w * 0.2}" height="${h * 0.3}" fill="#1f2933"/>
      <rect x="${x + w * 0.72}" y="${y + h * 0.23}" width="${w * 0.16}" height="${h * 0.12}" fill="${p.glow}" opacity=".7"/>
      <rect x="${x}" y="${y + h * 0.92}" width="${w}" height="${h * 0.08}" fill="#f59e0b"/></g>`;
  })
    .reverse()
    .join('');
  const lights = Array.from({ length: 6 }, (_, i) => {
    const y = s * 0.05 + i * s * 0.055;
    const w = s * (0.2 - i * 0.025);
    return `<rect x="${s / 2 - w / 2}" y="${y}" width="${w}" height="${s * 0.012}" fill="#fff" opacity=".9"/><ellipse cx="${s / 2}" cy="${y + s * 0.02}" rx="${w}" ry="${s * 0.04}" fill="url(#glow)" opacity=".35"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">${defs(p, seed)}
  <rect width="${s}" height="${s}" fill="url(#wall)"/>
  <polygon points="0,0 ${s},0 ${s * 0.62},${horizon} ${s * 0.38},${horizon}" fill="#111820"/>
  ${lights}
  <polygon points="0,${s} ${s},${s} ${s * 0.6},${horizon} ${s * 0.4},${horizon}" fill="#3a4149"/>
  <polygon points="${s * 0.46},${s} ${s * 0.54},${s} ${s * 0.505},${horizon} ${s * 0.495},${horizon}" fill="#facc15" opacity=".55"/>
  ${bokeh(s, p, rnd, 12)}
  ${machines}
  <rect width="${s}" height="${s}" fill="url(#vignette)"/>
  <rect width="${s}" height="${s}" filter="url(#grain)"/>
</svg>`;
}

/** Inspection: a CMM probe touching a bright machined block on a granite table. */
export function inspection(size: number, seed: number, p: Palette): string {
  const rnd = seeded(seed);
  const s = size;
  const px = s * rnd.range(0.45, 0.6);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">${defs(p, seed)}
  <rect width="${s}" height="${s}" fill="url(#wall)"/>
  ${bokeh(s, p, rnd, 20)}
  <ellipse cx="${s * 0.3}" cy="${s * 0.2}" rx="${s * 0.45}" ry="${s * 0.3}" fill="url(#glow)" filter="url(#blur)" opacity=".55"/>
  <rect x="${s * 0.08}" y="${s * 0.08}" width="${s * 0.06}" height="${s * 0.6}" fill="url(#paint)"/>
  <rect x="${s * 0.86}" y="${s * 0.08}" width="${s * 0.06}" height="${s * 0.6}" fill="url(#paint)"/>
  <rect x="${s * 0.06}" y="${s * 0.08}" width="${s * 0.88}" height="${s * 0.07}" fill="url(#paint)"/>
  <rect x="${px - s * 0.05}" y="${s * 0.15}" width="${s * 0.1}" height="${s * 0.12}" fill="#cfd5db"/>
  <rect x="${px - s * 0.02}" y="${s * 0.27}" width="${s * 0.04}" height="${s * 0.2}" fill="url(#metalH)"/>
  <rect x="${px - s * 0.005}" y="${s * 0.47}" width="${s * 0.01}" height="${s * 0.06}" fill="#9aa5b1"/>
  <circle cx="${px}" cy="${s * 0.535}" r="${s * 0.009}" fill="#ef4444"/>
  <rect x="0" y="${s * 0.66}" width="${s}" height="${s * 0.34}" fill="#23272c"/>
  ${Array.from({ length: 120 }, () => `<circle cx="${rnd.range(0, s)}" cy="${rnd.range(s * 0.66, s)}" r="${rnd.range(0.8, 2.5)}" fill="#fff" opacity="${rnd.range(0.05, 0.2)}"/>`).join('')}
  <polygon points="${px - s * 0.2},${s * 0.66} ${px + s * 0.2},${s * 0.66} ${px + s * 0.16},${s * 0.545} ${px - s * 0.16},${s * 0.545}" fill="url(#metalV)"/>
  <rect x="${px - s * 0.2}" y="${s * 0.66}" width="${s * 0.4}" height="${s * 0.04}" fill="${p.metal[2]}"/>
  ${Array.from({ length: 4 }, (_, i) => `<circle cx="${px - s * 0.12 + i * s * 0.08}" cy="${s * 0.6}" r="${s * 0.018}" fill="#1c2229"/><circle cx="${px - s * 0.12 + i * s * 0.08}" cy="${s * 0.597}" r="${s * 0.012}" fill="url(#metalH)"/>`).join('')}
  <rect width="${s}" height="${s}" fill="url(#vignette)"/>
  <rect width="${s}" height="${s}" filter="url(#grain)"/>
</svg>`;
}

export const SCENES = { machineInterior, partsTray, shopFloor, inspection };
