import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * An S3-compatible server on loopback (s3rver: S3's REST API and its website endpoint, with access
 * keys checked), and in front of it a proxy that records every request and answers as real stores
 * do where s3rver does not: conditional writes (If-None-Match and If-Match on PUT, as AWS S3 has
 * them), and, when told, the ways stores and networks differ or misbehave (Faults).
 */

export const REGION = 'us-east-1';
/** s3rver's built-in account. */
export const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export interface Faults {
  /** Answer the first PUT of each key with 503 SlowDown (the SDK must retry it). */
  slowDownFirstPut?: boolean;
  /** Cut every connection after this many successful PUTs. */
  stopAfterPuts?: number;
  /** Answer a PUT with If-None-Match or If-Match with 501 NotImplemented, as a store without conditional writes. */
  noConditionalWrites?: boolean;
  /** Refuse the bodies S3 requires a checksum of (DeleteObjects, PutBucketWebsite) without the right Content-MD5, as MinIO and Ceph do. */
  requireContentMd5?: boolean;
  /** Deny every delete, as a policy without s3:DeleteObject does (DeleteObjects answers 200 with an error per key). */
  denyDeletes?: boolean;
  /** ETags that are not their object's MD5, as with SSE-KMS or multipart uploads. */
  opaqueEtags?: boolean;
  /** Hold each PUT whose key (bucket/key) matches this long before sending it on; only the first `times` where given. */
  delayPut?: { match: RegExp; ms: number; times?: number };
  /** Hold each PUT whose key matches until `until` settles: a deploy kept under way for as long as a test needs. */
  holdPuts?: { match: RegExp; until: Promise<unknown> };
  /** Send the next PUT whose path matches on to the store, then answer it 500 as if its answer were lost. */
  loseAnswerOf?: RegExp;
  /** Answer every request with this error: 301 PermanentRedirect with x-amz-bucket-region, 400 ExpiredToken. */
  refuseAll?: { status: number; code: string; headers?: Record<string, string> };
}

export interface S3Server {
  /** The proxy's URL: what AWS_ENDPOINT_URL points at. */
  endpoint: string;
  /** The website endpoint's Host header for `bucket`. */
  websiteHost(bucket: string): string;
  /** Requests seen by the proxy, in order: "PUT /site/About". */
  requests: string[];
  /** Each request's headers, in the order of `requests`. */
  headers: http.IncomingHttpHeaders[];
  /** Successful PUTs so far. */
  readonly puts: number;
  faults: Faults;
  /** The environment a deploy reads its endpoint, region and credentials from. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const xmlError = (response: http.ServerResponse, status: number, code: string, message: string, headers: http.OutgoingHttpHeaders = {}) =>
  response
    .writeHead(status, { 'Content-Type': 'application/xml', ...headers })
    .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);

const md5 = (bytes: Buffer | string, encoding: 'hex' | 'base64') => createHash('md5').update(bytes).digest(encoding);
/** The ETag an SSE-KMS store shows for one whose MD5 is `etag`: stable, and not the MD5. */
const opaque = (etag: string) => `"${md5(`kms:${etag}`, 'hex')}-1"`;
const unescapeXml = (text: string) => text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!);

const readAll = (stream: NodeJS.ReadableStream) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });

/** `basePath`: the endpoint's own path before the bucket, as some stores have (Supabase: /storage/v1/s3). */
export async function startS3(dir: string, buckets: string[], { basePath = '' } = {}): Promise<S3Server> {
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(dir, 's3rver'), serviceEndpoint: 'localhost', configureBuckets: buckets.map((name) => ({ name })) });
  const { port: s3Port } = await s3.run();
  const requests: string[] = [];
  const headers: http.IncomingHttpHeaders[] = [];
  const faults: Faults = {};
  const slowedDown = new Set<string>();
  /** Each object's ETag as the store made it (its MD5), by bucket and key: what conditional writes compare. */
  const etags = new Map<string, string>();
  /** Writes to one key, one after the other, so a condition and its write are one step. */
  const queues = new Map<string, Promise<unknown>>();
  let puts = 0;
  const shown = (etag: string) => (faults.opaqueEtags ? opaque(etag) : etag);

  const serially = (key: string, step: () => Promise<unknown>) => {
    const done = (queues.get(key) ?? Promise.resolve()).then(step, step);
    queues.set(key, done);
    return done;
  };

  /** Sends the request on to s3rver; `body` when it was read already. */
  const forward = (request: http.IncomingMessage, upstreamPath: string, body?: Buffer) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const upstream = http.request({ host: '127.0.0.1', port: s3Port, method: request.method, path: upstreamPath, headers: request.headers }, async (answer) => {
        resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: await readAll(answer) });
      });
      upstream.on('error', reject);
      if (body) upstream.end(body);
      else request.pipe(upstream);
    });

  const respond = (response: http.ServerResponse, answer: { status: number; headers: http.IncomingHttpHeaders; body: Buffer }) => {
    let body = answer.body;
    const out = { ...answer.headers };
    if (faults.opaqueEtags) {
      if (typeof out.etag === 'string') out.etag = opaque(out.etag);
      if (String(out['content-type']).includes('xml')) {
        body = Buffer.from(body.toString('utf8').replace(/<ETag>(&quot;|")([0-9a-f]{32})(&quot;|")<\/ETag>/g, (_, _q, hex: string) => `<ETag>${opaque(`"${hex}"`).replace(/"/g, '&quot;')}</ETag>`));
        out['content-length'] = String(body.length);
      }
    }
    response.writeHead(answer.status, out).end(body);
  };

  const proxy = http.createServer(async (request, response) => {
    try {
      const [rawPath = '/', query] = (request.url ?? '/').split(/\?(.*)/s);
      if (basePath && !rawPath.startsWith(`${basePath}/`)) return xmlError(response, 404, 'NoSuchBucket', `not under ${basePath}`);
      const objectPath = rawPath.slice(basePath.length);
      const upstreamPath = objectPath + (query === undefined ? '' : `?${query}`);
      const key = decodeURIComponent(objectPath);
      const line = `${request.method} ${objectPath}`;
      requests.push(line);
      headers.push(request.headers);
      if (faults.stopAfterPuts !== undefined && puts >= faults.stopAfterPuts) return request.socket.destroy();
      if (faults.refuseAll) {
        request.resume();
        return xmlError(response, faults.refuseAll.status, faults.refuseAll.code, `refused: ${faults.refuseAll.code}`, faults.refuseAll.headers);
      }
      if (request.method === 'PUT' && faults.slowDownFirstPut && !slowedDown.has(line)) {
        slowedDown.add(line);
        request.resume();
        return xmlError(response, 503, 'SlowDown', 'Please reduce your request rate.');
      }
      const isBatchDelete = request.method === 'POST' && /(^|&)delete(=|&|$)/.test(query ?? '');
      const isWebsite = request.method === 'PUT' && /(^|&)website(=|&|$)/.test(query ?? '');
      if (isBatchDelete || isWebsite) {
        const body = await readAll(request);
        const given = request.headers['content-md5'];
        if (faults.requireContentMd5 && !given) return xmlError(response, 400, 'MissingContentMD5', 'Missing required header for this request: Content-Md5.');
        if (given && given !== md5(body, 'base64')) return xmlError(response, 400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
        if (isWebsite) return respond(response, await forward(request, upstreamPath, body));
        const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map(([, name]) => unescapeXml(name!));
        if (faults.denyDeletes) {
          const errors = keys.map((name) => `<Error><Key>${name}</Key><Code>AccessDenied</Code><Message>Access Denied</Message></Error>`).join('');
          return response.writeHead(200, { 'Content-Type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?><DeleteResult>${errors}</DeleteResult>`);
        }
        const answer = await forward(request, upstreamPath, body);
        if (answer.status === 200) for (const name of keys) etags.delete(`${key.replace(/\/$/, '')}/${name}`);
        return respond(response, answer);
      }
      if (request.method === 'DELETE') {
        if (faults.denyDeletes) {
          request.resume();
          return xmlError(response, 403, 'AccessDenied', 'Access Denied');
        }
        await serially(key, async () => {
          const answer = await forward(request, upstreamPath);
          if (answer.status < 300) etags.delete(key);
          respond(response, answer);
        });
        return;
      }
      if (request.method !== 'PUT') return respond(response, await forward(request, upstreamPath));
      const hold = faults.holdPuts;
      if (hold?.match.test(key)) await hold.until;
      const delay = faults.delayPut;
      if (delay?.match.test(key) && (delay.times === undefined || delay.times-- > 0)) await new Promise((resolve) => setTimeout(resolve, delay.ms));
      const noneMatch = request.headers['if-none-match'];
      const ifMatch = request.headers['if-match'];
      if ((noneMatch || ifMatch) && faults.noConditionalWrites) {
        request.resume();
        return xmlError(response, 501, 'NotImplemented', 'A header you provided implies functionality that is not implemented.');
      }
      await serially(key, async () => {
        const current = etags.get(key);
        if (noneMatch === '*' && current) return xmlError(response, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
        if (ifMatch && !current) return xmlError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
        if (ifMatch && ifMatch !== shown(current!)) return xmlError(response, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
        const answer = await forward(request, upstreamPath);
        if (answer.status < 300) {
          puts++;
          if (typeof answer.headers.etag === 'string') etags.set(key, answer.headers.etag);
        }
        if (faults.loseAnswerOf?.test(key) && answer.status < 300) {
          delete faults.loseAnswerOf;
          return xmlError(response, 500, 'InternalError', 'We encountered an internal error. Please try again.');
        }
        respond(response, answer);
      });
    } catch {
      response.destroy();
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}${basePath}`;
  return {
    endpoint,
    websiteHost: (bucket) => `${bucket}.s3-website-${REGION}.localhost:${s3Port}`,
    requests,
    headers,
    get puts() {
      return puts;
    },
    faults,
    env: { AWS_ENDPOINT_URL: endpoint, AWS_REGION: REGION, ...CREDENTIALS },
    close: async () => {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await s3.close();
    },
  };
}
