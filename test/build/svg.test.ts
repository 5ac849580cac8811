import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/hostile-svg');
/** Everything that runs or fetches when an SVG is opened on its own. */
const ACTIVE = [/<(\w+:)?script/i, /\son\w+\s*=/i, /foreignObject/i, /javascript:/i, /evil\.example/, /data:text/i, /<!DOCTYPE/i, /xml-stylesheet/i, /@import/i, /<(embed|object|iframe|handler)\b/i];

describe('SVGs with active content (a hostile fixture)', () => {
  let result: BuildResult;
  let svgs: string[];

  beforeAll(async () => {
    result = await build(await loadConfig(fixture), { write: false });
    svgs = [...result.output.files.keys()].filter((file) => file.endsWith('.svg'));
  });

  it('publishes each of them three ways: through asset(), from assets/public/ and from the stylesheet', () => {
    expect(svgs).toEqual(expect.arrayContaining([expect.stringMatching(/^_assets\/hostile-\w+\.svg$/), 'hostile-public.svg', expect.stringMatching(/^_assets\/hostile-css-\w+\.svg$/)]));
    expect(svgs).toHaveLength(3);
  });

  it('strips scripts, handlers, foreignObject, embedded documents, linking animations and every external reference', () => {
    for (const file of svgs) {
      const text = result.output.text(file)!;
      for (const pattern of ACTIVE) expect(text, `${file}: ${pattern}`).not.toMatch(pattern);
      // What draws the mark stays: the shape, the gradient it references and the inline image.
      expect(text, file).toMatch(/viewBox="0 0 64 64"/);
      expect(text, file).toMatch(/fill="url\(#\w+\)"/);
      expect(text, file).toContain('data:image/png;base64,');
    }
  });

  it('says which file lost what', () => {
    for (const label of ['assets/hostile.svg:', 'assets/public/hostile-public.svg:', '(a file the stylesheet uses):']) {
      const warning = result.warnings.find((line) => line.includes(label));
      expect(warning, label).toBeDefined();
      for (const what of ['<script>', 'onload=', '<foreignObject>', '<style> that fetches']) expect(warning).toContain(what);
    }
  });
});
