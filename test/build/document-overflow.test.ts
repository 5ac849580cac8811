import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { fieldLocation } from '../../build/pipeline/generated/generate.ts';
import { readPdf } from '../helpers/pdf.ts';
import { buildEditedSite } from '../helpers/site-copy.ts';

/**
 * A copy edit to content a generated document also prints never fails the build: the document
 * takes the pages it needs, and the build says which field made it longer, where, and by how much.
 */

const repo = path.resolve(import.meta.dirname, '../..');
const MANY_WORDS = Array.from({ length: 200 }, (_, i) => ['family-owned', 'and', 'run', 'by', 'machinists', 'who', 'still', 'quote', 'every', 'job'][i % 10]).join(' ');
const fixture = path.join(repo, 'test/fixtures/basic');

describe('a document whose content outgrows it', () => {
  let tmp: string | undefined;
  afterAll(() => (tmp ? rm(tmp, { recursive: true, force: true }) : undefined));

  it("takes a fourth page for About's lead 200 words longer, naming aboutIntro.lead and by how much", async () => {
    const result = await buildEditedSite(async (siteDir) => {
      const about = path.join(siteDir, 'content/about.ts');
      const source = await readFile(about, 'utf8');
      const lead = /lead: '([^']*)\.',/.exec(source)!;
      await writeFile(about, source.replace(lead[0], `lead: '${lead[1]}, ${MANY_WORDS}.',`));
    });
    expect((await readPdf(result.output.get('capability-statement.pdf') as Uint8Array)).pages).toHaveLength(4);
    const warnings = result.warnings.filter((line) => line.includes('capability-statement.pdf'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^assets\/public\/capability-statement\.pdf \(.*capability-statement\.pdf\.ts\): aboutIntro\.lead \(site\/content\/about\.ts:\d+\), the company overview's lead, is \d+ lines long, \d+ more than the 1 it is laid out for, so the capability statement runs to 4 pages, 1 more than the 3 it is laid out for\. Shorten it, or raise MAX_PAGES in site\/pdf\/capability-statement\.ts\.$/,
    );
  }, 180_000);

  it('finds the line of a content field', async () => {
    const lines = (await readFile(path.join(repo, 'site/content/about.ts'), 'utf8')).split('\n');
    const lead = lines.findIndex((line, i) => i > lines.findIndex((l) => l.includes('export const aboutIntro')) && /^\s*lead:/.test(line)) + 1;
    expect(fieldLocation(repo, 'site/content/about.ts', 'aboutIntro.lead')).toBe(`site/content/about.ts:${lead}`);
    expect(fieldLocation(repo, 'site/content/about.ts', 'noSuchThing.lead')).toBe('site/content/about.ts');
  });

  it("prints a generator's warning with the field's file and line, on every build while it holds", async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-overflow-'));
    await cp(fixture, tmp, { recursive: true, filter: (src) => !/[\\/](dist|\.cache|hosting)$/.test(src) });
    await mkdir(path.join(tmp, 'site/generated/public'), { recursive: true });
    await mkdir(path.join(tmp, 'site/content'), { recursive: true });
    await writeFile(path.join(tmp, 'site/content/notes.ts'), "export const notes = {\n  title: 'Notes',\n  body: 'A long body.',\n};\n");
    await writeFile(
      path.join(tmp, 'site/generated/public/notes.txt.ts'),
      "import type { Generator } from 'ssg';\nimport { notes } from '../../content/notes.ts';\n" +
        "const generate: Generator = ({ warn }) => {\n  warn('is 12 lines long, 2 more than the 10 it is laid out for.', { field: 'notes.body', file: 'site/content/notes.ts' });\n  return Buffer.from(notes.body);\n};\nexport default generate;\n",
    );
    const expected = 'assets/public/notes.txt (site/generated/public/notes.txt.ts): notes.body (site/content/notes.ts:3), is 12 lines long, 2 more than the 10 it is laid out for.';
    const first = await build(await loadConfig(tmp), { write: false });
    expect(first.warnings).toContain(expected);
    const again = await build(await loadConfig(tmp), { write: false });
    expect(again.generated.cached).toBeGreaterThan(0);
    expect(again.warnings).toContain(expected);
  });
});
