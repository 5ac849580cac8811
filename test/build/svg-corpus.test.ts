import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { ImageError } from '../../build/pipeline/errors.ts';
import { HOSTILE, PAYLOADS, svgOf, type Payload } from '../fixtures/svg-corpus/payloads.ts';
import { writeCorpusSite } from '../helpers/svg-corpus.ts';

describe('hostile SVGs, one payload a file, through asset() and from assets/public/', () => {
  let tmp: string;
  let result: BuildResult;
  const cleaned = PAYLOADS.filter((payload) => !payload.refused);

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-svg-corpus-'));
    await writeCorpusSite(tmp, cleaned);
    result = await build(await loadConfig(tmp), { write: false });
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('holds at least 30 payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cleaned.map((payload) => [payload.name, payload] as const))('%s: removed, with a warning naming the file, and the mark kept', (name, payload: Payload) => {
    for (const [source, published] of [
      [`assets/corpus/${name}.svg`, [...result.output.files.keys()].find((file) => new RegExp(`^_assets/${name}-\\w+\\.svg$`).test(file))],
      [`assets/public/corpus/${name}.svg`, `corpus/${name}.svg`],
    ] as const) {
      expect(published, source).toBeDefined();
      const text = result.output.text(published!)!;
      const markup = payload.asText ? text.replace(/&lt;[^<]*&gt;[^<]*/g, '') : text;
      for (const pattern of HOSTILE) expect(markup, `${source}: ${pattern}`).not.toMatch(pattern);
      expect(text, source).not.toMatch(/<(?:\w+:)?script/i);
      expect(text, source).toMatch(/<circle[^>]+r="20"/);
      expect(result.warnings.find((line) => line.startsWith(`${source}:`)), `${source} (${svgOf(payload).length} bytes)`).toMatch(/removed/);
    }
  });

  it.each(PAYLOADS.filter((payload) => payload.refused).map((payload) => [payload.name, payload] as const))('%s: refused, the build naming the file', async (name, payload: Payload) => {
    for (const where of ['asset', 'public'] as const) {
      const site = path.join(tmp, `refused-${name}-${where}`);
      await mkdir(site);
      await writeCorpusSite(site, [payload], where);
      const error = await build(await loadConfig(site), { write: false }).catch((e: unknown) => e);
      expect(error, where).toBeInstanceOf(ImageError);
      expect((error as Error).message, where).toContain(where === 'asset' ? `assets/corpus/${name}.svg` : `assets/public/corpus/${name}.svg`);
    }
  });

  it('leaves a clean file as it was', async () => {
    const site = path.join(tmp, 'clean');
    await mkdir(path.join(site, 'assets/public'), { recursive: true });
    await mkdir(path.join(site, 'site/pages'), { recursive: true });
    const clean = svgOf({ name: 'clean', body: '<a href="#mark"><rect x="1" y="1" width="4" height="4" fill="url(#g)" style="opacity: .5"/></a><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient>' });
    await writeFile(path.join(site, 'assets/public/clean.svg'), clean);
    await writeFile(path.join(site, 'site/pages/index.tsx'), `export const meta = { title: 'Clean', description: 'A clean SVG.' };\nexport default function Home() { return <main>clean</main>; }\n`);
    const built = await build(await loadConfig(site), { write: false });
    expect(built.warnings.filter((line) => line.includes('clean.svg'))).toEqual([]);
    expect(built.output.text('clean.svg')).toContain('<a href="#mark"><rect x="1" y="1" width="4" height="4" fill="url(#g)" style="opacity: .5"/></a>');
  });
});
