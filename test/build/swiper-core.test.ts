import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as csstree from 'css-tree';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Every top-level rule of a stylesheet, minified, so two files compare rule by rule. */
async function rulesOf(file: string): Promise<string[]> {
  const ast = csstree.parse(await readFile(file, 'utf8'));
  const rules: string[] = [];
  csstree.walk(ast, { visit: 'Rule', enter: (rule) => void rules.push(csstree.generate(rule)) });
  return rules;
}

describe("the carousel's subset of Swiper's stylesheet", () => {
  it('has only rules the installed Swiper ships, each as Swiper writes it', async () => {
    const ours = await rulesOf(path.join(root, 'site/styles/swiper-core.css'));
    const swipers = new Set(await rulesOf(path.join(root, 'node_modules/swiper/swiper.css')));
    expect(ours.length).toBeGreaterThanOrEqual(7);
    for (const rule of ours) expect(swipers.has(rule), `not in swiper/css: ${rule}`).toBe(true);
  });
});
