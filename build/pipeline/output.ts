import { DuplicateOutputError } from './errors.ts';

/**
 * The files a build produces, keyed by path relative to the output directory. Every file is added
 * with the source that produced it, so two sources writing one file is an error naming both.
 * A file may be optional: one a disk that cannot hold it beside another may leave out (the
 * lower-case alias pages, see disk.ts).
 */
export class Output {
  readonly files = new Map<string, { contents: Uint8Array | string; source: string; optional: boolean }>();

  add(path: string, contents: Uint8Array | string, source: string, optional = false): void {
    const existing = this.files.get(path);
    if (existing) {
      throw new DuplicateOutputError(
        `${source} and ${existing.source} both write ${path}. Rename or remove one of them.`,
      );
    }
    this.files.set(path, { contents, source, optional });
  }

  get(path: string): Uint8Array | string | undefined {
    return this.files.get(path)?.contents;
  }

  text(path: string): string | undefined {
    const contents = this.get(path);
    return typeof contents === 'string' || contents === undefined ? contents : Buffer.from(contents).toString('utf8');
  }
}
