import type { S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { DeployError } from '../../pipeline/errors.ts';
import { pathStaysInTarget, type Target } from './target.ts';

/**
 * The bucket, through the AWS SDK v3. Endpoint, region and credentials come from where every AWS
 * tool reads them (AWS_REGION, AWS_ENDPOINT_URL or AWS_ENDPOINT_URL_S3, AWS_ACCESS_KEY_ID,
 * AWS_PROFILE, ~/.aws/config and credentials), so AWS S3, Cloudflare R2, Google Cloud Storage's
 * S3 interface, MinIO and Ceph need no change here. With an endpoint of its own, a store is
 * addressed path-style (bucket in the path), which all of those accept. Throttling and 5xx
 * answers are retried by the SDK's standard strategy, with more attempts than its default.
 */

export type { Target } from './target.ts';

const MAX_ATTEMPTS = 6;

/** How long a connection may take to open, and a request may go without a byte either way. */
export const TIMEOUTS = { connectMs: 10_000, idleMs: 30_000 };

/** The endpoint the environment names, or null for AWS S3 itself. */
const endpointSetting = () => process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL || null;

/** Any URL's user and password out of a text: an endpoint may carry them, and a message is shown and logged. */
export const withoutCredentials = (text: string) => text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^/\s@]*@/gi, '$1');

/** Where the deploy sends its requests, as a message may name it. */
export const endpointName = () => withoutCredentials(endpointSetting() ?? 'AWS S3');

/** The commands the deploy sends whose body S3 requires a checksum of (httpChecksumRequired). */
const CONTENT_MD5_REQUIRED = ['DeleteObjectsCommand', 'PutBucketWebsiteCommand'];

/** The endpoint's own path before the bucket ('' for most; Supabase's is /storage/v1/s3). */
const basePathOf = (endpoint: string | null) => {
  try {
    return endpoint ? new URL(endpoint).pathname.replace(/\/+$/, '') : '';
  } catch {
    return '';
  }
};

/** What a failed attempt's error says in a few words: `ETIMEDOUT`, `503 SlowDown`. */
const failureOf = (error: unknown) => {
  const failure = error as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  const status = failure.$metadata?.httpStatusCode;
  return failure.code ?? [status, failure.name].filter(Boolean).join(' ');
};

/** `log` hears each retry as it starts: an endpoint that does not answer is otherwise silent for minutes. */
export async function connect(target: Target, timeouts = TIMEOUTS, log: (line: string) => void = () => undefined): Promise<S3Client> {
  if (process.env.AWS_REGION === '' || process.env.AWS_DEFAULT_REGION === '') {
    throw new DeployError(`AWS_REGION is set but empty: set it to the bucket's region (e.g. us-east-1; auto for Cloudflare R2), or unset it to use ~/.aws/config.`);
  }
  // The locked SDK supports Node 20 (package.json's engines); its nine-line notice that later
  // versions will not is for whoever upgrades it, not for every deploy.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { S3Client } = await import('@aws-sdk/client-s3');
  const endpoint = endpointSetting();
  const client = new S3Client({
    maxAttempts: MAX_ATTEMPTS,
    forcePathStyle: Boolean(endpoint),
    // Checksums only where S3 requires them: stores other than AWS refuse some of the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without these an endpoint that accepts the connection and never answers holds the deploy forever.
    requestHandler: { connectionTimeout: timeouts.connectMs, socketTimeout: timeouts.idleMs },
  });
  const basePath = basePathOf(endpoint);
  // The last word on where a request goes, whatever built it: never outside the target's bucket and prefix.
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { path?: string };
      if (typeof request.path === 'string' && !pathStaysInTarget(request.path, target, Boolean(endpoint), basePath)) {
        throw new DeployError(`refused to send a request outside s3://${target.bucket}/${target.prefix} (${request.path.split('?')[0]}); nothing was sent.`);
      }
      return next(args);
    },
    { step: 'finalizeRequest', name: 'stayInTarget', priority: 'low' },
  );
  // S3 requires a checksum of these bodies; the SDK now sends a CRC32, but MinIO and Ceph refuse
  // them without Content-MD5 (MissingContentMD5). AWS accepts both.
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const request = args.request as { body?: unknown; headers?: Record<string, string> };
      if (CONTENT_MD5_REQUIRED.includes(context.commandName ?? '') && request.headers && (typeof request.body === 'string' || request.body instanceof Uint8Array)) {
        request.headers['content-md5'] = createHash('md5').update(request.body).digest('base64');
      }
      return next(args);
    },
    { step: 'build', name: 'contentMd5', priority: 'low' },
  );
  // Inside the retry strategy, so once per attempt: the strategy numbers them in amz-sdk-request.
  const lastFailure = new WeakMap<object, string>();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const request = args.request as { method?: string; path?: string; headers?: Record<string, string> };
      const attempt = /attempt=(\d+)/.exec(request.headers?.['amz-sdk-request'] ?? '')?.[1];
      if (attempt && Number(attempt) > 1) {
        log(`  ${endpointName()}: ${request.method} ${request.path?.split('?')[0]} failed (${lastFailure.get(context) ?? 'no answer'}); trying again, attempt ${attempt} of ${MAX_ATTEMPTS}`);
      }
      try {
        return await next(args);
      } catch (error) {
        lastFailure.set(context, failureOf(error));
        throw error;
      }
    },
    { step: 'finalizeRequest', name: 'sayRetries', priority: 'low' },
  );
  return client;
}

/** An SDK failure as one line that says what to fix. */
export function explain(error: unknown, target: Target): DeployError {
  const failure = error as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number }; $response?: { headers?: Record<string, string> } };
  const name = failure.name ?? '';
  const message = withoutCredentials(failure.message ?? String(error));
  const status = failure.$metadata?.httpStatusCode;
  const where = endpointName();
  if (name === 'NoSuchBucket' || (name === 'NotFound' && status === 404)) {
    return new DeployError(`bucket ${target.bucket} does not exist at ${where}: check the name, or AWS_ENDPOINT_URL and AWS_REGION.`);
  }
  if (name === 'PermanentRedirect' || status === 301) {
    const region = (failure.$response?.headers ?? {})['x-amz-bucket-region'];
    const fix = region ? `set AWS_REGION=${region}` : 'set AWS_REGION to the bucket\'s region';
    return new DeployError(`bucket ${target.bucket} is in ${region ? `region ${region}` : 'another region'}, not ${process.env.AWS_REGION || process.env.AWS_DEFAULT_REGION || 'the one set'}: ${fix} and run the deploy again.`);
  }
  if (['ExpiredToken', 'TokenRefreshRequired'].includes(name)) {
    return new DeployError(`the session credentials expired (${name}): get fresh ones (aws sso login, or a new AWS_SESSION_TOKEN with its key pair) and run the deploy again; every page already published is whole.`);
  }
  if (['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'InvalidToken', 'CredentialsProviderError'].includes(name) || /credential/i.test(message)) {
    return new DeployError(`the credentials were refused (${name || 'no credentials'}): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE.`);
  }
  if (name === 'AccessDenied' || status === 403) {
    return new DeployError(`access to bucket ${target.bucket} was denied: the credentials need s3:ListBucket, s3:GetObject, s3:PutObject and s3:DeleteObject on it.`);
  }
  if (/region/i.test(message) && /missing|required|not accepted/i.test(message)) {
    return new DeployError('no usable region is set: set AWS_REGION (e.g. us-east-1; auto for Cloudflare R2), or region in ~/.aws/config.');
  }
  if (['TimeoutError', 'RequestTimeout'].includes(name) || ['ETIMEDOUT', 'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN'].includes(failure.code ?? '')) {
    return new DeployError(`${where} did not answer (${failure.code ?? name}, ${MAX_ATTEMPTS} attempts): check AWS_ENDPOINT_URL and the network, then run the deploy again; every page already published is whole.`);
  }
  return new DeployError(`${name || 'the request'} failed at ${where}${status ? ` (HTTP ${status})` : ''}: ${message.split('\n')[0]}`);
}

export interface StoredObject {
  text: string;
  etag: string;
  /** How long ago it was written, by the store's clock (its Date header; this machine's where it sends none). */
  ageMs: number;
}

/** An object under the prefix as text, with its ETag and age; null where there is none. */
export async function readObject(client: S3Client, target: Target, key: string): Promise<StoredObject | null> {
  const { GetObjectCommand } = await import('@aws-sdk/client-s3');
  const command = new GetObjectCommand({ Bucket: target.bucket, Key: target.prefix + key });
  let storeNow = NaN;
  command.middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      storeNow = Date.parse(String((result.response as { headers?: Record<string, string> }).headers?.date ?? ''));
      return result;
    },
    { step: 'build', name: 'storeDate' },
  );
  try {
    const response = await client.send(command);
    const written = response.LastModified?.getTime() ?? Date.now();
    return { text: await response.Body!.transformToString(), etag: response.ETag ?? '', ageMs: (Number.isNaN(storeNow) ? Date.now() : storeNow) - written };
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}

/** Every object under the prefix: key (under the prefix) to its ETag (quotes removed: the MD5 of most) and size. */
export async function listObjects(client: S3Client, target: Target): Promise<Map<string, { etag: string; size: number }>> {
  const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
  const objects = new Map<string, { etag: string; size: number }>();
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: target.bucket, Prefix: target.prefix || undefined, ContinuationToken: token }));
    for (const item of page.Contents ?? []) objects.set(item.Key!.slice(target.prefix.length), { etag: (item.ETag ?? '').replace(/"/g, ''), size: item.Size ?? 0 });
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}
