import { describe, expect, it } from 'vitest';
import { company, quoteHref } from '../../site/content/company.ts';

describe('the quote request e-mail', () => {
  const url = new URL(quoteHref);

  it('goes to the shop with a subject an estimator can sort by', () => {
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(company.email);
    expect(url.searchParams.get('subject')).toMatch(/^RFQ: /);
  });

  it('asks for what a quote needs: drawing or STEP file, material, quantity, finish, due date', () => {
    const body = url.searchParams.get('body')!;
    for (const field of ['STEP', 'Material', 'Quantity', 'Finish', 'delivery date']) expect(body).toContain(field);
    // Percent-encoded, so every mail client gets the line breaks (URLSearchParams would send "+").
    expect(quoteHref).toContain('%0A');
    expect(quoteHref).not.toContain('+');
  });
});
