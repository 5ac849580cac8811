import { canonicalUrl, escapeHtml } from './html.ts';

export function sitemapXml(siteUrl: string, routes: string[]): string {
  const urls = routes.map((route) => `  <url><loc>${escapeHtml(canonicalUrl(siteUrl, route))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${canonicalUrl(siteUrl, '/sitemap.xml')}\n`;
}
