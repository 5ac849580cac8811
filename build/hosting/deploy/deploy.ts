import type { S3Client } from '@aws-sdk/client-s3';
import { listFilesSync } from '../../list-files.ts';
import { NOT_FOUND_PAGE } from '../../shared/routes.ts';
import { DeployError } from '../../pipeline/errors.ts';
import { connect, explain, listObjects, parseTarget, type Target } from './bucket.ts';
import { metadataOf, siteObjects, type SiteObject } from './objects.ts';

/**
 * `npm run deploy -- s3://bucket[/prefix]`: publishes the last build to a bucket, safely and
 * incrementally. Only objects whose bytes (the bucket's ETag, an MD5) or metadata (as the last
 * deploy recorded it) differ are uploaded, a few at a time; new files first, then pages, so a
 * visitor mid-deploy never gets a page whose files are missing; then what the previous deploy
 * published and this one no longer has is deleted, and nothing else under the prefix unless asked.
 * The record of what was published is an object beside the site (MANIFEST). A deploy stopped at
 * any point leaves every page whole, and running it again finishes the job.
 */

/** What the last deploy published, under the prefix. Never listed as the site's, never deleted as stale. */
export const MANIFEST = '.ssg-deploy.json';
/** Uploads in flight at once. */
const CONCURRENCY = 8;

interface Manifest {
  objects: Record<string, { md5: string; metadata: string }>;
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
}

export interface DeployReport {
  uploaded: string[];
  unchanged: number;
  deleted: string[];
  bytes: number;
}

type Reason = 'new' | 'changed' | 'metadata';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Runs `task` on every item, `limit` at a time. */
async function inPool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++]!);
  }));
}

async function readManifest(client: S3Client, target: Target): Promise<Manifest> {
  const { GetObjectCommand } = await import('@aws-sdk/client-s3');
  try {
    const response = await client.send(new GetObjectCommand({ Bucket: target.bucket, Key: target.prefix + MANIFEST }));
    return JSON.parse(await response.Body!.transformToString()) as Manifest;
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return { objects: {} };
    throw error;
  }
}

async function writeManifest(client: S3Client, target: Target, objects: Manifest['objects']): Promise<void> {
  const { PutObjectCommand } = await import('@aws-sdk/client-s3');
  const body = JSON.stringify({ objects } satisfies Manifest);
  await client.send(new PutObjectCommand({ Bucket: target.bucket, Key: target.prefix + MANIFEST, Body: body, ContentType: 'application/json; charset=utf-8', CacheControl: 'no-store' }));
}

async function upload(client: S3Client, target: Target, object: SiteObject): Promise<void> {
  const { PutObjectCommand } = await import('@aws-sdk/client-s3');
  await client.send(
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
}

async function remove(client: S3Client, target: Target, keys: string[]): Promise<void> {
  const { DeleteObjectsCommand } = await import('@aws-sdk/client-s3');
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000);
    const result = await client.send(new DeleteObjectsCommand({ Bucket: target.bucket, Delete: { Objects: batch.map((key) => ({ Key: target.prefix + key })), Quiet: true } }));
    const failed = result.Errors ?? [];
    if (failed.length > 0) throw new DeployError(`could not delete ${failed.length} stale objects (${failed[0]!.Key}: ${failed[0]!.Code}); run the deploy again.`);
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

export async function deploy(options: DeployOptions): Promise<DeployReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const target = parseTarget(options.target);
  if (!target) throw new DeployError(`"${options.target}" is not a bucket: run npm run deploy -- s3://bucket or s3://bucket/prefix.`);
  const files = listFilesSync(options.outDir, { dot: true });
  if (!files.includes('index.html')) throw new DeployError(`there is no build in ${options.outDir}: run npm run build first.`);
  const objects = siteObjects(options.outDir, files, { gzip: options.gzip });

  const client = await connect();
  try {
    const [existing, manifest] = await Promise.all([listObjects(client, target), readManifest(client, target)]);
    const wanted = new Set(objects.map((object) => object.key));
    const reasonFor = (object: SiteObject): Reason | null => {
      const stored = existing.get(object.key);
      const recorded = manifest.objects[object.key];
      if (!stored) return 'new';
      if (stored.md5 !== object.md5) return 'changed';
      return recorded?.md5 === object.md5 && recorded.metadata === metadataOf(object) ? null : 'metadata';
    };
    const uploads = objects.map((object) => ({ object, reason: reasonFor(object) })).filter((entry): entry is { object: SiteObject; reason: Reason } => entry.reason !== null);
    const owned = Object.keys(manifest.objects).filter((key) => !wanted.has(key) && existing.has(key));
    const others = options.deleteOthers ? [...existing.keys()].filter((key) => !wanted.has(key) && !(key in manifest.objects) && key !== MANIFEST) : [];
    const deletions = [...owned, ...others].sort();
    const bytes = uploads.reduce((sum, { object }) => sum + object.body.length, 0);
    const where = `s3://${target.bucket}/${target.prefix}`;
    log(`${where}: ${objects.length} objects; ${uploads.length} to upload (${kb(bytes)}), ${objects.length - uploads.length} unchanged, ${deletions.length} to delete`);

    if (options.dryRun) {
      for (const { object, reason } of uploads) {
        const what = object.redirect ? `301 -> ${object.redirect}` : `${object.contentType}; ${object.cacheControl}${object.contentEncoding ? `; ${object.contentEncoding}` : ''}`;
        log(`  upload ${object.key} (${reason}: ${what})`);
      }
      for (const key of deletions) log(`  delete ${key}${others.includes(key) ? ' (not published by a deploy of this site)' : ''}`);
      log('Dry run: nothing was changed.');
      return { uploaded: uploads.map(({ object }) => object.key), unchanged: objects.length - uploads.length, deleted: deletions, bytes };
    }

    let sent = 0;
    let sentBytes = 0;
    for (const phase of ['files', 'pages'] as const) {
      const batch = uploads.filter(({ object }) => object.phase === phase);
      await inPool(batch, CONCURRENCY, async ({ object }) => {
        await upload(client, target, object);
        sent += 1;
        sentBytes += object.body.length;
        if (sent % 50 === 0 || sent === uploads.length) log(`  uploaded ${sent}/${uploads.length} objects, ${kb(sentBytes)}/${kb(bytes)}`);
      });
    }
    const record = Object.fromEntries(objects.map((object) => [object.key, { md5: object.md5, metadata: metadataOf(object) }]));
    if (deletions.length > 0) {
      // Recorded with what is about to go, so a deploy stopped while deleting finishes it next time.
      await writeManifest(client, target, { ...Object.fromEntries(owned.map((key) => [key, manifest.objects[key]!])), ...record });
      await remove(client, target, deletions);
      log(`  deleted ${deletions.length} stale objects`);
    }
    await writeManifest(client, target, record);
    await checkWebsite(client, target, Boolean(options.website), log);
    log(`Deployed to ${where}.`);
    return { uploaded: uploads.map(({ object }) => object.key), unchanged: objects.length - uploads.length, deleted: deletions, bytes };
  } catch (error) {
    throw error instanceof DeployError ? error : explain(error, target);
  } finally {
    client.destroy();
  }
}
