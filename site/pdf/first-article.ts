import { codes } from '../content/certifications.ts';
import { addressLine, brandName, company } from '../content/company.ts';
import { formatResult, limits, occurrences, requirement, sampleFirstArticle as report } from '../content/first-article.ts';
import { longDate } from '../components/longDate.ts';
import { bodyStyle, heading, itemGrid, labelStyle, paragraph, smallStyle, smallTextStyle, strongStyle, table } from './blocks.ts';
import { createDocument, write, type Doc, type TextStyle } from './document.ts';
import { flow, type Block } from './flow.ts';
import { logoPng } from './logo.ts';
import { colors, page } from './theme.ts';

/**
 * A sample AS9102 first-article report (Form 1's accountability facts, Form 2's material
 * and processes, Form 3's characteristics), drawn from site/content/first-article.ts: what a buyer
 * receives with a first lot. It says on its face and in its footer that its data are examples.
 */

const M = page.margin;
const HEADER = 92;
const FOOTER_TOP = page.height - 34;
const MAX_PAGES = 2;

/**
 * Said across each page's face as well as in its footer, over the tables: a reader of a print, or
 * of a copy of one page, still knows.
 */
function sampleMark(doc: Doc): void {
  doc.save();
  doc.opacity(0.07);
  doc.rotate(-35, { origin: [page.width / 2, page.height / 2] });
  write(doc, 'SAMPLE', { font: 'bold', size: 130, color: colors.ink, align: 'center' }, 0, page.height / 2 - 75, page.width);
  doc.restore();
}

function footer(doc: Doc, index: number, count: number): void {
  doc.rect(M, FOOTER_TOP, page.width - 2 * M, 0.5).fill(colors.line);
  const style = { ...smallStyle, size: 6.8 };
  write(doc, `${company.legalName}  ·  ${addressLine}  ·  ${company.phone}  ·  Report ${report.reportNumber}`, style, M, FOOTER_TOP + 9, 420);
  write(doc, 'Sample report: the part, numbers and results are example data for this demonstration site.', { ...style, color: colors.muted }, M, FOOTER_TOP + 19, 420);
  write(doc, `Page ${index + 1} of ${count}`, { ...style, align: 'right' }, page.width - M - 100, FOOTER_TOP + 9, 100);
}

function header(doc: Doc, logo: PDFKit.Mixins.OpenedImage): void {
  doc.rect(0, 0, page.width, HEADER).fill(colors.ink);
  doc.rect(0, HEADER, page.width, 3).fill(colors.accent);
  doc.image(logo, M, 26, { width: 40, height: 40 });
  write(doc, 'First article inspection report', { font: 'bold', size: 18, color: colors.white, spacing: -0.2 }, M + 54, 26, 330);
  write(doc, `AS9102 Rev C, Forms 1, 2 and 3  ·  ${brandName}  ·  Sample`, { font: 'regular', size: 8.6, color: colors.onDarkMuted }, M + 54, 51, 330);
  const right = { font: 'semibold' as const, size: 8.6, color: colors.white, align: 'right' as const };
  write(doc, `Report ${report.reportNumber}`, right, page.width - M - 200, 28, 200);
  write(doc, longDate(report.date), { ...right, font: 'regular', color: colors.onDarkMuted }, page.width - M - 200, 42, 200);
  write(doc, `Part ${report.part.number} Rev ${report.part.revision}`, { ...right, font: 'regular', color: colors.onDarkMuted }, page.width - M - 200, 56, 200);
}

/** Form 1's facts, in four columns of label over value. */
function accountability(doc: Doc): Block[] {
  const facts = [
    { title: 'Part number', text: report.part.number },
    { title: 'Part name', text: report.part.name },
    { title: 'Drawing revision', text: report.part.revision },
    { title: 'Serial number', text: report.part.serial },
    { title: 'Purchase order', text: report.purchaseOrder },
    { title: 'Supplier CAGE code', text: codes.cage },
    { title: 'Organization', text: `${company.legalName}, ${addressLine}` },
    { title: 'FAI type', text: 'Full, new part' },
  ];
  const value: TextStyle = { ...bodyStyle, font: 'semibold', color: colors.ink };
  return itemGrid(doc, facts, 4, 14, 8, { title: labelStyle, text: value });
}

function blocks(doc: Doc): Block[] {
  return [
    { ...heading(doc, 'Form 1: part number accountability'), spaceBefore: 0 },
    ...accountability(doc),
    heading(doc, 'Form 2: material, special processes and functional test'),
    ...table(
      doc,
      [
        { label: 'Kind', share: 1.0, style: strongStyle },
        { label: 'Specification', share: 2.6, style: smallTextStyle },
        { label: 'Evidence', share: 2.2, style: smallTextStyle },
        { label: 'Conforms', share: 0.75, style: smallTextStyle },
      ],
      report.materialAndProcesses.map((row) => [row.kind, row.specification, row.evidence, 'Yes']),
    ),
    heading(doc, 'Form 3: characteristic accountability and results'),
    ...table(
      doc,
      [
        { label: 'No.', share: 0.4, style: strongStyle },
        { label: 'Zone', share: 0.45, style: smallTextStyle },
        { label: 'Characteristic', share: 2.1, style: smallTextStyle },
        { label: 'Requirement', share: 1.25, style: smallTextStyle },
        { label: 'Result', share: 0.85, style: strongStyle },
        { label: 'Method', share: 1.2, style: smallTextStyle },
        { label: 'Conforms', share: 0.75, style: smallTextStyle },
      ],
      report.characteristics.flatMap((c) => {
        const [low, high] = limits(c);
        return occurrences(c).map((o) => [o.balloon, c.zone, o.feature, requirement(c), formatResult(c, o.result), c.method, low <= o.result && o.result <= high ? 'Yes' : 'NO']);
      }),
    ),
    paragraph(doc, 'Dimensions in inches, measured at 68 °F. CMM results from a ZEISS CONTURA with CALYPSO; the full CMM report and the ballooned drawing are attached to the original.', smallStyle, 6),
    heading(doc, 'Signatures'),
    ...table(
      doc,
      [
        { label: 'Role', share: 1, style: strongStyle },
        { label: 'Name', share: 2.2, style: smallTextStyle },
        { label: 'Date', share: 1.3, style: smallTextStyle },
        { label: 'Signature', share: 1.6, style: smallTextStyle },
      ],
      [
        ...report.signatures.map((signature) => [signature.role, signature.name, longDate(report.date), 'Signed on the original']),
        ['Customer approval', 'For the customer, on receipt', '', ''],
      ],
    ),
    paragraph(doc, 'All characteristics conform.', { ...bodyStyle, font: 'semibold', color: colors.ink }, 8),
  ];
}

export async function sampleFirstArticleReport(files: { logoSvg: Uint8Array }): Promise<Uint8Array> {
  const { doc, bytes } = createDocument({
    title: `${report.title}, ${report.part.name}`,
    author: company.legalName,
    subject: `A sample AS9102 first-article inspection report from ${company.legalName} (example data)`,
    keywords: ['AS9102', 'first article inspection', 'FAI', 'sample', `CAGE ${codes.cage}`].join(', '),
    created: new Date(`${report.date}T00:00:00Z`),
  });
  const logo = doc.openImage(await logoPng(files.logoSvg, 40));
  const pages = flow(
    blocks(doc),
    (index) => {
      doc.addPage();
      if (index > 0) return { x: M, y: M, width: page.width - 2 * M, height: FOOTER_TOP - 12 - M };
      header(doc, logo);
      return { x: M, y: HEADER + 22, width: page.width - 2 * M, height: FOOTER_TOP - 12 - (HEADER + 22) };
    },
    MAX_PAGES,
    `The sample first-article report (at most ${MAX_PAGES} pages)`,
  );
  for (let i = 0; i < pages; i++) {
    doc.switchToPage(i);
    sampleMark(doc);
    footer(doc, i, pages);
  }
  doc.end();
  return bytes;
}
