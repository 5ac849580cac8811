/** Vector marks: the logo, certification badges and fictional client logos. */

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

export function badge(options: { top: string; middle: string; bottom: string; color: string }): string {
  const { top, middle, bottom, color } = options;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">
  <defs><path id="arc-top" d="M20 60 A40 40 0 0 1 100 60"/><path id="arc-bottom" d="M16 60 A44 44 0 0 0 104 60"/></defs>
  <circle cx="60" cy="60" r="58" fill="#fff"/>
  <circle cx="60" cy="60" r="54" fill="${color}"/>
  <circle cx="60" cy="60" r="38" fill="#fff"/>
  <text font-family="Arial, Helvetica, sans-serif" font-size="11" font-weight="700" fill="#fff" letter-spacing="1.5"><textPath href="#arc-top" startOffset="50%" text-anchor="middle">${top}</textPath></text>
  <text font-family="Arial, Helvetica, sans-serif" font-size="10" font-weight="700" fill="#fff" letter-spacing="1.5"><textPath href="#arc-bottom" startOffset="50%" text-anchor="middle" dominant-baseline="hanging">${bottom}</textPath></text>
  <text x="60" y="67" font-family="Arial, Helvetica, sans-serif" font-size="${middle.length > 5 ? 17 : 22}" font-weight="800" fill="${color}" text-anchor="middle">${middle}</text>
</svg>`;
}

export function clientLogo(name: string, glyph: 'hex' | 'ring' | 'bars' | 'wave' | 'diamond' | 'bolt', color: string): string {
  const glyphs = {
    hex: `<polygon points="20,4 34,12 34,28 20,36 6,28 6,12" fill="${color}"/><polygon points="20,12 27,16 27,24 20,28 13,24 13,16" fill="#fff"/>`,
    ring: `<circle cx="20" cy="20" r="15" fill="none" stroke="${color}" stroke-width="6"/><circle cx="20" cy="20" r="4" fill="${color}"/>`,
    bars: `<rect x="5" y="22" width="7" height="13" fill="${color}"/><rect x="16" y="13" width="7" height="22" fill="${color}"/><rect x="27" y="5" width="7" height="30" fill="${color}"/>`,
    wave: `<path d="M3 24 Q11 8 20 20 T37 16" fill="none" stroke="${color}" stroke-width="6" stroke-linecap="round"/>`,
    diamond: `<rect x="9" y="9" width="22" height="22" transform="rotate(45 20 20)" fill="${color}"/><rect x="15" y="15" width="10" height="10" transform="rotate(45 20 20)" fill="#fff"/>`,
    bolt: `<polygon points="22,3 8,23 18,23 15,37 32,15 21,15" fill="${color}"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 60" width="240" height="60">
  <g transform="translate(8 10)">${glyphs[glyph]}</g>
  <text x="58" y="38" font-family="Arial, Helvetica, sans-serif" font-size="21" font-weight="700" fill="#1f2937" letter-spacing=".5">${name}</text>
</svg>`;
}
