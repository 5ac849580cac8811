/**
 * Build errors. Each names the file at fault and says what to do; the CLI prints the message
 * alone (no stack), so the message must stand on its own.
 *
 * Errors thrown by site code come from the server bundle, which has its own copy of this module,
 * so `instanceof` goes by the class names recorded on the error rather than by identity.
 */
const KINDS = Symbol.for('ssg.build-error-kinds');

export class BuildError extends Error {
  readonly [KINDS]: string[];

  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    const kinds: string[] = [];
    for (let c: unknown = new.target; c && c !== Error; c = Object.getPrototypeOf(c)) kinds.push((c as { name: string }).name);
    this[KINDS] = kinds;
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    const kinds = (value as { [KINDS]?: unknown } | null)?.[KINDS];
    return Array.isArray(kinds) && kinds.includes(this.name);
  }
}

export class MissingAssetError extends BuildError {}
/** asset() or image() called where the build has no assets folder to give it (outside page rendering). */
export class AssetUsageError extends BuildError {}
export class NonSerializablePropError extends BuildError {}
/** <Island> used in a way that cannot work: nested, given a component that is no island, or a media strategy without its query. */
export class IslandUsageError extends BuildError {}
export class UnknownStrategyError extends IslandUsageError {}
/** An island that imports (directly or through other modules) code that cannot run in the browser. */
export class IslandImportError extends BuildError {}
export class DuplicateOutputError extends BuildError {}
/** The output folder could not be written (a full disk, a read-only folder). */
export class OutputError extends BuildError {}
export class MissingIslandChunkError extends BuildError {}
export class PageModuleError extends BuildError {}
/** A page threw while rendering; `cause` is what it threw. */
export class PageRenderError extends BuildError {}
/** A page marks where its first screen ends more than once. */
export class FoldError extends BuildError {}
export class BundleError extends BuildError {}
/** A bundle that would ship a dead site: a package from two installs, or files from outside the project. */
export class BundleIntegrityError extends BuildError {}
export class ImageError extends BuildError {}
/** A fact the site states (phone, e-mail, address, site URL) that cannot be right. */
export class ContentError extends BuildError {}
/** A module in site/generated/ that is misnamed, fails, or returns something that is not a file's bytes. */
export class GeneratedFileError extends BuildError {}
/** `npm run deploy` cannot go on: no build, a bad target, or the store refused (the message says what to fix). */
export class DeployError extends BuildError {}
