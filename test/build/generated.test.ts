import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { GeneratedFileError } from '../../build/pipeline/errors.ts';
import { parseHtml } from '../helpers/html.ts';
import { ASSETS_PATH } from '../helpers/islands.ts';

/**
 * site/generated/: a public file made from a file in assets/, and a picture made from that public
 * file; each cached, remade when what it read changes, and replaced by a file dropped into assets/.
 */

const fixture = path.resolve(import.meta.dirname, '../fixtures/generated');
const bad = (name: string) => path.resolve(import.meta.dirname, '../fixtures/bad', name);

const text = (result: BuildResult, file: string) => Buffer.from(result.output.get(file) ?? '').toString('utf8');
const card = (result: BuildResult) => parseHtml(text(result, 'index.html')).querySelector('img[alt="A card drawn from the notes"]')!.getAttribute('src')!;
const colourOf = async (result: BuildResult, url: string) => {
  const { dominant } = await sharp(Buffer.from(result.output.get(url.slice(1))!)).stats();
  return [dominant.r, dominant.g, dominant.b];
};

describe('generated files', () => {
  let root: string;
  let cacheDir: string;
  const buildIt = async () => build(await loadConfig(root, { cacheDir }), { write: false });
  let first: BuildResult;
  let second: BuildResult;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'ssg-generated-'));
    cacheDir = path.join(root, '.cache');
    await cp(fixture, root, { recursive: true });
    first = await buildIt();
    second = await buildIt();
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('publishes a generated public file at its own URL', () => {
    expect(text(first, 'notes.txt')).toBe('Notes: first edition\n');
    expect(parseHtml(text(first, 'index.html')).querySelector('a')!.getAttribute('href')).toBe('/notes.txt');
  });

  it('passes a generated picture through the image pipeline', async () => {
    expect(card(first)).toMatch(new RegExp(String.raw`^${ASSETS_PATH}notes-card-128x64-\w+\.jpg$`));
    expect(await colourOf(first, card(first))).toHaveLength(3);
  });

  it('makes each file once, then takes it from the cache with the same bytes', () => {
    expect(first.generated).toEqual({ made: 2, cached: 0, replaced: [] });
    expect(second.generated).toEqual({ made: 0, cached: 2, replaced: [] });
    for (const [file, { contents }] of first.output.files) expect(second.output.get(file), file).toEqual(contents);
  });

  it('remakes what depends on a changed file, and only that', async () => {
    await writeFile(path.join(root, 'assets/note.txt'), 'second edition\n');
    const changed = await buildIt();
    expect(changed.generated).toEqual({ made: 2, cached: 0, replaced: [] });
    expect(text(changed, 'notes.txt')).toBe('Notes: second edition\n');
    expect(card(changed)).not.toBe(card(first));
    await writeFile(path.join(root, 'assets/note.txt'), 'first edition\n');
    expect((await buildIt()).generated).toEqual({ made: 0, cached: 2, replaced: [] });
  });

  it('uses a file dropped into assets/ instead of its generator, byte for byte, and derives from it', async () => {
    const dropped = Buffer.from('Our own notes, \u00e9dited by hand.\n');
    await mkdir(path.join(root, 'assets/public'), { recursive: true });
    await writeFile(path.join(root, 'assets/public/notes.txt'), dropped);
    try {
      const result = await buildIt();
      expect(Buffer.from(result.output.get('notes.txt')!)).toEqual(dropped);
      expect(result.generated.replaced).toEqual(['assets/public/notes.txt']);
      expect(card(result)).not.toBe(card(first));
    } finally {
      await rm(path.join(root, 'assets/public'), { recursive: true });
    }
  });
});

describe('a bad generator fails the build naming its module', () => {
  const failure = async (name: string) => (await build(await loadConfig(bad(name)), { write: false }).catch((e: unknown) => e)) as Error;

  it('one that throws: its error, and what to do', async () => {
    const error = await failure('generator-throws');
    expect(error).toBeInstanceOf(GeneratedFileError);
    expect(error.message).toContain('site/generated/report.pdf.ts failed while making assets/report.pdf: the layout ran out of room');
    expect(error.message).toContain('site/generated/report.pdf.ts:4'); // where it threw
    expect(error.message).toContain('or put a finished file at assets/report.pdf');
  });

  it('one that returns something that is not bytes', async () => {
    const error = await failure('generator-not-bytes');
    expect(error).toBeInstanceOf(GeneratedFileError);
    expect(error.message).toContain('site/generated/report.pdf.ts returned a string for assets/report.pdf, not bytes. Return (or resolve to) a Uint8Array');
  });

  it('one whose name does not say what it makes', async () => {
    const error = await failure('generator-unnamed');
    expect(error).toBeInstanceOf(GeneratedFileError);
    expect(error.message).toContain('site/generated/report.ts does not say what file it makes');
  });

  it('two made from each other', async () => {
    const error = await failure('generator-cycle');
    expect(error).toBeInstanceOf(GeneratedFileError);
    expect(error.message).toMatch(/two generated files cannot each be made from the other/);
  });
});

describe('generated files from a copy of the site in another folder', () => {
  it('are taken from the cache: their key holds what the code does, not where its files are', async () => {
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-generated-moved-'));
    try {
      const cacheDir = path.join(tmp, 'cache');
      const here = path.join(tmp, 'here');
      await cp(fixture, here, { recursive: true });
      // A generator that uses the generator's own code at run time (asset()), as one that reads
      // site content (which calls image()) does: esbuild names those modules by their path.
      await writeFile(
        path.join(here, 'site/generated/public/note-url.txt.ts'),
        ["import { asset } from 'ssg';", "const url = asset('note.txt');", 'export default () => Buffer.from(url);', ''].join('\n'),
      );
      const before = await build(await loadConfig(here, { cacheDir }), { write: false });
      expect(before.generated.made).toBe(3);
      const elsewhere = path.join(tmp, 'one', 'level', 'deeper');
      await cp(here, elsewhere, { recursive: true });
      const moved = await build(await loadConfig(elsewhere, { cacheDir }), { write: false });
      expect(moved.generated).toEqual({ made: 0, cached: 3, replaced: [] });
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  });
});
