/**
 * Request paths that try to turn a server's redirect into one to another host: a first segment
 * a browser reads as `//host` (backslashes, doubled slashes) or strips (tabs, newlines and other
 * control characters), each raw, percent-encoded in either case and double-encoded, in the shapes
 * that reach the trailing-slash and .html redirects.
 */

/** Characters that make `/<c>evil.example` mean another host to some browser or proxy. */
const CHARACTERS = ['\\', '/', '\t', '\n', '\r', '\0', '\x01', '\x08', '\x0b', '\x0c', '\x1b', '\x1f', '\x7f', ' '];

const hex = (c: string) => c.charCodeAt(0).toString(16).padStart(2, '0');

/** Each character raw (unless it would end the request line), encoded (both cases) and double-encoded. */
function forms(c: string): string[] {
  const encoded = hex(c);
  const raw = /[\r\n ]/.test(c) ? [] : [c];
  return [...raw, `%${encoded}`, `%${encoded.toUpperCase()}`, `%25${encoded}`];
}

export function hostileRedirectPaths(host = 'evil.example'): string[] {
  const shapes = (p: string) => [
    `/${p}${host}/`,
    `/${p}${host}`,
    `/${p}${host}/x.html`,
    `/${p}${host}/index.html`,
    `/${p}/${host}/`,
    `/${p}${p}${host}/`,
    `/.${p}${host}/`,
    `/About/..${p}${p}${host}/`,
  ];
  const paths = CHARACTERS.flatMap(forms).flatMap(shapes);
  return [...new Set([...paths, `//${host}/`, `///${host}/`, `//${host}/x.html`, `/%2f%2f${host}/`, `/%2F/${host}/`])];
}
