import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { delivery, inspection, sectors, shop } from '../../site/content/about.ts';
import { capabilityStatementIssue, certifications, codes } from '../../site/content/certifications.ts';
import { brandName, company } from '../../site/content/company.ts';
import { controlledData, serviceCards } from '../../site/content/services.ts';
import { colors } from '../../site/pdf/theme.ts';
import { statementTables } from '../../site/pdf/capability-statement.ts';
import { parseHtml } from '../helpers/html.ts';
import { readPdf, textSizes } from '../helpers/pdf.ts';
import { ASSETS_PATH } from '../helpers/islands.ts';

/**
 * /capability-statement.pdf is drawn from site/content/ at build time, and the home page shows its
 * first page; a PDF dropped into assets/public/ is published instead, and then that is shown.
 */

const root = path.resolve(import.meta.dirname, '../..');
const PDF = 'capability-statement.pdf';

const cover = (result: BuildResult) => parseHtml(result.output.text('index.html')!).querySelector('a[href="/capability-statement.pdf"] img')!;
const bytesOf = (result: BuildResult, url: string) => Buffer.from(result.output.get(url.replace(/^\//, ''))!);

describe('the capability statement', () => {
  let result: BuildResult;
  let pdf: Awaited<ReturnType<typeof readPdf>>;
  beforeAll(async () => {
    result = await build(await loadConfig(root), { write: false });
    pdf = await readPdf(bytesOf(result, PDF));
  });

  it('is one to three US Letter pages', () => {
    expect(pdf.sizes.length).toBeGreaterThanOrEqual(1);
    expect(pdf.sizes.length).toBeLessThanOrEqual(3);
    for (const size of pdf.sizes) expect(size).toEqual([612, 792]);
  });

  it("states the company's name, phone, e-mail and address from site/content/company.ts", () => {
    for (const fact of [brandName, company.legalName, company.phone, company.email, company.address.street, `${company.address.city}, ${company.address.region} ${company.address.postalCode}`]) {
      expect(pdf.text).toContain(fact);
    }
  });

  it('lists each certification with its registrar, number and expiry, the CAGE code and the NAICS codes', () => {
    const date = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (const c of certifications) {
      for (const fact of [c.standard, c.registrar, c.number, date.format(new Date(c.expires))]) expect(pdf.text).toContain(fact);
    }
    expect(pdf.text).toContain(codes.cage);
    for (const naics of codes.naics) expect(pdf.text).toContain(naics.code);
    for (const sector of sectors.list) expect(pdf.text).toContain(sector);
  });

  it("lists the quality lab's instruments and how controlled data is handled (SPRS, CMMC), as the site states them", () => {
    for (const item of inspection.items) expect(pdf.text).toContain(item.instrument);
    const [dfars] = controlledData;
    expect(dfars!.text).toMatch(/SPRS score \d+/);
    for (const fact of [dfars!.text.match(/SPRS score \d+/)![0], dfars!.text.match(/CMMC Level \d/)![0]]) expect(pdf.text).toContain(fact);
  });

  it('sets its running text in 8.5 pt or more: the capabilities, the tables, the lab', async () => {
    const sizes = await textSizes(bytesOf(result, PDF));
    const running = [...serviceCards.map((card) => card.description), ...inspection.items.map((item) => item.checks)];
    const measured = sizes.filter(({ text }) => text.length > 12 && running.some((paragraph) => paragraph.includes(text)));
    expect(measured.length).toBeGreaterThan(20);
    expect(Math.min(...measured.map(({ size }) => size))).toBeGreaterThanOrEqual(8.5);
  });

  it('names its issue date and revision, from site/content/, and the file is dated by it', () => {
    expect(pdf.text).toContain(`Issued ${new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(capabilityStatementIssue.date))}`);
    expect(pdf.text).toContain(`Rev. ${capabilityStatementIssue.revision}`);
    expect(pdf.created).toBe(`D:${capabilityStatementIssue.date.replace(/-/g, '')}000000Z`);
  });

  it('gives the UEI, the DUNS number and whom to write to for quotes and for quality, and marks its examples', () => {
    for (const fact of [codes.uei, codes.duns, ...company.contacts.flatMap((contact) => [contact.role, contact.name, `ext. ${contact.extension}`, contact.email])]) expect(pdf.text).toContain(fact);
    expect(pdf.text).toMatch(/Example data: .* fictional/);
  });

  it('gives the on-time delivery, first-pass yield, floor area and headcount the About page states', () => {
    expect(pdf.pages[0]).toContain(`${delivery.onTime} on time · ${delivery.firstPassYield} first-pass yield, last 12 months`);
    expect(pdf.text).toContain(`Floor area ${shop.floorArea}`);
    expect(pdf.text).toContain(`People ${shop.people}`);
  });

  it('starts each page after the first with a section or a table, never a line left over from the page before', () => {
    const header = `${company.phone} · ${company.email}`;
    for (const [index, text] of pdf.pages.entries()) {
      if (index === 0) continue;
      const content = text.slice(text.indexOf(header) + header.length).trim();
      // A section's title or a table's header row, both set in capitals.
      expect(content.slice(0, 40), `page ${index + 1} begins`).toMatch(/^[A-Z0-9][A-Z0-9 ,&()/-]{6,}(?= )/);
    }
  });

  it('has no empty table cell, and no cell that says again what its label says', () => {
    for (const [table, rows] of Object.entries(statementTables())) {
      for (const row of rows) {
        for (const cell of row) expect(cell.trim(), `${table}: ${row[0]}`).not.toBe('');
        // "Ø 0.8 bar capacity" above "Bar capacity, in" said it twice.
        for (const cell of row) {
          const [value = '', label = ''] = cell.split('\n');
          const words = label.toLowerCase().replace(/,.*$/, '');
          if (label) expect(value.toLowerCase(), `${table}: ${row[0]}`).not.toContain(words);
        }
      }
    }
  });

  it("is drawn in the site's colours (site/styles/base.css)", async () => {
    const css = await readFile(path.join(root, 'site/styles/base.css'), 'utf8');
    const variable = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{3,6})`, 'i').exec(css)?.[1]?.toLowerCase();
    expect([colors.ink, colors.accent, colors.paper, colors.muted]).toEqual([variable('ink'), variable('accent'), variable('paper'), variable('muted')]);
  });

  it('is the same file from the same content, made afresh', async () => {
    // A cache without generated files, sharing the encoded images (re-encoding takes minutes).
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'ssg-statement-'));
    await symlink(path.join(root, '.cache', 'images'), path.join(cacheDir, 'images'));
    try {
      const fresh = await build(await loadConfig(root, { cacheDir }), { write: false });
      // The statement, its cover picture, the sample first-article report, the drawing of its part
      // and the equipment drawings.
      expect(fresh.generated.made).toBe(5);
      for (const file of [PDF, '/sample-first-article-report.pdf']) expect(bytesOf(fresh, file).equals(bytesOf(result, file)), file).toBe(true);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });

  it("is shown on the home page by its first page, with alt text saying so", async () => {
    const img = cover(result);
    expect(img.getAttribute('alt')).toBe(`Cover of the ${brandName} capability statement (PDF)`);
    expect(img.getAttribute('src')).toMatch(new RegExp(String.raw`^${ASSETS_PATH}capability-statement-cover-\d+x\d+-\w+\.jpg$`));
    // The page's proportions (8.5 x 11 in), not a crop.
    expect(Number(img.getAttribute('height')) / Number(img.getAttribute('width'))).toBeCloseTo(11 / 8.5, 2);
  });

  it('is offered on Home and on Contact with the revision and issue date its footer gives', () => {
    const footer = /Issued (\w+ \d+, \d{4}) · Rev\. (\w+)/.exec(pdf.text);
    expect(footer).not.toBeNull();
    for (const page of ['index.html', 'Contact.html']) {
      const link = parseHtml(result.output.text(page)!).querySelector('main a[href="/capability-statement.pdf"]')!;
      expect(link.closest('div, li')!.textContent!.replaceAll('\u00a0', ' '), page).toContain(`PDF, Rev. ${footer![2]}, issued ${footer![1]}`);
    }
  });
});

describe('a capability statement dropped into assets/public/', () => {
  let assetsDir: string;
  let dropped: Buffer;
  let generated: BuildResult;
  let result: BuildResult;

  /** A one-page PDF the shop designed: here, a solid teal page. */
  const designedPdf = () =>
    new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument({ size: 'LETTER', info: { CreationDate: new Date(0) } });
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.rect(0, 0, 612, 792).fill('#0f766e');
      doc.fillColor('#ffffff').fontSize(40).text('Our own statement', 72, 340);
      doc.end();
    });

  beforeAll(async () => {
    assetsDir = await mkdtemp(path.join(os.tmpdir(), 'ssg-dropped-'));
    await cp(path.join(root, 'assets'), assetsDir, { recursive: true });
    generated = await build(await loadConfig(root, { assetsDir }), { write: false });
    dropped = await designedPdf();
    await mkdir(path.join(assetsDir, 'public'), { recursive: true });
    await writeFile(path.join(assetsDir, 'public', PDF), dropped);
    result = await build(await loadConfig(root, { assetsDir }), { write: false });
  });
  afterAll(() => rm(assetsDir, { recursive: true, force: true }));

  it('is published byte for byte instead of the generated one', () => {
    expect(bytesOf(result, PDF).equals(dropped)).toBe(true);
    expect(bytesOf(generated, PDF).equals(dropped)).toBe(false);
    expect(result.generated.replaced).toEqual([path.relative(root, path.join(assetsDir, 'public', PDF))]);
  });

  it("is what the home page's picture shows", async () => {
    const before = cover(generated).getAttribute('src')!;
    const after = cover(result).getAttribute('src')!;
    expect(after).not.toBe(before);
    const { dominant } = await sharp(bytesOf(result, after)).stats();
    // The dropped page's teal (#0f766e), give or take JPEG.
    for (const [channel, value] of [[dominant.r, 0x0f], [dominant.g, 0x76], [dominant.b, 0x6e]] as const) expect(Math.abs(channel - value)).toBeLessThan(24);
  });
});
