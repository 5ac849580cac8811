import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');

/** Words from a small vocabulary in no order: text that compresses about as a page does. */
function wordsOf(count: number): string {
  let seed = 11;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const words = Array.from({ length: 400 }, (_, i) => `word${i.toString(36)}`);
  return Array.from({ length: count }, () => words[Math.floor(random() * words.length)]).join(' ');
}

describe('a page past the first round trip', () => {
  let tmp: string;
  let site: string;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-long-'));
    site = path.join(tmp, 'site');
    await cp(fixture, site, { recursive: true, filter: (src) => !/[\\/](dist|\.cache|hosting)$/.test(src) });
    await writeFile(
      path.join(site, 'site/pages/Long.tsx'),
      `export const meta = { title: 'Long', description: 'A page too long for one round trip.' };\nexport default function Long() {\n  return <p>${wordsOf(12_000)}</p>;\n}\n`,
    );
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('is named in a warning that says what to do; the pages that fit are not', async () => {
    const { warnings } = await build(await loadConfig(site), { write: false });
    const long = warnings.filter((warning) => /past the .* KB that reach a visitor in the first round trip/.test(warning));
    expect(long).toHaveLength(1);
    expect(long[0]).toMatch(/^site\/pages\/Long\.tsx: Long\.html is \d+\.\d KB compressed, past the \d+\.\d KB that reach a visitor in the first round trip .*Put <Fold \/> \(from 'ssg'\) where its first screen ends/);
  });
});
