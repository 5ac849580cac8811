import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isPrecompressedCopy } from './encodings.ts';
import { BUILD_RECORD } from '../pipeline/build-record.ts';
import { ASSETS_URL_DIR, ISLANDS_URL_DIR, SPECULATION_RULES } from '../shared/contract.ts';

/**
 * The one header policy of the site. The preview server applies it; other hosts get it written in
 * their own format from here, so every host sends the same headers.
 */

/** Origins the Contact page's map may be framed from. */
export const MAP_FRAME_ORIGINS = ['https://www.google.com', 'https://maps.google.com'];

export type HeaderSet = Record<string, string>;

/**
 * The security headers. `connectOrigins` are origins scripts may also send data to;
 * `styleHashes` are the CSP hashes of the <style> elements the pages inline (styleHash()).
 */
export function securityHeaders(connectOrigins: string[] = [], styleHashes: string[] = []): HeaderSet {
  const csp = [
    "default-src 'none'",
    // The loader's speculation rules (client/next-page.ts), inline by nature, by their hash.
    `script-src 'self' ${inlineHash(SPECULATION_RULES)}`,
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    // The map's host too: the Contact page's map asks it whether it answers (ContactMap.tsx).
    ["connect-src 'self'", ...connectOrigins, ...MAP_FRAME_ORIGINS].join(' '),
    "manifest-src 'self'",
    `frame-src ${MAP_FRAME_ORIGINS.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** The policy of a site without a vitals endpoint. */
export const SECURITY_HEADERS = securityHeaders();

/**
 * The policy of a site: its Web Vitals endpoint (from the config) may receive beacons, and the
 * stylesheets its pages inline (each page its own parts of the site's) may apply.
 */
export function securityHeadersFor(config: { vitalsEndpoint?: string | undefined }, inlineCss: Iterable<string> = []): HeaderSet {
  // Hashed once per distinct stylesheet: a grown site's hundreds of pages share a handful.
  const hashes = [...new Set(inlineCss)].map(styleHash).sort();
  return securityHeaders(config.vitalsEndpoint ? [new URL(config.vitalsEndpoint).origin] : [], hashes);
}

/** The CSP source that lets exactly this text be an inline <style> or <script> element. */
function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The CSP source that lets exactly this text run as a <style> element. */
export const styleHash = inlineHash;

/**
 * The security headers a build wrote for every path (the /* rule of its _headers), so a server
 * of the output sends the policy that matches its pages' inline styles; null without that file.
 */
export async function builtSecurityHeaders(outDir: string): Promise<HeaderSet | null> {
  const text = await readFile(path.join(outDir, '_headers'), 'utf8').catch(() => null);
  const rule = text?.split(/\n(?=\S)/).find((block) => block.startsWith('/*\n'));
  if (!rule) return null;
  const headers = rule.split('\n').slice(1).map((line) => /^\s+([\w-]+): (.*)$/.exec(line)).filter((match) => match !== null);
  return Object.fromEntries(headers.filter(([, name]) => name !== 'Strict-Transport-Security').map(([, name, value]) => [name!, value!]));
}

/**
 * HTTP Strict Transport Security: a browser that saw it over HTTPS uses only HTTPS for the site
 * for `maxAge` seconds (browsers ignore it over HTTP). Sent where the host always serves HTTPS
 * (_headers for Netlify and Cloudflare Pages) and by nginx on its HTTPS connections.
 */
export interface Hsts {
  maxAge: number;
  includeSubDomains: boolean;
  preload: boolean;
}
/** Two years: what the HTTP Observatory and the preload list ask for (at least six months). */
export const DEFAULT_HSTS: Hsts = { maxAge: 63_072_000, includeSubDomains: false, preload: false };

export function hstsValue({ maxAge, includeSubDomains, preload }: Hsts): string {
  return [`max-age=${maxAge}`, ...(includeSubDomains ? ['includeSubDomains'] : []), ...(preload ? ['preload'] : [])].join('; ');
}

/** HTML and other unhashed files: always revalidate, so a deploy shows at once. */
export const REVALIDATE = 'no-cache';
/** Content-hashed files never change under their name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Folders (relative to the output root) whose files carry a content hash in their names. */
export const HASHED_DIRS = [ASSETS_URL_DIR, ISLANDS_URL_DIR];

const isHashed = (file: string) => HASHED_DIRS.some((dir) => file.startsWith(`${dir}/`));

/** Every header a file is served with (relative path in the output folder). */
export function responseHeaders(file: string, security: HeaderSet): HeaderSet {
  return { ...security, 'Cache-Control': isHashed(file) ? IMMUTABLE : REVALIDATE };
}

/**
 * Files that sit in the built folder for a host or a tool, never as the site's: Netlify and
 * Cloudflare Pages read `_headers` from there and never serve it; the build's record of what it
 * wrote (build-record.ts) is for the next build and the deploy. Other servers refuse to serve
 * these files, and the deploy never publishes them.
 */
export const HOST_FILES = ['_headers', BUILD_RECORD];

/** The URL paths that serve an output file: the file itself, and clean URLs for HTML. */
function urlPathsOf(file: string): string[] {
  if (file === 'index.html') return ['/', '/index.html'];
  if (file.endsWith('/index.html')) return [`/${file.slice(0, -'/index.html'.length)}/`, `/${file}`];
  if (file.endsWith('.html')) return [`/${file.slice(0, -'.html'.length)}`, `/${file}`];
  return [`/${file}`];
}

/**
 * `_headers` for Netlify and Cloudflare Pages. Both merge every rule that matches a path, so the
 * security headers (and HSTS: both hosts serve only HTTPS) go on /* and each path gets exactly one Cache-Control: immutable for the
 * hashed folders, no-cache for every other file, listed one by one.
 */
export function netlifyHeaders(files: string[], security: HeaderSet, hsts: Hsts | false): string {
  const rule = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const present = new Set(files);
  const unhashed = files
    .filter((file) => !isHashed(file) && !HOST_FILES.includes(file) && !isPrecompressedCopy(file, (original) => present.has(original)))
    .sort();
  return [
    rule('/*', hsts ? { ...security, 'Strict-Transport-Security': hstsValue(hsts) } : security),
    ...HASHED_DIRS.map((dir) => rule(`/${dir}/*`, { 'Cache-Control': IMMUTABLE })),
    ...unhashed.flatMap(urlPathsOf).map((urlPath) => rule(urlPath, { 'Cache-Control': REVALIDATE })),
  ].join('\n') + '\n';
}
