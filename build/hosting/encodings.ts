/**
 * Which files have precompressed copies beside them, and how those are named: what the build
 * writes (pipeline/compress.ts) and the servers send (preview.ts, the nginx config) agree here.
 */
export const TEXT_EXTENSIONS = ['html', 'css', 'js', 'mjs', 'svg', 'xml', 'txt', 'json', 'webmanifest'];
const TEXT = new RegExp(`\\.(${TEXT_EXTENSIONS.join('|')})$`);
export const isCompressible = (file: string) => TEXT.test(file);

/** Content-Encoding names and their file suffixes, in order of preference. */
export const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/**
 * Whether `file` is a precompressed copy: X.br or X.gz where X is itself in the folder (`has`). A
 * file of the site's own that ends so (a drawing.step.gz in assets/public/) is not a copy.
 */
export const isPrecompressedCopy = (file: string, has: (file: string) => boolean) =>
  ENCODINGS.some(([, suffix]) => file.endsWith(suffix) && has(file.slice(0, -suffix.length)));
