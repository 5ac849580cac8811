import { statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { dirs } from '../../build/pipeline/dirs.ts';
import { discoverPages } from '../../build/pipeline/discover.ts';
import { filesForCaseInsensitiveDisk, isCaseInsensitive, lastWrite, writeOutput } from '../../build/pipeline/disk.ts';
import { DuplicateOutputError, PageModuleError } from '../../build/pipeline/errors.ts';
import { Output } from '../../build/pipeline/output.ts';
import { BUILD_RECORD, isAsLeft, readBuildRecord } from '../../build/pipeline/build-record.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');
const PAGES = ['index.html', 'About.html', 'About/index.html', 'Strategies.html', 'Strategies/index.html'];

/** What a disk that does not tell case apart holds after `files` are written in order: the last write to a name wins. */
function foldedDisk(output: Output, files: string[]): Map<string, string> {
  const disk = new Map<string, string>();
  for (const file of files) disk.set(file.toLowerCase(), output.text(file) ?? '');
  return disk;
}

describe('a case-insensitive disk (macOS, Windows)', () => {
  let tmp: string;
  let result: BuildResult;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-disk-'));
    result = await build(await loadConfig(fixture), { write: false });
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('is told apart from a case-sensitive one by a probe file', async () => {
    // This machine's disks tell case apart; no case-insensitive file system could be mounted here.
    if (process.platform === 'linux') expect(isCaseInsensitive(tmp)).toBe(false);
    expect(await readdir(tmp)).toEqual([]);
  });

  it('would have had the lower-case alias pages overwrite the pages', () => {
    const everything = foldedDisk(result.output, [...result.output.files.keys()].sort());
    expect(PAGES.filter((file) => everything.get(file.toLowerCase()) !== result.output.text(file))).not.toEqual([]);
  });

  it('keeps every page, leaves out only the aliases that share a name with one, and says so', () => {
    const { files, warning } = filesForCaseInsensitiveDisk(result.output);
    const lower = files.map((file) => file.toLowerCase());
    expect(new Set(lower).size).toBe(files.length);
    for (const order of [files, [...files].reverse()]) {
      const disk = foldedDisk(result.output, order);
      for (const file of PAGES) expect(disk.get(file.toLowerCase()), file).toBe(result.output.text(file));
    }
    const left = [...result.output.files.keys()].filter((file) => !files.includes(file));
    expect(left.length).toBeGreaterThan(0);
    for (const file of left) expect(result.output.files.get(file)!.optional, file).toBe(true);
    expect(left).toEqual(expect.arrayContaining(['about.html', 'about/index.html', 'strategies.html']));
    expect(warning).toMatch(/does not tell letter case apart, so \d+ lower-case alias files \(.*\) were left out/);
  });

  it('writes that set to the folder, and the build reports it', async () => {
    const outDir = path.join(tmp, 'dist');
    const warning = await writeOutput(outDir, result.output, { caseInsensitive: true });
    expect(warning).toBeDefined();
    const written = (await readdir(outDir, { recursive: true })).filter((file) => /\.\w+$/.test(file));
    expect(written.filter((file) => file.toLowerCase() !== file && written.includes(file.toLowerCase()))).toEqual([]);
    expect(await readFile(path.join(outDir, 'About.html'), 'utf8')).toBe(result.output.text('About.html'));
  });

  it('fails, naming both sources, when two files that are not aliases differ only in case', () => {
    const output = new Output();
    output.add('_assets/Logo.svg', '<svg/>', 'assets/Logo.svg');
    output.add('_assets/logo.svg', '<svg/>', 'assets/logo.svg');
    expect(() => filesForCaseInsensitiveDisk(output)).toThrow(DuplicateOutputError);
    expect(() => filesForCaseInsensitiveDisk(output)).toThrow(/assets\/Logo\.svg \(_assets\/Logo\.svg\) and assets\/logo\.svg/);
  });
});

describe('writing a rebuild over the last one', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-rewrite-'));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  const outputOf = (files: Record<string, string>) => {
    const output = new Output();
    for (const [file, text] of Object.entries(files)) output.add(file, text, 'the test');
    return output;
  };
  const disk = async (dir: string) => {
    const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && entry.name !== BUILD_RECORD);
    return Object.fromEntries(await Promise.all(files.map(async (entry) => [path.relative(dir, path.join(entry.parentPath, entry.name)), await readFile(path.join(entry.parentPath, entry.name), 'utf8')])));
  };

  it('leaves exactly the new output: changed files rewritten, unchanged kept, stale files and their folders gone', async () => {
    const outDir = path.join(tmp, 'dist');
    await writeOutput(outDir, outputOf({ 'index.html': 'home', 'Old.html': 'old', 'Old/index.html': 'old', 'About.html': 'about' }), { caseInsensitive: false, lastWrite: lastWrite(outDir) });
    await writeFile(path.join(outDir, 'About.html'), 'edited by hand'); // not what the last build wrote: must be rewritten
    await writeFile(path.join(outDir, 'stray.txt'), 'stray');
    const next = { 'index.html': 'home', 'About.html': 'about', 'New/index.html': 'new' };
    await writeOutput(outDir, outputOf(next), { caseInsensitive: false, lastWrite: lastWrite(outDir) });
    expect(await disk(outDir)).toEqual(next);
    expect(await readdir(outDir)).not.toContain('Old');
  });

  it('reads a file added by its id only when the folder does not already hold it', async () => {
    const outDir = path.join(tmp, 'stored');
    let reads = 0;
    const stored = (id: string, text: string) => ({ id, size: text.length, read: () => (reads++, Buffer.from(text)) });
    const write = async (picture: ReturnType<typeof stored>) => {
      const output = outputOf({ 'index.html': 'home' });
      output.addStored('_assets/picture.avif', picture, 'the test');
      await writeOutput(outDir, output, { caseInsensitive: false, lastWrite: lastWrite(outDir) });
    };
    await write(stored('picture@1', 'first'));
    expect(reads).toBe(1);
    await write(stored('picture@1', 'first'));
    expect(reads).toBe(1);
    await rm(path.join(outDir, '_assets/picture.avif'));
    await write(stored('picture@1', 'first'));
    expect(reads).toBe(2);
    await write(stored('picture@2', 'second'));
    expect(reads).toBe(3);
    expect(await readFile(path.join(outDir, '_assets/picture.avif'), 'utf8')).toBe('second');
  });

  it('writes over what a stopped build left (its temporary files) and over a folder or a file that now has another kind', async () => {
    const outDir = path.join(tmp, 'leftovers');
    await writeOutput(outDir, outputOf({ 'index.html': 'home', 'Page/index.html': 'page', 'Old.html': 'old' }), { caseInsensitive: false, lastWrite: lastWrite(outDir) });
    for (const file of ['index.html', 'Twin.html']) await writeFile(path.join(outDir, `${file}.${process.pid}.tmp`), 'half written');
    // Page/ was a folder and is now a file; Old.html was a file and is now a folder.
    const next = { 'index.html': 'home, edited', Page: 'page', 'Old.html/index.html': 'old', 'Twin.html': 'home, edited' };
    await writeOutput(outDir, outputOf(next), { caseInsensitive: false, lastWrite: lastWrite(outDir) });
    expect(await disk(outDir)).toEqual({ 'index.html': 'home, edited', Page: 'page', [path.join('Old.html', 'index.html')]: 'old', 'Twin.html': 'home, edited' });
  });

  it('writes bytes that two files share once, and a later change to one leaves the other as it was', async () => {
    const outDir = path.join(tmp, 'shared');
    const page = Buffer.from('<p>page</p>');
    const first = new Output();
    for (const file of ['Page.html', 'Page/index.html', 'Other.html']) first.add(file, file === 'Other.html' ? Buffer.from('<p>page</p>') : page, 'the test');
    await writeOutput(outDir, first, { caseInsensitive: false, lastWrite: lastWrite(outDir) });
    const inode = (file: string) => statSync(path.join(outDir, file)).ino;
    expect(inode('Page/index.html')).toBe(inode('Page.html'));
    expect(inode('Other.html')).toBe(inode('Page.html')); // same bytes, wherever they come from
    // A link shares its twin's size and time, and the record says so: the next build keeps all three.
    const record = readBuildRecord(outDir)!.files;
    expect(Object.keys(record).filter((file) => isAsLeft(path.join(outDir, file), record[file]!)).sort()).toEqual(['Other.html', 'Page.html', 'Page/index.html']);
    // Next build: one of them changes. Written into the shared file, it would change the others too.
    await writeOutput(outDir, outputOf({ 'Page.html': '<p>page</p>', 'Page/index.html': '<p>page</p>', 'Other.html': '<p>other</p>' }), { caseInsensitive: false, lastWrite: lastWrite(outDir) });
    expect(await disk(outDir)).toEqual({ 'Page.html': '<p>page</p>', [path.join('Page', 'index.html')]: '<p>page</p>', 'Other.html': '<p>other</p>' });
  });

  it('writes the other files while the compressed copies are made, then the copies, and deletes only the copies no longer made', async () => {
    const outDir = path.join(tmp, 'copies');
    await writeOutput(outDir, outputOf({ 'A.html': 'a', 'A.html.br': 'a, compressed', 'B.html': 'b', 'B.html.br': 'b, compressed' }), { caseInsensitive: false, lastWrite: lastWrite(outDir) });
    const output = outputOf({ 'A.html': 'a', 'B.html': 'b2' });
    let seenBeforeCopies: Record<string, string> = {};
    const copies = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seenBeforeCopies = await disk(outDir);
      output.add('A.html.br', 'a, compressed', 'the test');
    })();
    await writeOutput(outDir, output, { caseInsensitive: false, lastWrite: lastWrite(outDir), copies });
    // Before the copies: the plain files are written, and no copy that may still be made is gone.
    expect(seenBeforeCopies).toEqual({ 'A.html': 'a', 'A.html.br': 'a, compressed', 'B.html': 'b2', 'B.html.br': 'b, compressed' });
    expect(await disk(outDir)).toEqual({ 'A.html': 'a', 'A.html.br': 'a, compressed', 'B.html': 'b2' });
  });
});

describe('page names', () => {
  let root: string;
  const pagesWith = async (names: string[]) => {
    await rm(path.join(root, 'site'), { recursive: true, force: true });
    await mkdir(path.join(root, 'site', 'pages'), { recursive: true });
    for (const name of names) {
      await mkdir(path.dirname(path.join(root, 'site', 'pages', name)), { recursive: true });
      await writeFile(path.join(root, 'site', 'pages', name), 'export default () => null;');
    }
    return discoverPages(dirs(await loadConfig(root)));
  };
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'ssg-pages-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('may not be one URL in two letter cases', async () => {
    await expect(pagesWith(['About.tsx', 'about.tsx'])).rejects.toThrow(DuplicateOutputError);
    await expect(pagesWith(['About.tsx', 'about.tsx'])).rejects.toThrow(/site\/pages\/About\.tsx and site\/pages\/about\.tsx are one URL in another letter case/);
  });

  it.each(['My Page.tsx', 'a%2e.tsx', 'semi;colon.tsx', 'v1.2.tsx', 'quote".tsx'])('may hold only letters, digits, - and _ (%s)', async (name) => {
    await expect(pagesWith([name])).rejects.toThrow(PageModuleError);
  });

  it('accepts ordinary names', async () => {
    expect((await pagesWith(['index.tsx', 'About.tsx', 'sub/index.tsx', 'sub/page-2_b.tsx'])).map((page) => page.route)).toEqual(['/About', '/', '/sub', '/sub/page-2_b']);
  });
});
