import { company } from '../content/company.ts';
import { sampleFirstArticle, type Characteristic } from '../content/first-article.ts';
import { createDocument, widthOf, write, type Doc, type TextStyle } from './document.ts';

/**
 * The drawing of the sample first article's part (KP-40217, the wafer-handling end effector), as
 * a sheet in negative for the Contact banner: the top and side views to scale, every
 * characteristic the report measures dimensioned with its tolerance and its balloon number, the
 * GD&T frames, the notes and the title block. Drawn from the report's own data, so the drawing and
 * the report agree; a dark sheet, since the banner's headline sits on it.
 */

const SHEET = { width: 960, height: 540 };
const INK = { paper: '#0f1822', line: '#7d90a5', faint: '#3a4a5c', text: '#a9b8c8', accent: '#f97316' };
/** Points per inch of the part: 11 in long, 660 pt on a 960 pt sheet. */
const SCALE = 60;

const part = sampleFirstArticle.part;
const characteristic = (balloon: number): Characteristic => {
  const found = sampleFirstArticle.characteristics.find((c) => c.balloon === balloon);
  if (!found) throw new Error(`site/content/first-article.ts: the drawing dimensions balloon ${balloon}, which the report no longer has.`);
  return found;
};
/** ".138" as a drawing writes inches: no leading zero, the report's places. */
const inch = (n: number, places = 3) => n.toFixed(places).replace(/^0\./, '.');
const sizeOf = (balloon: number) => {
  const c = characteristic(balloon);
  const shown = places(c.tolerance);
  return { nominal: c.nominal ?? 0, text: `${inch(c.nominal ?? 0, shown)} ±${inch(c.tolerance, shown)}`, count: c.results.length };
};
const places = (n: number) => Math.max(3, (String(n).split('.')[1] ?? '').length);
const limitOf = (balloon: number) => inch(characteristic(balloon).tolerance, places(characteristic(balloon).tolerance));

const TEXT: TextStyle = { font: 'semibold', size: 7.5, color: INK.text };
const SMALL: TextStyle = { font: 'regular', size: 6.2, color: INK.text };

export async function partDrawing(): Promise<Uint8Array> {
  const { doc, bytes } = createDocument({
    title: `${part.number} Rev ${part.revision}, ${part.name}`,
    author: company.legalName,
    subject: `Drawing of ${part.number}, the part of the sample first-article report`,
    keywords: [part.number, 'drawing'].join(', '),
    created: new Date(`${sampleFirstArticle.date}T12:00:00Z`),
  });
  doc.addPage({ size: [SHEET.width, SHEET.height], margin: 0 });
  doc.rect(0, 0, SHEET.width, SHEET.height).fill(INK.paper);
  frame(doc);
  topView(doc, 150, 105);
  sideView(doc, 150, 405);
  notes(doc, 40, 440);
  titleBlock(doc, 620, 440);
  doc.end();
  return bytes;
}

const stroke = (doc: Doc, width = 0.9, color = INK.line) => doc.lineWidth(width).strokeColor(color);

/** The sheet's border with its zone letters and numbers, as the report's "zone" column uses them. */
function frame(doc: Doc) {
  stroke(doc, 1.2).rect(18, 18, SHEET.width - 36, SHEET.height - 36).stroke();
  stroke(doc, 0.6, INK.faint).rect(28, 28, SHEET.width - 56, SHEET.height - 56).stroke();
  for (let i = 0; i < 8; i++) {
    const x = 28 + ((i + 0.5) * (SHEET.width - 56)) / 8;
    write(doc, String(8 - i), { ...SMALL, align: 'center' }, x - 10, 20, 20);
  }
  ['D', 'C', 'B', 'A'].forEach((letter, i) => write(doc, letter, { ...SMALL, align: 'center' }, 18, 28 + ((i + 0.5) * (SHEET.height - 56)) / 4 - 4, 10));
}

/**
 * A dimension between two points on a horizontal or vertical line, arrowheads in; its text above a
 * horizontal one, beside a vertical one (to its left where `left`), its balloon after the text.
 */
function dimension(doc: Doc, [x1, y1]: [number, number], [x2, y2]: [number, number], text: string, balloon: number, left = false) {
  stroke(doc, 0.6).moveTo(x1, y1).lineTo(x2, y2).stroke();
  const horizontal = y1 === y2;
  for (const [x, y, sign] of [[x1, y1, 1], [x2, y2, -1]] as const) {
    const tip = horizontal ? `M${x} ${y} l${sign * 6} -2 l0 4 Z` : `M${x} ${y} l-2 ${sign * 6} l4 0 Z`;
    doc.path(tip).fill(INK.line);
  }
  const width = widthOf(doc, text, TEXT);
  const [mx, my] = [(x1 + x2) / 2, (y1 + y2) / 2];
  const [tx, ty] = horizontal ? [mx - width / 2, my - 11] : left ? [mx - 30 - width, my - 4] : [mx + 6, my - 4];
  write(doc, text, TEXT, tx, ty, width + 2);
  bubble(doc, tx + width + 10, ty + 4, balloon);
}

/** A balloon: the characteristic's number in a circle, as the report numbers it. */
function bubble(doc: Doc, x: number, y: number, balloon: number) {
  stroke(doc, 0.8, INK.accent).circle(x, y, 6.5).stroke();
  write(doc, String(balloon), { font: 'bold', size: 6.5, color: INK.accent, align: 'center' }, x - 7, y - 3.4, 14);
}

/** A leader from a feature to its callout. */
function leader(doc: Doc, from: [number, number], to: [number, number], text: string, balloons: number[]) {
  stroke(doc, 0.6).moveTo(...from).lineTo(...to).lineTo(to[0] + 8, to[1]).stroke();
  doc.circle(from[0], from[1], 1.3).fill(INK.line);
  write(doc, text, TEXT, to[0] + 11, to[1] - 4, 200);
  const width = widthOf(doc, text, TEXT);
  balloons.forEach((balloon, i) => bubble(doc, to[0] + 20 + width + i * 16, to[1], balloon));
}

/** A feature control frame: the symbol drawn (position: a circle and cross; flatness: a parallelogram), the tolerance, the datums. */
function controlFrame(doc: Doc, x: number, y: number, symbol: 'position' | 'flatness', tolerance: string, datums: string[], balloon: number) {
  const cells = [16, widthOf(doc, tolerance, TEXT) + 10, ...datums.map(() => 14)];
  stroke(doc, 0.7);
  let left = x;
  for (const width of cells) {
    doc.rect(left, y, width, 14).stroke();
    left += width;
  }
  if (symbol === 'position') {
    doc.circle(x + 8, y + 7, 3.6).stroke();
    doc.moveTo(x + 3, y + 7).lineTo(x + 13, y + 7).moveTo(x + 8, y + 2).lineTo(x + 8, y + 12).stroke();
  } else {
    doc.path(`M${x + 3} ${y + 10} L${x + 6} ${y + 4} L${x + 13} ${y + 4} L${x + 10} ${y + 10} Z`).stroke();
  }
  write(doc, tolerance, TEXT, x + 21, y + 3.5, cells[1]!);
  datums.forEach((datum, i) => write(doc, datum, { ...TEXT, align: 'center' }, x + 16 + cells[1]! + i * 14, y + 3.5, 14));
  bubble(doc, left + 10, y + 7, balloon);
}

function topView(doc: Doc, x0: number, top: number) {
  const length = characteristic(1).nominal! * SCALE;
  const width = characteristic(2).nominal! * SCALE;
  const slot = characteristic(5).nominal! * SCALE;
  const radius = characteristic(6).nominal! * SCALE;
  const slotDepth = 4.2 * SCALE;
  const middle = top + width / 2;
  const tip = x0 + length;
  const root = 1.6 * SCALE;
  // The outline: the blade with the slot cut from its tip, the slot's end a half circle.
  stroke(doc, 1.3).path(
    `M${x0} ${top} L${tip - 6} ${top} Q${tip} ${top} ${tip} ${top + 6} L${tip} ${middle - slot / 2} L${tip - slotDepth + radius} ${middle - slot / 2} A${radius} ${radius} 0 0 0 ${tip - slotDepth + radius} ${middle + slot / 2} L${tip} ${middle + slot / 2} L${tip} ${top + width - 6} Q${tip} ${top + width} ${tip - 6} ${top + width} L${x0} ${top + width} Z`,
  ).stroke();
  // The mounting block's edge, and the centre line.
  stroke(doc, 0.8).moveTo(x0 + root, top).lineTo(x0 + root, top + width).stroke();
  stroke(doc, 0.5, INK.faint).dash(12, { space: 3 }).moveTo(x0 - 14, middle).lineTo(tip + 14, middle).stroke().undash();
  // A vacuum groove along each tine, three ports in each.
  const tine = (width - slot) / 2;
  const groove = characteristic(9).nominal! * SCALE;
  const port = characteristic(7).nominal! * SCALE;
  const ports: [number, number][] = [];
  for (const y of [top + tine / 2, top + width - tine / 2]) {
    stroke(doc, 0.7).roundedRect(tip - slotDepth + 30, y - groove / 2 - 1.5, slotDepth - 44, groove + 3, 3).stroke();
    for (let i = 0; i < 3; i++) {
      const x = tip - slotDepth + 60 + i * ((slotDepth - 90) / 2);
      doc.circle(x, y, port / 2 + 1.2).fill(INK.line);
      ports.push([x, y]);
    }
  }
  // Three counterbored mounting holes in the block.
  for (let i = 0; i < 3; i++) {
    const y = top + width * (0.22 + 0.28 * i);
    stroke(doc, 0.8).circle(x0 + root / 2, y, (characteristic(12).nominal! * SCALE) / 2 + 2).stroke();
    doc.circle(x0 + root / 2, y, 3).stroke();
  }
  write(doc, `${part.number} REV ${part.revision}`, { ...SMALL, font: 'semibold' }, x0 + root + 10, top + width - 14, 120);

  dimension(doc, [x0, top - 26], [tip, top - 26], sizeOf(1).text, 1);
  stroke(doc, 0.4).moveTo(x0, top - 4).lineTo(x0, top - 30).moveTo(tip, top - 4).lineTo(tip, top - 30).stroke();
  dimension(doc, [x0 - 24, top], [x0 - 24, top + width], sizeOf(2).text, 2, true);
  dimension(doc, [tip + 26, middle - slot / 2], [tip + 26, middle + slot / 2], sizeOf(5).text, 5);
  leader(doc, [tip - slotDepth + radius - radius * 0.7, middle - radius * 0.7], [tip - slotDepth - 20, middle - 86], `R${sizeOf(6).text}`, [6]);
  const [px, py] = ports[3]!;
  leader(doc, [px, py], [px - 90, top + width + 30], `${sizeOf(7).count}X Ø${sizeOf(7).text}`, [7]);
  controlFrame(doc, px - 79, top + width + 40, 'position', `Ø${limitOf(8)}`, ['A', 'B'], 8);
  leader(doc, [tip - 40, top + tine / 2], [tip - 60, top - 62], `GROOVE ${inch(characteristic(9).nominal!)} WIDE X ${inch(characteristic(10).nominal!)} DEEP`, [9, 10]);
  // Above the plate: the banner's headline sits over the sheet's lower left.
  leader(doc, [x0 + root / 2, top + width * 0.22], [x0 + 70, top - 62], `3X C'BORE Ø${sizeOf(12).text} X ${inch(characteristic(13).nominal!)} DEEP, FOR #8 SHCS`, [12, 13, 14]);
  // Datum B, the root end the ports and holes are positioned from.
  doc.path(`M${x0} ${middle + 40} l-8 -5 l0 10 Z`).fill(INK.line);
  stroke(doc, 0.7).rect(x0 - 22, middle + 33, 14, 14).stroke();
  write(doc, 'B', { ...TEXT, align: 'center' }, x0 - 22, middle + 36.5, 14);
}

function sideView(doc: Doc, x0: number, y: number) {
  const length = characteristic(1).nominal! * SCALE;
  const thickness = characteristic(3).nominal! * SCALE;
  const block = characteristic(11).nominal! * SCALE;
  const root = 1.6 * SCALE;
  stroke(doc, 1.3).path(`M${x0} ${y} L${x0 + length} ${y} L${x0 + length} ${y - thickness} L${x0 + root} ${y - thickness} L${x0 + root} ${y - block} L${x0} ${y - block} Z`).stroke();
  // Datum A, the blade's underside.
  doc.path(`M${x0 + 300} ${y} l-5 8 l10 0 Z`).fill(INK.line);
  stroke(doc, 0.7).rect(x0 + 293, y + 8, 14, 13).stroke();
  write(doc, 'A', { ...TEXT, align: 'center' }, x0 + 293, y + 11, 14);
  dimension(doc, [x0 + length + 26, y - thickness], [x0 + length + 26, y], sizeOf(3).text, 3);
  dimension(doc, [x0 - 24, y - block], [x0 - 24, y], sizeOf(11).text, 11, true);
  controlFrame(doc, x0 + 420, y - thickness - 30, 'flatness', limitOf(4), [], 4);
  stroke(doc, 0.6).moveTo(x0 + 440, y - thickness - 16).lineTo(x0 + 440, y - thickness).stroke();
}

function notes(doc: Doc, x: number, y: number) {
  const [material, anodize] = sampleFirstArticle.materialAndProcesses;
  const lines = [
    'NOTES: UNLESS OTHERWISE SPECIFIED',
    `1. MATERIAL: ${material!.specification.toUpperCase()}.`,
    `2. FINISH: ${anodize!.specification.toUpperCase()}, ${inch(characteristic(16).nominal!, 4)} ±${inch(characteristic(16).tolerance, 4)} THICK.`,
    `3. SURFACE ROUGHNESS ${characteristic(15).tolerance} µin Ra MAX ON BLADE FACES.`,
    '4. BREAK ALL EDGES .005-.015. DIMENSIONS IN INCHES.',
    '5. ETCH PART NUMBER AND REVISION WHERE SHOWN.',
  ];
  lines.forEach((line, i) => write(doc, line, i === 0 ? TEXT : SMALL, x, y + i * 11, 560));
}

function titleBlock(doc: Doc, x: number, y: number) {
  const [w, h] = [SHEET.width - 28 - x, SHEET.height - 28 - y];
  stroke(doc, 1).rect(x, y, w, h).stroke();
  const rows = [
    [company.legalName.toUpperCase(), `${company.address.city.toUpperCase()}, ${company.address.region}`],
    ['TOLERANCES', '.XX ±.01   .XXX ±.005   ANGLES ±0°30\'   3RD ANGLE'],
    ['TITLE', part.name.toUpperCase()],
    ['DWG NO.', `${part.number}   REV ${part.revision}   SCALE 1:1   SHEET 1 OF 1`],
  ];
  rows.forEach(([label, value], i) => {
    const top = y + (i * h) / rows.length;
    if (i > 0) stroke(doc, 0.6).moveTo(x, top).lineTo(x + w, top).stroke();
    write(doc, label!, { ...SMALL, font: 'semibold' }, x + 6, top + 4, i === 0 ? 200 : 60);
    write(doc, value!, { ...TEXT, size: i === rows.length - 1 ? 8.5 : 7.5 }, i === 0 ? x + w - 110 : x + 70, top + 4, i === 0 ? 104 : w - 76);
  });
}
