import { Window } from 'happy-dom';

/** A built page as a DOM (parsed with scripting off, so <noscript> content is elements too). */
export function parseHtml(html: string): Document {
  const window = new Window({ url: 'https://www.example.com/' });
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** An SVG file as a DOM. */
export function parseSvg(svg: string): Document {
  const window = new Window({ url: 'https://www.example.com/' });
  return new window.DOMParser().parseFromString(svg, 'image/svg+xml') as unknown as Document;
}
