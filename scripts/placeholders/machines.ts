import { seeded } from './random.ts';

/** Studio shots of the equipment list: a machine enclosure on a seamless backdrop. */

export type MachineKind = 'vmc' | 'lathe' | 'fiveAxis' | 'cmm' | 'swiss' | 'hmc';

export function machineStudio(kind: MachineKind, seed: number, accent: string): string {
  const w = 1200;
  const h = 900;
  const rnd = seeded(seed);
  const wide = kind === 'lathe' || kind === 'swiss' || kind === 'hmc';
  const mw = wide ? w * 0.74 : w * 0.52;
  const mh = kind === 'cmm' ? h * 0.6 : h * 0.56;
  const x = (w - mw) / 2;
  const y = h * 0.78 - mh;
  const door = kind === 'cmm'
    ? `<rect x="${x + mw * 0.08}" y="${y}" width="${mw * 0.08}" height="${mh}" fill="url(#body)"/><rect x="${x + mw * 0.84}" y="${y}" width="${mw * 0.08}" height="${mh}" fill="url(#body)"/>
       <rect x="${x + mw * 0.05}" y="${y}" width="${mw * 0.9}" height="${mh * 0.12}" fill="url(#body)"/><rect x="${x + mw * 0.46}" y="${y + mh * 0.12}" width="${mw * 0.08}" height="${mh * 0.45}" fill="#c9ced4"/>
       <rect x="0" y="0" width="0" height="0"/><rect x="${x}" y="${y + mh * 0.82}" width="${mw}" height="${mh * 0.18}" fill="#2b2f33"/>`
    : `<rect x="${x}" y="${y}" width="${mw}" height="${mh}" rx="14" fill="url(#body)"/>
       <rect x="${x + mw * 0.1}" y="${y + mh * 0.14}" width="${mw * (wide ? 0.55 : 0.5)}" height="${mh * 0.5}" rx="8" fill="#121920"/>
       <rect x="${x + mw * 0.1}" y="${y + mh * 0.14}" width="${mw * (wide ? 0.55 : 0.5)}" height="${mh * 0.5}" rx="8" fill="url(#window)"/>
       <rect x="${x + mw * 0.13}" y="${y + mh * 0.17}" width="${mw * 0.04}" height="${mh * 0.44}" fill="#fff" opacity=".18"/>
       <rect x="${x + mw * 0.72}" y="${y + mh * 0.12}" width="${mw * 0.2}" height="${mh * 0.34}" rx="6" fill="#20272e"/>
       <rect x="${x + mw * 0.74}" y="${y + mh * 0.15}" width="${mw * 0.16}" height="${mh * 0.14}" fill="${accent}" opacity=".85"/>
       ${Array.from({ length: 6 }, (_, i) => `<circle cx="${x + mw * (0.76 + (i % 3) * 0.05)}" cy="${y + mh * (0.35 + Math.floor(i / 3) * 0.05)}" r="6" fill="${rnd.pick(['#e5e7eb', '#ef4444', '#22c55e'])}"/>`).join('')}
       <rect x="${x}" y="${y + mh * 0.86}" width="${mw}" height="${mh * 0.14}" rx="6" fill="#2b2f33"/>
       <rect x="${x}" y="${y}" width="${mw}" height="${mh * 0.06}" rx="6" fill="${accent}"/>`;
  const fiveAxis = kind === 'fiveAxis'
    ? `<rect x="${x + mw * 0.62}" y="${y - mh * 0.22}" width="${mw * 0.3}" height="${mh * 0.22}" rx="8" fill="url(#body)"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <radialGradient id="backdrop" cx=".5" cy=".35" r=".8"><stop offset="0" stop-color="#f3f5f7"/><stop offset=".7" stop-color="#c9d0d7"/><stop offset="1" stop-color="#8c96a0"/></radialGradient>
    <linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f5f6f7"/><stop offset=".6" stop-color="#d3d8dd"/><stop offset="1" stop-color="#9aa3ad"/></linearGradient>
    <linearGradient id="window" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}" stop-opacity=".35"/><stop offset=".5" stop-color="#0b1116" stop-opacity="0"/><stop offset="1" stop-color="#9ad1ff" stop-opacity=".25"/></linearGradient>
    <filter id="shadow"><feGaussianBlur stdDeviation="22"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#backdrop)"/>
  <ellipse cx="${w / 2}" cy="${h * 0.8}" rx="${mw * 0.6}" ry="${h * 0.04}" fill="#000" opacity=".45" filter="url(#shadow)"/>
  ${fiveAxis}${door}
</svg>`;
}
