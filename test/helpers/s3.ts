import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * An S3-compatible server on loopback (s3rver: S3's REST API and its website endpoint, with access
 * keys checked), and in front of it a proxy that records every request and can misbehave the way a
 * real store or network does: answer 503 SlowDown, or stop answering after some uploads.
 */

export const REGION = 'us-east-1';
/** s3rver's built-in account. */
export const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export interface Faults {
  /** Answer the first PUT of each key with 503 SlowDown (the SDK must retry it). */
  slowDownFirstPut?: boolean;
  /** Cut every connection after this many successful PUTs. */
  stopAfterPuts?: number;
}

export interface S3Server {
  /** The proxy's URL: what AWS_ENDPOINT_URL points at. */
  endpoint: string;
  /** The website endpoint's Host header for `bucket`. */
  websiteHost(bucket: string): string;
  /** Requests seen by the proxy, in order: "PUT /site/About". */
  requests: string[];
  /** Successful PUTs so far. */
  readonly puts: number;
  faults: Faults;
  /** The environment a deploy reads its endpoint, region and credentials from. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3(dir: string, buckets: string[]): Promise<S3Server> {
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(dir, 's3rver'), serviceEndpoint: 'localhost', configureBuckets: buckets.map((name) => ({ name })) });
  const { port: s3Port } = await s3.run();
  const requests: string[] = [];
  const faults: Faults = {};
  const slowedDown = new Set<string>();
  let puts = 0;
  const proxy = http.createServer((request, response) => {
    const line = `${request.method} ${(request.url ?? '').split('?')[0]}`;
    requests.push(line);
    if (faults.stopAfterPuts !== undefined && puts >= faults.stopAfterPuts) return request.socket.destroy();
    if (faults.slowDownFirstPut && request.method === 'PUT' && !slowedDown.has(line)) {
      slowedDown.add(line);
      request.resume();
      response.writeHead(503, { 'Content-Type': 'application/xml' }).end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>');
      return;
    }
    const upstream = http.request({ host: '127.0.0.1', port: s3Port, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      if (request.method === 'PUT' && (answer.statusCode ?? 500) < 300) puts++;
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return {
    endpoint,
    websiteHost: (bucket) => `${bucket}.s3-website-${REGION}.localhost:${s3Port}`,
    requests,
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
