/**
 * The request headers a static server must read correctly (RFC 9110): which content codings the
 * client accepts, with their q-values (`br;q=0` means "never brotli"), whether its cached copy is
 * current (If-None-Match, a list of entity tags or `*`), and whether the file is still the one a
 * change was based on (If-Match, If-Unmodified-Since: 412 when not).
 */

/** The q-value a client gives `coding`: its own entry, else `*`, else 0 (not acceptable). */
export function acceptance(acceptEncoding: string | undefined): (coding: string) => number {
  const weights = new Map<string, number>();
  for (const entry of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''));
    weights.set(name, Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0);
  }
  return (coding) => weights.get(coding) ?? weights.get('*') ?? 0;
}

/** Codings from `preferred` the client accepts, best q-value first (ties keep the given order). */
export function acceptedCodings<T extends string>(acceptEncoding: string | undefined, preferred: readonly T[]): T[] {
  const q = acceptance(acceptEncoding);
  return preferred.filter((coding) => q(coding) > 0).sort((a, b) => q(b) - q(a));
}

/** Whether If-None-Match names `etag` (weak comparison, as for GET) or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/**
 * Whether a request's preconditions fail on a file with `etag` modified at `modified` (RFC 9110
 * 13.2.2): If-Match names neither `*` nor the tag (strong comparison: a weak tag never matches),
 * or, without If-Match, If-Unmodified-Since is a date before the file's last change.
 */
export function failsPrecondition(ifMatch: string | undefined, ifUnmodifiedSince: string | undefined, etag: string, modified: Date): boolean {
  if (ifMatch !== undefined) return !ifMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim() === etag);
  if (ifUnmodifiedSince === undefined) return false;
  const since = Date.parse(ifUnmodifiedSince);
  // HTTP dates have whole seconds: a file changed within the second named is not after it.
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 > since;
}
