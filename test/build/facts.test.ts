import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { ContentError } from '../../build/pipeline/errors.ts';
import { checkFacts, type ContactFacts } from '../../build/pipeline/facts.ts';

const root = path.resolve(import.meta.dirname, '../..');
const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');
const GOOD: ContactFacts = {
  file: 'site/content/company.ts',
  phone: '(408) 555-0142',
  email: 'quotes@kestrel-precision.com',
  address: { street: '2150 Junction Avenue, Suite 120', city: 'San Jose', region: 'CA', postalCode: '95131', country: 'US' },
};
const SITE = 'https://www.kestrel-precision.com';

describe('company facts are checked before the build', () => {
  it('accepts good facts on a real domain without a word', () => {
    expect(checkFacts(SITE, GOOD)).toEqual([]);
  });

  it.each<[string, Partial<ContactFacts>, string?]>([
    ['phone', { phone: '' }],
    ['phone', { phone: '   ' }],
    ['phone', { phone: '(408) 555-014' }],
    ['phone', { phone: 'call us' }],
    ['phone', { phone: '408 555 0142 ext. 3' }],
    ['email', { email: '' }],
    ['email', { email: 'quotes' }],
    ['email', { email: 'quotes@example' }],
    ['email', { email: 'quotes@kestrel precision.com' }],
    ['address.street', { address: { ...GOOD.address, street: '' } }],
    ['address.city', { address: { ...GOOD.address, city: ' ' } }],
    ['address.postalCode', { address: { ...GOOD.address, postalCode: '9513' } }],
    ['address.country', { address: { ...GOOD.address, country: 'USA' } }],
    ['siteUrl', {}, ''],
    ['siteUrl', {}, 'www.kestrel-precision.com'],
    ['siteUrl', {}, 'https://www.kestrel-precision.com/home'],
    ['siteUrl', {}, 'ftp://kestrel-precision.com'],
  ])('fails on a bad %s (%j %s), naming the field and the file', (field, change, siteUrl = SITE) => {
    const error = (() => {
      try {
        checkFacts(siteUrl, { ...GOOD, ...change });
      } catch (caught) {
        return caught as Error;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ContentError);
    expect(error!.message).toMatch(new RegExp(`^site/content/company\\.ts: ${field.replace('.', '\\.')} `));
  });

  it('warns when the site URL is still a placeholder domain', () => {
    for (const siteUrl of ['https://www.example.com', 'https://www.kestrel-precision.example', 'https://shop.test', 'http://localhost:3000']) {
      expect(checkFacts(siteUrl, GOOD).join('\n'), siteUrl).toMatch(/placeholder domain; the sitemap, canonical and Open Graph URLs/);
    }
  });

  // An empty phone built silently into tel:+1 links and "telephone": "" in the JSON-LD.
  it('stops a build with an empty phone before anything is written', async () => {
    const config = await loadConfig(fixture, { facts: { ...GOOD, phone: '' } });
    const error = await build(config, { write: false }).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toContain('site/content/company.ts: phone is empty');
  });

  it("checks the site's own company.ts, whose domain is still the placeholder", async () => {
    const config = await loadConfig(root);
    expect(config.facts?.file).toBe('site/content/company.ts');
    expect(checkFacts(config.siteUrl, config.facts).join('\n')).toContain('is a placeholder domain');
  });
});
