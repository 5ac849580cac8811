/**
 * The files that site/generated/ modules made in this build, by their path in assets/, so that
 * asset() and image() find a generated file as they find one on disk.
 *
 * The build fills it in before it loads the server bundle; assets.ts reads it from inside that
 * bundle, which has its own copy of this module, so the table lives on globalThis under a
 * registered symbol (as build errors carry their kinds) and is keyed by the assets directory, so
 * builds of different sites in one process (the tests) keep theirs apart.
 */
const TABLE = Symbol.for('ssg.generated-files');

type Table = Map<string, ReadonlyMap<string, string>>;

function table(): Table {
  const holder = globalThis as { [TABLE]?: Table };
  return (holder[TABLE] ??= new Map());
}

/** Records what a build generated: path in assets/ (forward slashes) -> the file on disk. */
export function setGeneratedFiles(assetsDir: string, files: ReadonlyMap<string, string>): void {
  table().set(assetsDir, files);
}

/** The file on disk that stands for assets/<relativePath>, when a generator made it. */
export function generatedFile(assetsDir: string, relativePath: string): string | undefined {
  return table().get(assetsDir)?.get(assetKey(relativePath));
}

/** 'public\\x.pdf', './public/x.pdf' and 'public/x.pdf' are one file. */
export function assetKey(relativePath: string): string {
  return relativePath.split(/[\\/]+/).filter((part) => part !== '' && part !== '.').join('/');
}

/** Every file generators made for `assetsDir`: path in assets/ -> the file on disk. */
export function generatedFiles(assetsDir: string): ReadonlyMap<string, string> {
  return table().get(assetsDir) ?? new Map();
}
