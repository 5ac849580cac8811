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

/** Whether a file is one of the precompressed copies (X.br, X.gz). */
export const isPrecompressedCopy = (file: string) => ENCODINGS.some(([, suffix]) => file.endsWith(suffix));
