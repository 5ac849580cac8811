import { aboutIntro, equipment, sectors } from '../content/about.ts';
import { certifications, codes } from '../content/certifications.ts';
import { addressLine, brandName, company } from '../content/company.ts';
import { capabilities, finishing, materials, quality, serviceCards } from '../content/services.ts';
import { bodyStyle, bulletColumns, heading, itemGrid, paragraph, sideBySide, smallStyle, table } from './blocks.ts';
import { createDocument, write, type Doc } from './document.ts';
import { flow, type Block, type Frame } from './flow.ts';
import { logoPng } from './logo.ts';
import { SIDEBAR_PAD, sidebar, website } from './sidebar.ts';
import { colors, page } from './theme.ts';

/**
 * The capability statement a buyer files with a supplier's approval: two US Letter pages drawn
 * from the same content modules as the site, so the two never disagree. Page 1: who we are, what
 * we make and hold, and the facts a supplier form asks for (codes, certificates, contact) in a
 * side column; page 2: equipment, materials, finishing and quality.
 */

const M = page.margin;
const HEADER = 132;
const FOOTER_TOP = page.height - 34;
const SIDEBAR = { width: 168, gap: 22 };
const MAIN_WIDTH = page.width - 2 * M - SIDEBAR.width - SIDEBAR.gap;
const RUNNING_HEADER = 64;
const MAX_PAGES = 2;


function coverHeader(doc: Doc, logo: PDFKit.Mixins.OpenedImage): void {
  doc.rect(0, 0, page.width, HEADER).fill(colors.ink);
  doc.rect(0, HEADER, page.width, 3).fill(colors.accent);
  doc.image(logo, M, 38, { width: 50, height: 50 });
  const left = M + 66;
  write(doc, 'Capability statement', { font: 'bold', size: 7.6, spacing: 0.4, color: colors.accent, upper: true }, left, 37, 300);
  write(doc, brandName, { font: 'bold', size: 26, color: colors.white, spacing: -0.4 }, left, 50, 320);
  write(doc, `${company.legalName}  ·  Contract CNC machining since ${company.founded}`, { font: 'regular', size: 8.6, color: colors.onDarkMuted }, left, 83, 320);
  const right = page.width - M - SIDEBAR.width;
  const contact = { font: 'semibold' as const, size: 8.6, color: colors.white, align: 'right' as const };
  write(doc, company.phone, contact, right, 40, SIDEBAR.width);
  write(doc, company.email, contact, right, 54, SIDEBAR.width);
  write(doc, website, { ...contact, font: 'regular', color: colors.onDarkMuted }, right, 68, SIDEBAR.width);
  write(doc, `${company.address.city}, ${company.address.region}`, { ...contact, font: 'regular', color: colors.onDarkMuted }, right, 82, SIDEBAR.width);
  const facts = certifications.map((c) => c.short).join('   ·   ');
  write(doc, facts, { font: 'semibold', size: 7.4, spacing: 0.3, color: colors.white, upper: true }, left, 108, 420);
}

function runningHeader(doc: Doc, logo: PDFKit.Mixins.OpenedImage): void {
  doc.image(logo, M, 26, { width: 20, height: 20 });
  write(doc, brandName, { font: 'bold', size: 10, color: colors.ink }, M + 28, 28.5, 200);
  write(doc, 'Capability statement', { font: 'regular', size: 8.4, color: colors.muted }, M + 28, 41, 200);
  const style = { font: 'regular' as const, size: 8.4, color: colors.muted, align: 'right' as const };
  write(doc, `${company.phone}  ·  ${company.email}`, style, page.width - M - 260, 35, 260);
  doc.rect(M, 54, page.width - 2 * M, 1.5).fill(colors.accent);
}

function footer(doc: Doc, index: number, count: number): void {
  doc.rect(M, FOOTER_TOP, page.width - 2 * M, 0.5).fill(colors.line);
  const style = { ...smallStyle, size: 6.8 };
  write(doc, `${company.legalName}  ·  ${addressLine}  ·  ${company.phone}  ·  ${company.email}`, style, M, FOOTER_TOP + 9, 440);
  write(doc, `Page ${index + 1} of ${count}`, { ...style, align: 'right' }, page.width - M - 80, FOOTER_TOP + 9, 80);
}

/** What the site says about the shop, as the flowing part of the statement. */
function story(doc: Doc): Block[] {
  const lead = { ...bodyStyle, font: 'semibold' as const, size: 10.2, lineGap: 2.6, color: colors.ink };
  const equipmentRows = equipment.map((item) => [
    item.name,
    item.kind,
    item.description ? `${item.description}${item.sizeLabel ? `\n${item.sizeLabel}` : ''}` : '',
    item.specs.map((spec) => `${spec.label}: ${spec.value}`).join('\n'),
  ]);
  const name = { ...bodyStyle, font: 'semibold' as const, color: colors.ink };
  const small = { ...smallStyle, color: colors.text };
  return [
    heading(doc, 'Company overview'),
    paragraph(doc, aboutIntro.lead, lead, 0),
    ...aboutIntro.text.map((text) => paragraph(doc, text)),
    heading(doc, 'Core capabilities'),
    ...itemGrid(doc, serviceCards.map((card) => ({ title: card.name, text: card.description })), 2),
    heading(doc, capabilities.title),
    ...table(
      doc,
      [
        { label: 'Process', share: 1.25, style: name },
        { label: 'Part envelope, in', share: 1.2 },
        { label: 'Standard, in', share: 0.95 },
        { label: 'Tightest, in', share: 0.95 },
      ],
      capabilities.rows.map((row) => [row.process, row.envelope, row.standard, row.tightest]),
    ),
    paragraph(doc, capabilities.notes.join(' '), smallStyle, 6),
    { ...heading(doc, 'Equipment'), breakBefore: true },
    ...table(
      doc,
      [
        { label: 'Machine', share: 1.15, style: name },
        { label: 'Type', share: 1.3, style: small },
        { label: 'Capacity', share: 1.2, style: small },
        { label: 'Specifications', share: 1.65, style: small },
      ],
      equipmentRows,
    ),
    heading(doc, materials.title),
    ...table(
      doc,
      [
        { label: 'Material', share: 1.05, style: name },
        { label: 'Alloys and grades', share: 2.4, style: small },
        { label: 'Typical parts', share: 1.6, style: small },
      ],
      materials.families.map((family) => [family.family, family.alloys, family.use]),
    ),
    sideBySide(
      [heading(doc, finishing.title), bulletColumns(doc, finishing.items, 1)],
      [heading(doc, 'Quality'), ...itemGrid(doc, quality.items, 1, 0, 5)],
      24,
    ),
  ];
}

export async function capabilityStatement(files: { logoSvg: Uint8Array }): Promise<Uint8Array> {
  const { doc, bytes } = createDocument({
    title: `${brandName} capability statement`,
    author: company.legalName,
    subject: `CNC machining capabilities, equipment, materials, certifications and contact of ${company.legalName}, ${company.address.city}, ${company.address.region}`,
    keywords: ['capability statement', 'CNC machining', `CAGE ${codes.cage}`, ...codes.naics.map((n) => `NAICS ${n.code}`), ...certifications.map((c) => c.standard)].join(', '),
  });
  // Opened once: both headers draw the one image object (see pdfkit-open-image.d.ts).
  const logo = doc.openImage(await logoPng(files.logoSvg, 50));
  const frames: Frame[] = [];
  const frame = (index: number): Frame => {
    doc.addPage();
    if (index === 0) {
      coverHeader(doc, logo);
      const top = HEADER + 3;
      doc.rect(page.width - M - SIDEBAR.width, top, SIDEBAR.width, FOOTER_TOP - 14 - top).fill(colors.paper);
      sidebar(doc, { x: page.width - M - SIDEBAR.width, y: top, width: SIDEBAR.width, height: FOOTER_TOP - 14 - top });
      // The main column's first line lines up with the side column's (its padding).
      frames.push({ x: M, y: top + SIDEBAR_PAD, width: MAIN_WIDTH, height: FOOTER_TOP - 16 - (top + SIDEBAR_PAD) });
    } else {
      runningHeader(doc, logo);
      frames.push({ x: M, y: RUNNING_HEADER + 4, width: page.width - 2 * M, height: FOOTER_TOP - 16 - (RUNNING_HEADER + 4) });
    }
    return frames[index]!;
  };
  const pages = flow(story(doc), frame, MAX_PAGES, `The capability statement (at most ${MAX_PAGES} pages)`);
  for (let i = 0; i < pages; i++) {
    doc.switchToPage(i);
    footer(doc, i, pages);
  }
  doc.end();
  return bytes;
}
