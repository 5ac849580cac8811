import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../helpers/html.ts';
import { buildEditedSite } from '../helpers/site-copy.ts';

/**
 * Every count in the copy follows the data: with a ninth machine model and a three-day prototype
 * turnaround in the content, every page says so, in each of the forms the copy uses.
 */

// Word joiners and no-break spaces keep runs together on screen (keepTogether); the words are the same.
const textOf = (html: string) => parseHtml(html).body.textContent!.replace(/\u2060/g, '').replace(/\s+/g, ' ');

describe('counts in the copy', () => {
  it('follow the equipment list and the prototype turnaround', async () => {
    const result = await buildEditedSite(async (siteDir) => {
      const about = path.join(siteDir, 'content/about.ts');
      const source = await readFile(about, 'utf8');
      // A ninth model, drawn from the first one.
      const start = 'export const equipment: EquipmentItem[] = [';
      expect(source).toContain(start);
      const end = source.indexOf('\n];\n', source.indexOf(start)) + '\n];\n'.length;
      const ninth = "export const equipment: EquipmentItem[] = [...listed, { ...listed[0]!, id: 'ninth', name: 'Test Mill', count: 1 }];\n";
      await writeFile(about, `${source.slice(0, end).replace(start, 'const listed: EquipmentItem[] = [')}${ninth}${source.slice(end)}`);
      const services = path.join(siteDir, 'content/services.ts');
      await writeFile(services, (await readFile(services, 'utf8')).replace('prototypeTurnaround = { fastestDays: 2,', 'prototypeTurnaround = { fastestDays: 3,'));
    });
    const page = (file: string) => textOf(result.output.text(file)!);
    expect(page('About.html')).toMatch(/\d+ CNC machines and \d+ CMMs in nine models/);
    expect(page('index.html')).toContain('from three-day prototypes to production runs');
    expect(page('index.html')).toMatch(/Fastest prototype turnaround ?3 days/);
    expect(page('Services.html')).toContain('First parts in as little as three days');
    expect(page('Services.html')).toContain('3-day turnaround on simple parts');
    for (const file of ['index.html', 'About.html', 'Services.html', 'Contact.html']) {
      expect(page(file), file).not.toMatch(/\b(2|two)[- ]days?\b/i);
      expect(result.output.text(file), `${file}, its head included`).not.toMatch(/\b(2|two)(\u2060?-\u2060?| )days?\b/i);
    }
  }, 180_000);
});
