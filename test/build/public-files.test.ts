import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { ImageError } from '../../build/pipeline/errors.ts';
import { MAX_SVG_BYTES } from '../../build/pipeline/assets/svg.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');

describe('files in assets/public/', () => {
  let tmp: string;
  let publicDir: string;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-public-'));
    await cp(fixture, tmp, { recursive: true, filter: (src) => !/[\\/](dist|\.cache|hosting)$/.test(src) });
    publicDir = path.join(tmp, 'assets/public');
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('publishes .well-known/, and names each other dotfile it leaves out', async () => {
    await mkdir(path.join(publicDir, '.well-known'), { recursive: true });
    await mkdir(path.join(publicDir, '.git'), { recursive: true });
    await writeFile(path.join(publicDir, '.well-known/security.txt'), 'Contact: mailto:security@example.com\n');
    await writeFile(path.join(publicDir, '.env'), 'SECRET=1\n');
    await writeFile(path.join(publicDir, '.git/config'), '[core]\n');
    const result = await build(await loadConfig(tmp), { write: false });
    const files = [...result.output.files.keys()];
    expect(files).toContain('.well-known/security.txt');
    expect(files.filter((file) => file.startsWith('.') && !file.startsWith('.well-known/'))).toEqual([]);
    for (const left of ['.env', '.git/config']) {
      expect(result.warnings).toContainEqual(expect.stringMatching(new RegExp(`assets/public/${left.replace('.', '\\.')} was not published: a name that starts with a dot is private; only \\.well-known/ is published`)));
    }
    await rm(path.join(publicDir, '.env'));
    await rm(path.join(publicDir, '.git'), { recursive: true });
  });

  it('refuses an SVG too large to clean, quickly and saying what to do', async () => {
    const point = ' L10.123 20.456';
    const huge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="M0 0${point.repeat(Math.ceil((MAX_SVG_BYTES * 1.2) / point.length))}"/></svg>`;
    await writeFile(path.join(publicDir, 'outline.svg'), huge);
    const started = performance.now();
    const error = await build(await loadConfig(tmp), { write: false }).then(() => null, (thrown: unknown) => thrown as Error);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(error).toBeInstanceOf(ImageError);
    expect(error!.message).toMatch(/^assets\/public\/outline\.svg is 1\.2 MB, over the 1 MB the build takes for an SVG\. Simplify it \(fewer points, no embedded images\), or export it as PNG or JPEG\./);
    await rm(path.join(publicDir, 'outline.svg'));
  });
});
