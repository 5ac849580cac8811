import type { S3Client } from '@aws-sdk/client-s3';
import { DeployError } from '../../pipeline/errors.ts';

/**
 * The bucket, through the AWS SDK v3. Endpoint, region and credentials come from where every AWS
 * tool reads them (AWS_REGION, AWS_ENDPOINT_URL or AWS_ENDPOINT_URL_S3, AWS_ACCESS_KEY_ID,
 * AWS_PROFILE, ~/.aws/config and credentials), so AWS S3, Cloudflare R2, Google Cloud Storage's
 * S3 interface, MinIO and Ceph need no change here. With an endpoint of its own, a store is
 * addressed path-style (bucket in the path), which all of those accept. Throttling and 5xx
 * answers are retried by the SDK's standard strategy, with more attempts than its default.
 */

export interface Target {
  bucket: string;
  /** '' or a prefix ending in '/'. */
  prefix: string;
}

/** `s3://bucket[/prefix]` to its bucket and prefix, or null. */
export function parseTarget(url: string): Target | null {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) return null;
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' };
}

const MAX_ATTEMPTS = 6;

export async function connect(): Promise<S3Client> {
  const { S3Client } = await import('@aws-sdk/client-s3');
  const endpoint = process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL;
  return new S3Client({
    maxAttempts: MAX_ATTEMPTS,
    forcePathStyle: Boolean(endpoint),
    // Checksums only where S3 requires them: stores other than AWS refuse some of the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** An SDK failure as one line that says what to fix. */
export function explain(error: unknown, target: Target): DeployError {
  const failure = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const name = failure.name ?? '';
  const status = failure.$metadata?.httpStatusCode;
  const where = process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL ?? 'AWS S3';
  if (name === 'NoSuchBucket' || (name === 'NotFound' && status === 404)) {
    return new DeployError(`bucket ${target.bucket} does not exist at ${where}: check the name, or AWS_ENDPOINT_URL and AWS_REGION.`);
  }
  if (['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'InvalidToken', 'ExpiredToken', 'CredentialsProviderError'].includes(name) || /credential/i.test(failure.message ?? '')) {
    return new DeployError(`the credentials were refused (${name || 'no credentials'}): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE.`);
  }
  if (name === 'AccessDenied' || status === 403) {
    return new DeployError(`access to bucket ${target.bucket} was denied: the credentials need s3:ListBucket, s3:GetObject, s3:PutObject and s3:DeleteObject on it.`);
  }
  if (/region/i.test(failure.message ?? '') && /missing|required/i.test(failure.message ?? '')) {
    return new DeployError('no region is set: set AWS_REGION (auto for Cloudflare R2), or region in ~/.aws/config.');
  }
  return new DeployError(`${name || 'the request'} failed${status ? ` (HTTP ${status})` : ''}: ${(failure.message ?? String(error)).split('\n')[0]}`);
}

/** Every object under the prefix: key (under the prefix) to its ETag's MD5 and size. */
export async function listObjects(client: S3Client, target: Target): Promise<Map<string, { md5: string; size: number }>> {
  const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
  const objects = new Map<string, { md5: string; size: number }>();
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: target.bucket, Prefix: target.prefix || undefined, ContinuationToken: token }));
    for (const item of page.Contents ?? []) objects.set(item.Key!.slice(target.prefix.length), { md5: (item.ETag ?? '').replace(/"/g, ''), size: item.Size ?? 0 });
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}
