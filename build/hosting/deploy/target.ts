/**
 * Where a deploy may write: `s3://bucket[/prefix]`, checked before any request. The SDK sends a
 * prefix as it is, so `s3://site/../other` was `PUT /site/../other/index.html`, which a store that
 * normalises paths (as HTTP servers and proxies do) wrote into the bucket `other`. So a target must
 * name a bucket by S3's rules and a prefix of plain path segments; anything else is refused with
 * the reason, never "cleaned up" into some other place.
 */

export interface Target {
  bucket: string;
  /** '' or a prefix ending in '/'. */
  prefix: string;
}

const USAGE = 'run npm run deploy -- s3://bucket or s3://bucket/prefix';

/** Why `name` is not a bucket name S3 accepts (docs.aws.amazon.com, "Bucket naming rules"), or null. */
export function bucketNameProblem(name: string): string | null {
  if (name.length < 3 || name.length > 63) return 'a bucket name has 3 to 63 characters';
  if (!/^[a-z0-9.-]+$/.test(name)) return 'a bucket name has only lower-case letters, digits, dots and hyphens';
  if (!/^[a-z0-9]/.test(name) || !/[a-z0-9]$/.test(name)) return 'a bucket name begins and ends with a letter or digit';
  if (name.includes('..')) return 'a bucket name has no two dots in a row';
  if (/\.-|-\./.test(name)) return 'a bucket name has no dot beside a hyphen';
  if (/^\d+\.\d+\.\d+\.\d+$/.test(name)) return 'a bucket name is not an IP address';
  if (/^(xn--|sthree-|amzn-s3-demo-)/.test(name)) return 'a bucket name does not begin with xn--, sthree- or amzn-s3-demo-';
  if (/(-s3alias|--ol-s3|\.mrap|--x-s3|--table-s3)$/.test(name)) return 'a bucket name does not end with a suffix S3 reserves (-s3alias, --ol-s3, .mrap, --x-s3, --table-s3)';
  return null;
}

/**
 * A segment of the prefix: AWS's "safe" key characters (letters, digits, ! - _ . * ' ( )). Others
 * (?, #, %, \, spaces, control characters) are either taken by a URL, a shell or a store's
 * normalisation as something else, or make keys that tools escape differently.
 */
const SEGMENT = /^[A-Za-z0-9!_.*'()-]+$/;

/** Why `prefix` (the text after the bucket) cannot be a deploy's prefix, or null. */
export function prefixProblem(prefix: string): string | null {
  if (prefix === '') return null;
  const segments = prefix.replace(/^\/|\/$/g, '').split('/');
  for (const segment of segments) {
    if (segment === '') return 'the prefix has an empty segment (//)';
    if (segment === '.' || segment === '..') return `the prefix has a "${segment}" segment, which a store may resolve to another place (or another bucket)`;
    if (!SEGMENT.test(segment)) {
      const bad = [...segment].find((character) => !SEGMENT.test(character))!;
      return `the prefix has "${printable(bad)}": use letters, digits and ! - _ . * ' ( ) between slashes`;
    }
  }
  return null;
}

/** `s3://bucket[/prefix]` to its bucket and prefix; a DeployError-ready reason when it is not one. */
export function parseTarget(url: string): Target | { problem: string } {
  const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/s.exec(url);
  if (!match) return { problem: `"${printable(url)}" is not a bucket: ${USAGE}.` };
  const [, bucket = '', rest = ''] = match;
  const problem = bucketNameProblem(bucket) ?? prefixProblem(rest);
  if (problem) return { problem: `"${printable(url)}" is not a deploy target: ${problem}; ${USAGE}.` };
  const prefix = rest.replace(/^\/|\/$/g, '');
  return { bucket, prefix: prefix ? `${prefix}/` : '' };
}

/** A target as a message may show it: control characters escaped, so they cannot act on a terminal. */
const printable = (text: string) => text.replace(/[\x00-\x1f\x7f-\x9f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

/**
 * Whether a request's path stays inside the target: no dot segment, under /bucket/prefix when
 * path-style, after the endpoint's own base path (`/storage/v1/s3`) where it has one.
 */
export function pathStaysInTarget(requestPath: string, target: Target, pathStyle: boolean, basePath = ''): boolean {
  const pathname = requestPath.split('?')[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..') || decoded.includes('\\')) return false;
  const base = `${basePath}${pathStyle ? `/${target.bucket}` : ''}`;
  return decoded === base || decoded === `${base}/` || decoded.startsWith(`${base}/${target.prefix}`);
}
