import { ContentError } from './errors.ts';

/**
 * The facts every page repeats (the site URL, and the contact details a site hands the generator
 * through `facts` in its config) are checked before anything is built: an empty phone built
 * silently into `tel:+1` links and `"telephone": ""` in the JSON-LD. A bad value fails the build
 * naming the field and the file to edit; a site URL on a reserved placeholder domain (example.com,
 * .example, .test, .invalid, localhost) builds with a warning, since the sitemap, canonical and
 * Open Graph URLs all come from it.
 */

export interface ContactFacts {
  /** The file where these facts are edited, for messages (e.g. "site/content/company.ts"). */
  file: string;
  phone?: string;
  email?: string;
  address?: { street?: string; city?: string; region?: string; postalCode?: string; country?: string };
}

/** Domains reserved for documentation and testing (RFC 2606, RFC 6761). */
const PLACEHOLDER_HOST = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i;
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[a-z]{2,}$/i;

/** Each problem as "field: what is wrong"; empty when all is well. */
function problems(facts: ContactFacts): string[] {
  const found: string[] = [];
  const address = facts.address;
  const country = address?.country?.trim().toUpperCase();
  if (facts.phone !== undefined) {
    const digits = facts.phone.replace(/\D/g, '');
    if (!facts.phone.trim()) found.push('phone is empty');
    else if (!PHONE_CHARACTERS.test(facts.phone)) found.push(`phone "${facts.phone}" has characters a phone number does not`);
    else if (country === 'US' && !(digits.length === 10 || (digits.length === 11 && digits.startsWith('1')))) {
      found.push(`phone "${facts.phone}" has ${digits.length} digits; a US number has 10 (area code and number)`);
    } else if (digits.length < 7 || digits.length > 15) found.push(`phone "${facts.phone}" has ${digits.length} digits; a phone number has 7 to 15`);
  }
  if (facts.email !== undefined && !EMAIL.test(facts.email.trim())) {
    found.push(facts.email.trim() ? `email "${facts.email}" is not an e-mail address` : 'email is empty');
  }
  if (address) {
    for (const field of ['street', 'city', 'region', 'postalCode', 'country'] as const) {
      if (!address[field]?.trim()) found.push(`address.${field} is empty`);
    }
    if (country === 'US' && address.postalCode?.trim() && !/^\d{5}(-\d{4})?$/.test(address.postalCode.trim())) {
      found.push(`address.postalCode "${address.postalCode}" is not a US ZIP code (12345 or 12345-6789)`);
    }
    if (country && !/^[A-Z]{2}$/.test(country)) found.push(`address.country "${address.country}" is not a two-letter country code (e.g. US)`);
  }
  return found;
}

/** Fails on a bad fact; returns warnings (a placeholder site URL). */
export function checkFacts(siteUrl: string, facts: ContactFacts | undefined, configFile = 'site/site.config.ts'): string[] {
  let url: URL | undefined;
  try {
    url = new URL(siteUrl);
  } catch {
    url = undefined;
  }
  const where = facts?.file ?? configFile;
  const found = facts ? problems(facts) : [];
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    found.unshift(`siteUrl "${siteUrl}" is not an absolute origin such as https://www.example-shop.com (no path, query or fragment)`);
  }
  if (found.length > 0) {
    throw new ContentError(`${where}: ${found.join('; ')}. Every page, link and the structured data use these, so fix them there.`);
  }
  const warnings: string[] = [];
  if (PLACEHOLDER_HOST.test(url!.hostname)) {
    warnings.push(`${where}: the site URL ${siteUrl} is a placeholder domain; the sitemap, canonical and Open Graph URLs all point there. Set the real one before publishing.`);
  }
  if (url!.protocol === 'http:') warnings.push(`${where}: the site URL ${siteUrl} is http:, so canonical and shared links skip HTTPS.`);
  return warnings;
}
