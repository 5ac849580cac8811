import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff';

/**
 * The look of the site's PDFs: the site's colours (site/styles/base.css; a test holds them equal)
 * and its brand face, Inter. Static weights in WOFF: fontkit cannot subset a variable font's other
 * weights, and it fails on some WOFF2 glyph tables.
 */
export const colors = {
  ink: '#0b1118',
  steel: '#1b2633',
  text: '#18202b',
  muted: '#525d6c',
  line: '#dfe4ea',
  paper: '#f4f6f8',
  white: '#ffffff',
  accent: '#f97316',
  accentInk: '#b93f0a',
  onDarkMuted: '#b6c0cc',
};

export const fonts = {
  regular: { name: 'Inter', bytes: inter400 },
  semibold: { name: 'Inter-SemiBold', bytes: inter600 },
  bold: { name: 'Inter-Bold', bytes: inter700 },
};
export type FontName = keyof typeof fonts;

/** US Letter, in points. */
export const page = { width: 612, height: 792, margin: 40 };

/** Type sizes in points, with the gap pdfkit adds between lines. */
export const type = {
  body: { size: 8.4, lineGap: 2.4 },
  small: { size: 7.4, lineGap: 1.8 },
  label: { size: 6.6, spacing: 0.6 },
  heading: { size: 9, spacing: 0.9 },
};
