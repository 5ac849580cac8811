/**
 * The two request headers a static server must read correctly (RFC 9110): which content codings
 * the client accepts, with their q-values (`br;q=0` means "never brotli"), and whether its cached
 * copy is current (If-None-Match, a list of entity tags or `*`).
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
