import { sectors } from '../content/about.ts';
import { certifications, codes } from '../content/certifications.ts';
import { company } from '../content/company.ts';
import { bodyStyle, bulletColumns, heading, smallStyle } from './blocks.ts';
import { measure, write, type Doc, type TextStyle } from './document.ts';
import { flow, type Block, type Frame } from './flow.ts';
import { colors } from './theme.ts';

/**
 * The cover page's side column: what a supplier-approval form asks for, each fact where a buyer
 * looks for it: codes, certificates with number and expiry, industries, contact.
 */

export const SIDEBAR_PAD = 14;
const PAD = SIDEBAR_PAD;
/** The site's address as people say it: no scheme, no www. */
export const website = company.website.replace(/^https?:\/\/(www\.)?/, '');
const date = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const strong: TextStyle = { ...bodyStyle, font: 'semibold', color: colors.ink };
const small: TextStyle = { ...smallStyle, color: colors.text };

/** Lines of text, each in its style, as one block (a certificate, an address). */
function lines(doc: Doc, rows: [string, TextStyle][], spaceBefore = 8): Block {
  const gap = 1.5;
  const height = (width: number) => rows.reduce((sum, [text, style], i) => sum + (i ? gap : 0) + measure(doc, text, style, width), 0);
  return {
    spaceBefore,
    height,
    draw: (x, y, width) => {
      let top = y;
      for (const [text, style] of rows) top += write(doc, text, style, x, top, width) + gap;
    },
  };
}

/** A label and its value side by side, the value wrapping under itself (a hanging indent). */
function fact(doc: Doc, label: string, value: string, look: { labelWidth?: number; label?: TextStyle; value?: TextStyle; spaceBefore?: number } = {}): Block {
  const { labelWidth = 58, label: labelStyle = { ...small, color: colors.muted }, value: valueStyle = strong, spaceBefore = 4 } = look;
  // Centres a smaller label on the value's first line.
  const offset = (valueStyle.size - labelStyle.size) / 2;
  return {
    spaceBefore,
    height: (width) => Math.max(offset + measure(doc, label, labelStyle, labelWidth), measure(doc, value, valueStyle, width - labelWidth)),
    draw: (x, y, width) => {
      write(doc, label, labelStyle, x, y + offset, labelWidth);
      write(doc, value, valueStyle, x + labelWidth, y, width - labelWidth);
    },
  };
}

export function sidebar(doc: Doc, area: Frame): void {
  const blocks: Block[] = [
    { ...heading(doc, 'Company data'), spaceBefore: 0 },
    fact(doc, 'CAGE code', codes.cage),
    fact(doc, 'Founded', String(company.founded)),
    fact(doc, 'Location', `${company.address.city}, ${company.address.region}`),
    lines(doc, [['NAICS codes', { ...small, color: colors.muted }]], 7),
    ...codes.naics.map((n) => fact(doc, n.code, n.title, { labelWidth: 34, label: { ...small, font: 'semibold', color: colors.ink }, value: small, spaceBefore: 2.5 })),
    heading(doc, 'Certifications'),
    ...certifications.map((c, i) =>
      lines(
        doc,
        [
          [c.standard, strong],
          [`${c.registrar}, certificate ${c.number}`, small],
          [`Valid until ${date.format(new Date(c.expires))}`, { ...small, color: colors.muted }],
        ],
        i === 0 ? 0 : 8,
      ),
    ),
    heading(doc, 'Industries'),
    bulletColumns(doc, sectors.list, 2, 8, small),
    heading(doc, 'Contact'),
    lines(
      doc,
      [
        [company.phone, strong],
        [company.email, strong],
        [company.address.street, small],
        [`${company.address.city}, ${company.address.region} ${company.address.postalCode}`, small],
        [website, small],
        [company.hours, { ...small, color: colors.muted }],
      ],
      0,
    ),
  ];
  const inner: Frame = { x: area.x + PAD, y: area.y + PAD, width: area.width - 2 * PAD, height: area.height - 2 * PAD };
  flow(blocks, () => inner, 1, 'The side column of the capability statement');
}
