import type { S3Client } from '@aws-sdk/client-s3';
import { listFilesSync } from '../../list-files.ts';
import { NOT_FOUND_PAGE } from '../../shared/routes.ts';
import { DeployError } from '../../pipeline/errors.ts';
import { readBuildRecord, unfinishedBuild } from '../../pipeline/build-record.ts';
import { TIMEOUTS, connect, explain, listObjects, readObject } from './bucket.ts';
import { LOCK, LOCK_TIMINGS, takeLock, type HeldLock, type LockTimings } from './lock.ts';
import { parseTarget, type Target } from './target.ts';
import { metadataOf, siteObjects, type SiteObject } from './objects.ts';
import { placeholdersIn } from './placeholders.ts';

/**
 * `npm run deploy -- s3://bucket[/prefix]`: publishes the last build to a bucket, safely and
 * incrementally. Only objects whose bytes (the bucket's ETag, an MD5) or metadata (as the last
 * deploy recorded it) differ are uploaded, a few at a time; new files first, then pages, so a
 * visitor mid-deploy never gets a page whose files are missing; then what the previous deploy
 * published and this one no longer has is deleted, and nothing else under the prefix unless asked.
 * The record of what was published is an object beside the site (MANIFEST). A deploy stopped at
 * any point leaves every page whole, and running it again finishes the job. One deploy at a time
 * writes to a prefix (lock.ts); a build that did not finish, or was changed since, is refused.
 */

export { LOCK } from './lock.ts';

/** What the last deploy published, under the prefix. Never listed as the site's, never deleted as stale. */
export const MANIFEST = '.ssg-deploy.json';
/** Uploads in flight at once. */
const CONCURRENCY = 8;

interface Manifest {
  /** Each object's MD5 and metadata, and the ETag the store gave it (not the MD5 with SSE-KMS or multipart uploads). */
  objects: Record<string, { md5: string; metadata: string; etag?: string }>;
}

export interface DeployOptions {
  outDir: string;
  /** `s3://bucket[/prefix]` */
  target: string;
  /** Print the plan, change nothing. */
  dryRun?: boolean;
  /** Upload text files as their .gz copies, with Content-Encoding: gzip. */
  gzip?: boolean;
  /** Apply the website configuration (index and error documents) to the bucket. */
  website?: boolean;
  /** Also delete objects under the prefix that no deploy of this site published. */
  deleteOthers?: boolean;
  log?: (line: string) => void;
  /** Connection and idle timeouts (bucket.ts). */
  timeouts?: typeof TIMEOUTS;
  /** Refuse to publish while the pages still carry a placeholder (placeholders.ts). */
  production?: boolean;
  /** The site's public address (siteUrl), printed at the end. */
  siteUrl?: string;
  /** How long a lock lives unrenewed, and how often it is renewed (lock.ts). */
  lockTimings?: LockTimings;
}

export interface DeployReport {
  uploaded: string[];
  unchanged: number;
  deleted: string[];
  bytes: number;
}

type Reason = 'new' | 'changed' | 'metadata';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const objectsCount = (count: number) => `${count} ${count === 1 ? 'object' : 'objects'}`;

/** Runs `task` on every item, `limit` at a time. */
async function inPool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++]!);
  }));
}

/** The record's entries, or why it is not a record: a store, a hand or a tool may have written it. */
export function parseManifest(text: string): Manifest | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'it is not JSON';
  }
  const objects = (value as { objects?: unknown } | null)?.objects;
  if (typeof objects !== 'object' || objects === null || Array.isArray(objects)) return 'it has no "objects" map';
  for (const [key, entry] of Object.entries(objects)) {
    const { md5, metadata, etag } = (entry ?? {}) as { md5?: unknown; metadata?: unknown; etag?: unknown };
    if (typeof md5 !== 'string' || typeof metadata !== 'string' || !['string', 'undefined'].includes(typeof etag)) return `its entry for ${JSON.stringify(key)} is not { md5, metadata, etag }`;
  }
  return value as Manifest;
}

async function readManifest(client: S3Client, target: Target): Promise<Manifest> {
  const found = await readObject(client, target, MANIFEST);
  if (found === null) return { objects: {} };
  const manifest = parseManifest(found.text);
  if (typeof manifest !== 'string') return manifest;
  const at = `s3://${target.bucket}/${target.prefix}${MANIFEST}`;
  throw new DeployError(`${at}, the record of the last deploy, is damaged (${manifest}); nothing was changed. Delete it and deploy again: every file is then uploaded once and nothing is deleted as stale.`);
}

async function writeManifest(client: S3Client, target: Target, objects: Manifest['objects']): Promise<void> {
  const { PutObjectCommand } = await import('@aws-sdk/client-s3');
  const body = JSON.stringify({ objects } satisfies Manifest);
    // Its website endpoint answers a redirect for it, not its list of the site's files.
  await client.send(new PutObjectCommand({ Bucket: target.bucket, Key: target.prefix + MANIFEST, Body: body, ContentType: 'application/json; charset=utf-8', CacheControl: 'no-store', WebsiteRedirectLocation: '/' }));
}

/** Uploads the object; its ETag as the store made it. */
async function upload(client: S3Client, target: Target, object: SiteObject): Promise<string> {
  const { PutObjectCommand } = await import('@aws-sdk/client-s3');
  const { ETag } = await client.send(
    new PutObjectCommand({
      Bucket: target.bucket,
      Key: target.prefix + object.key,
      Body: object.body,
      ContentMD5: Buffer.from(object.md5, 'hex').toString('base64'),
      ContentType: object.contentType,
      CacheControl: object.cacheControl,
      ContentEncoding: object.contentEncoding,
      WebsiteRedirectLocation: object.redirect,
    }),
  );
  return (ETag ?? '').replace(/"/g, '');
}

async function remove(client: S3Client, target: Target, keys: string[]): Promise<void> {
  const { DeleteObjectsCommand } = await import('@aws-sdk/client-s3');
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000);
    const result = await client.send(new DeleteObjectsCommand({ Bucket: target.bucket, Delete: { Objects: batch.map((key) => ({ Key: target.prefix + key })), Quiet: true } }));
    const failed = result.Errors ?? [];
    if (failed.length === 0) continue;
    const first = `${failed[0]!.Key}: ${failed[0]!.Code}`;
    const fix = failed.some((entry) => entry.Code === 'AccessDenied')
      ? `the credentials need s3:DeleteObject on s3://${target.bucket}/${target.prefix}*; the pages are published, and the record keeps the stale objects for the next deploy to delete`
      : 'run the deploy again';
    throw new DeployError(`could not delete ${failed.length} stale ${failed.length === 1 ? 'object' : 'objects'} (${first}): ${fix}.`);
  }
}

/** The website configuration the site needs: `/` and `X/` from index.html, unknown paths from 404.html. */
export function websiteConfiguration(target: Target) {
  return { IndexDocument: { Suffix: 'index.html' }, ErrorDocument: { Key: target.prefix + NOT_FOUND_PAGE } };
}

async function checkWebsite(client: S3Client, target: Target, apply: boolean, log: (line: string) => void): Promise<void> {
  const { GetBucketWebsiteCommand, PutBucketWebsiteCommand } = await import('@aws-sdk/client-s3');
  const wanted = websiteConfiguration(target);
  if (apply) {
    await client.send(new PutBucketWebsiteCommand({ Bucket: target.bucket, WebsiteConfiguration: wanted }));
    log(`website configuration applied: index document index.html, error document ${wanted.ErrorDocument.Key}`);
    return;
  }
  const current = await client.send(new GetBucketWebsiteCommand({ Bucket: target.bucket })).catch(() => null);
  if (current?.IndexDocument?.Suffix === wanted.IndexDocument.Suffix && current.ErrorDocument?.Key === wanted.ErrorDocument.Key) return;
  log(
    `The bucket has no website configuration for this site: run the deploy with --website, or\n` +
      `  aws s3api put-bucket-website --bucket ${target.bucket} --website-configuration '${JSON.stringify(wanted)}'`,
  );
}

/**
 * Where visitors find what was published: the bucket's website endpoint on AWS (what a CDN in front
 * of it fetches from), and the site's own address (siteUrl), which a CDN or DNS must point there.
 */
function siteAddress(target: Target, siteUrl: string | undefined): string {
  const region = process.env.AWS_REGION || process.env.AWS_DEFAULT_REGION;
  const custom = process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL;
  const endpoint = !custom && region ? `http://${target.bucket}.s3-website-${region}.amazonaws.com/${target.prefix}` : null;
  const own = siteUrl ? `${siteUrl.replace(/\/$/, '')}/` : null;
  if (endpoint && own) return `The site: ${own} (served from the bucket's website endpoint, ${endpoint}, through your CDN or DNS)`;
  if (endpoint) return `The site: ${endpoint}`;
  return own ? `The site: ${own} (once your CDN or the store's public address points at s3://${target.bucket}/${target.prefix})` : '';
}

/**
 * Keys under the prefix that belong to another deploy of a site: those under a folder that holds a
 * deploy record or a deploy's lock of its own (`www/` beside the root's site, its first deploy
 * under way before it has a record). --delete-others never touches them.
 */
function otherDeploys(keys: Iterable<string>): (key: string) => boolean {
  const roots = [...keys].flatMap((key) => [MANIFEST, LOCK].filter((own) => key.endsWith(`/${own}`)).map((own) => key.slice(0, -own.length)));
  return (key) => roots.some((root) => key.startsWith(root));
}

export async function deploy(options: DeployOptions): Promise<DeployReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const target = parseTarget(options.target);
  if ('problem' in target) throw new DeployError(target.problem);
  const files = listFilesSync(options.outDir, { dot: true });
  if (!files.includes('index.html')) throw new DeployError(`there is no build in ${options.outDir}: run npm run build first.`);
  const unfinished = unfinishedBuild(options.outDir, files);
  if (unfinished) throw new DeployError(`${unfinished}, so it is not published: run npm run build, then deploy again.`);
  // What a site must not go live with: --production refuses it, a test deploy says it.
  const notLive = (what: string, list: string, fix: string) => {
    if (options.production) throw new DeployError(`the build still ${what}, so --production publishes nothing: ${list}; ${fix}.`);
    log(`Warning: the build still ${what}: ${list}. Before going live, ${fix}; --production refuses to publish until then.`);
  };
  const placeholders = placeholdersIn(options.outDir, files);
  if (placeholders.length > 0) {
    notLive(
      'has placeholders',
      placeholders.map((found) => `${found.text} (${found.what}, in ${found.file})`).join(', '),
      'replace them in site/content/ (company.ts holds the address, phone, e-mail and site URL) and build again',
    );
  }
  const standIns = readBuildRecord(options.outDir)?.standIns ?? [];
  if (standIns.length > 0) {
    notLive(
      `shows ${standIns.length} stand-in picture${standIns.length === 1 ? '' : 's'} (renders, not the shop's photographs)`,
      standIns.join(', '),
      "save the shop's photograph over each under its name (npm run shot-list gives the name and the size each place needs) and build again",
    );
  }
  const objects = siteObjects(options.outDir, files, { gzip: options.gzip });

  const client = await connect(target, options.timeouts, log);
  let lock: HeldLock | undefined;
  let report: DeployReport | undefined;
  let failure: DeployError | undefined;
  try {
    if (!options.dryRun) lock = await takeLock(client, target, options.lockTimings ?? LOCK_TIMINGS);
    report = await publish(client, target, objects, options, log, lock);
  } catch (error) {
    failure = error instanceof DeployError ? error : explain(error, target);
  }
  // Given back whether the deploy finished or failed; a lock that stays is said, never left silently.
  const left = await lock?.release().then(() => null, (problem: DeployError) => problem);
  client.destroy();
  if (failure) {
    if (left) log(`Warning: ${left.message}`);
    throw failure;
  }
  const where = `s3://${target.bucket}/${target.prefix}`;
  if (left) throw new DeployError(`the site is published to ${where}, but ${left.message}`);
  if (!options.dryRun) {
    log(`Deployed to ${where}.`);
    const address = siteAddress(target, options.siteUrl);
    if (address) log(address);
  }
  return report!;
}

async function publish(client: S3Client, target: Target, objects: SiteObject[], options: DeployOptions, log: (line: string) => void, lock: HeldLock | undefined): Promise<DeployReport> {
  const [existing, manifest] = await Promise.all([listObjects(client, target), readManifest(client, target)]);
  const wanted = new Set(objects.map((object) => object.key));
  const reasonFor = (object: SiteObject): Reason | null => {
    const stored = existing.get(object.key);
    const recorded = manifest.objects[object.key];
    if (!stored) return 'new';
    // A store whose ETags are not MD5s (SSE-KMS, multipart) is trusted where its ETag is the one recorded with these bytes.
    const sameBytes = stored.etag === object.md5 || (recorded?.md5 === object.md5 && recorded.etag === stored.etag);
    if (!sameBytes) return 'changed';
    return recorded?.md5 === object.md5 && recorded.metadata === metadataOf(object) ? null : 'metadata';
  };
  const uploads = objects.map((object) => ({ object, reason: reasonFor(object) })).filter((entry): entry is { object: SiteObject; reason: Reason } => entry.reason !== null);
  const owned = Object.keys(manifest.objects).filter((key) => !wanted.has(key) && existing.has(key));
  const isOtherDeploy = otherDeploys(existing.keys());
  const others = options.deleteOthers ? [...existing.keys()].filter((key) => !wanted.has(key) && !(key in manifest.objects) && key !== MANIFEST && key !== LOCK && !isOtherDeploy(key)) : [];
  const deletions = [...owned, ...others].sort();
  const bytes = uploads.reduce((sum, { object }) => sum + object.body.length, 0);
  const where = `s3://${target.bucket}/${target.prefix}`;
  const report = { uploaded: uploads.map(({ object }) => object.key), unchanged: objects.length - uploads.length, deleted: deletions, bytes };
  log(`${where}: ${objects.length} objects; ${uploads.length} to upload (${kb(bytes)}), ${objects.length - uploads.length} unchanged, ${deletions.length} to delete`);

  if (!lock) {
    for (const { object, reason } of uploads) {
      const what = object.redirect ? `301 -> ${object.redirect}` : `${object.contentType}; ${object.cacheControl}${object.contentEncoding ? `; ${object.contentEncoding}` : ''}`;
      log(`  upload ${object.key} (${reason}: ${what})`);
    }
    for (const key of deletions) log(`  delete ${key}${others.includes(key) ? ' (not published by a deploy of this site)' : ''}`);
    log('Dry run: nothing was changed.');
    return report;
  }

  const etags = new Map([...existing].map(([key, stored]) => [key, stored.etag]));
  let sent = 0;
  let sentBytes = 0;
  for (const phase of ['files', 'pages'] as const) {
    const batch = uploads.filter(({ object }) => object.phase === phase);
    await inPool(batch, CONCURRENCY, async ({ object }) => {
      etags.set(object.key, await upload(client, target, object));
      sent += 1;
      sentBytes += object.body.length;
      if (sent % 50 === 0 || sent === uploads.length) log(`  uploaded ${sent}/${uploads.length} objects, ${kb(sentBytes)}/${kb(bytes)}`);
    });
  }
  const record = Object.fromEntries(objects.map((object) => [object.key, { md5: object.md5, metadata: metadataOf(object), etag: etags.get(object.key) }]));
  lock.assertHeld();
  if (deletions.length > 0) {
    // Nothing is deleted on a record another deploy changed meanwhile: its pages may load what this one thinks stale.
    const now = await readManifest(client, target);
    if (JSON.stringify(now) !== JSON.stringify(manifest)) {
      throw new DeployError(`another deploy changed s3://${target.bucket}/${target.prefix}${MANIFEST} while this one ran: this one's pages are published, and nothing was deleted. Run the deploy again.`);
    }
    // Recorded with what is about to go, so a deploy stopped while deleting finishes it next time.
    await writeManifest(client, target, { ...Object.fromEntries(owned.map((key) => [key, manifest.objects[key]!])), ...record });
    await remove(client, target, deletions);
    log(`  deleted ${objectsCount(deletions.length)} that the site no longer uses`);
  }
  await writeManifest(client, target, record);
  await checkWebsite(client, target, Boolean(options.website), log);
  return report;
}
