import type { Stylesheet } from './page-stylesheet.ts';
import { BundleError } from '../errors.ts';
import { ASSETS_URL_DIR, ROUTES_ELEMENT_ID } from '../../shared/contract.ts';

/** Small helpers for the HTML the generator writes itself (redirect pages, injected tags). */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A URL in the pages' HTML of a file in the assets folder (src, srcset, href, CSS url()). */
const ASSET_URL = new RegExp(`/(${ASSETS_URL_DIR}/[^\\s"'),&<]+)`, 'g');

/** The files of the assets folder `html` names, by output path, each once. */
export function assetFilesIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(ASSET_URL), (match) => match[1]!))];
}

export function canonicalUrl(siteUrl: string, route: string): string {
  return siteUrl.replace(/\/$/, '') + route;
}

/** Inserts tags right before </head>. */
export function injectIntoHead(html: string, tags: string[]): string {
  if (tags.length === 0) return html;
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('rendered document has no </head>');
  return html.slice(0, at) + tags.join('') + html.slice(at);
}

/**
 * A page that sends the visitor to `to` without inline script: meta refresh plus a visible link, so
 * it works with JavaScript off and under a CSP that forbids inline script. With `script`, that
 * script decides where to go when JavaScript runs, and the meta refresh is for when it does not.
 */
export function redirectPage(options: { to: string; title: string; lang: string; canonical?: string; stylesheet?: string | null; script?: { src: string; routes: string[] } }): string {
  const to = escapeHtml(options.to);
  const refresh = `<meta http-equiv="refresh" content="0; url=${to}">`;
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(options.lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(options.title)}</title>`,
    '<meta name="robots" content="noindex">',
    options.canonical ? `<link rel="canonical" href="${escapeHtml(options.canonical)}">` : '',
    options.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(options.stylesheet)}">` : '',
    ...(options.script
      ? [
          `<script type="application/json" id="${ROUTES_ELEMENT_ID}">${JSON.stringify(options.script.routes).replace(/</g, '\\u003c')}</script>`,
          `<script type="module" src="${escapeHtml(options.script.src)}"></script><noscript>${refresh}</noscript>`,
        ]
      : [refresh]),
    '</head>',
    '<body>',
    `<main class="redirect"><p>${escapeHtml(options.title)}. <a href="${to}">Continue to ${to}</a></p></main>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * The stylesheet as the text of a <style> element. Minified CSS holds `</style` only inside a
 * string or url(), where it would end the element early and print the rest as text.
 */
export function inlineCss(stylesheet: Stylesheet): string {
  if (/<\/style/i.test(stylesheet.css)) {
    throw new BundleError(`site/styles/ (bundled as ${stylesheet.url}) contains "</style", which would end the page's inline <style> early. Escape it in the string or url() that holds it (e.g. "<\\/style").`);
  }
  return stylesheet.css;
}
