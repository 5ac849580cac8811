import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { BundleError, ImageError, PageRenderError } from '../../build/pipeline/errors.ts';

/** What a maintainer sees when a page they are writing is wrong: the place, the line, what to do. */

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');
const CAREERS = 'site/pages/Careers.tsx';

/** A 2 x 2 24-bit BMP: a file image-size knows and the encoder cannot read. */
function bmp(): Buffer {
  const pixels = Buffer.alloc(2 * 2 * 3 + 2 * 2); // rows padded to 4 bytes
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(2, 18);
  header.writeInt32LE(2, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels]);
}

describe('build errors in a page being written', () => {
  let tmp: string;
  const failure = async (page: string) => {
    await writeFile(path.join(tmp, CAREERS), page);
    return build(await loadConfig(tmp), { write: false }).then(() => null, (error: unknown) => error as Error);
  };

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-errors-'));
    await cp(fixture, tmp, { recursive: true, filter: (src) => !/[\\/](dist|\.cache|hosting)$/.test(src) });
  });
  afterEach(() => rm(path.join(tmp, CAREERS), { force: true }));
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('a syntax error: the line, and a caret under the place (columns counted from 1)', async () => {
    const line = '  return <p className="lead">Join us{count</p>;';
    const error = await failure(`export const meta = { title: 'Careers', description: 'Jobs.' };\n\nexport default function Careers() {\n${line}\n}\n`);
    expect(error).toBeInstanceOf(BundleError);
    const [where, code, caret] = error!.message.split('\n').slice(1, 4);
    const [, column] = /^site\/pages\/Careers\.tsx:4:(\d+): /.exec(where!) ?? [];
    expect(column, where).toBeDefined();
    expect(Number(column)).toBeLessThanOrEqual(line.length + 1);
    expect(code).toBe(`  4 | ${line}`);
    expect(caret).toMatch(/^ {4}\| +\^+$/);
    expect(caret!.indexOf('^') - '    | '.length + 1).toBe(Number(column));
  });

  it("a render error: the page's own frames first, React's folded", async () => {
    const error = await failure(
      "export const meta = { title: 'Careers', description: 'Jobs.' };\n\nexport default function Careers() {\n  // @ts-expect-error a typo\n  return <main><SectionHeadin title=\"Jobs\" /></main>;\n}\n",
    );
    expect(error).toBeInstanceOf(PageRenderError);
    const lines = error!.message.split('\n');
    expect(lines[0]).toBe('site/pages/Careers.tsx failed to render: ReferenceError: SectionHeadin is not defined');
    expect(lines[1]).toMatch(/^ {4}at .*site\/pages\/Careers\.tsx:5 \(Careers\)$/);
    expect(lines.at(-1)).toMatch(/^ {4}\(\d+ more frames in React, packages and the generator\)$/);
    expect(error!.message).not.toMatch(/node_modules|react-dom/);
  });

  it('an image in a format the encoder cannot read: says so, and which formats it reads', async () => {
    await writeFile(path.join(tmp, 'assets/team.bmp'), bmp());
    const error = await failure(
      "import { image } from 'ssg';\nimport { Picture } from 'ssg/picture';\nexport const meta = { title: 'Careers', description: 'Jobs.' };\nconst team = image('team.bmp', { widths: [2] });\nexport default function Careers() {\n  return <Picture image={team} alt=\"The team\" sizes=\"2px\" />;\n}\n",
    );
    expect(error).toBeInstanceOf(ImageError);
    expect(error!.message).toMatch(/site\/pages\/Careers\.tsx:4 uses \S*assets\/team\.bmp, a BMP file, which the image encoder cannot read\. Save it as one of JPEG, PNG, HEIC, WebP, AVIF, GIF or TIFF/);
    await rm(path.join(tmp, 'assets/team.bmp'));
  });

  it('warns when a page loads more JavaScript before any interaction than its budget, naming the island and lighter whens', async () => {
    const result = await build(await loadConfig(tmp), { write: false });
    const broken = result.warnings.find((line) => line.startsWith('/Broken '));
    expect(broken).toMatch(
      /^\/Broken \(site\/pages\/Broken\.tsx\) loads \d+\.\d KB gzip of JavaScript before any interaction, over its 5 KB budget \(budgets\.jsBeforeInteractionKb\)\. The islands with when="load" load at once: Throws \(\d+\.\d KB with what it imports\), Counter \(\d+\.\d KB with what it imports\)\. A lighter when: "visible" loads an island as it scrolls into view/,
    );
    expect(result.warnings.find((line) => line.startsWith('/About '))).toBeUndefined(); // no island
    const generous = await build(await loadConfig(tmp, { budgets: { ...(await loadConfig(tmp)).budgets, jsBeforeInteractionKb: { '*': 500 } } }), { write: false });
    expect(generous.warnings.filter((line) => /before any interaction/.test(line))).toEqual([]);
  });
});
