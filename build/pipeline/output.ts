import { DuplicateOutputError } from './errors.ts';
import type { StoredBytes } from './disk-cache.ts';

export interface OutputFile {
  readonly contents: Uint8Array | string;
  source: string;
  optional: boolean;
  /** What names its bytes without reading them, for a file added by `addStored`. */
  id?: string;
}

/**
 * The files a build produces, keyed by path relative to the output directory. Every file is added
 * with the source that produced it, so two sources writing one file is an error naming both.
 * A file may be optional: one a disk that cannot hold it beside another may leave out (the
 * lower-case alias pages, see disk.ts).
 */
export class Output {
  readonly files = new Map<string, OutputFile>();

  add(path: string, contents: Uint8Array | string, source: string, optional = false): void {
    this.set(path, { contents, source, optional });
  }

  /** A file whose bytes are read when something first asks for its `contents`. */
  addStored(path: string, stored: StoredBytes, source: string): void {
    this.set(path, {
      get contents() {
        return stored.read();
      },
      id: stored.id,
      source,
      optional: false,
    });
  }

  private set(path: string, file: OutputFile): void {
    const existing = this.files.get(path);
    if (existing) {
      throw new DuplicateOutputError(
        `${file.source} and ${existing.source} both write ${path}. Rename or remove one of them.`,
      );
    }
    this.files.set(path, file);
  }

  get(path: string): Uint8Array | string | undefined {
    return this.files.get(path)?.contents;
  }

  text(path: string): string | undefined {
    const contents = this.get(path);
    return typeof contents === 'string' || contents === undefined ? contents : Buffer.from(contents).toString('utf8');
  }
}
