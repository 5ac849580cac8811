import net from 'node:net';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK, MANIFEST, deploy, type DeployOptions } from '../../build/hosting/deploy/deploy.ts';
import { listObjects } from '../../build/hosting/deploy/bucket.ts';
import { startS3, type S3Server } from '../helpers/s3.ts';
import { deploySite, type DeploySite } from '../helpers/deploy-site.ts';

/**
 * The deploy on stores that are not AWS S3 as s3rver is, and on answers that need a message of
 * their own: MinIO and Ceph (Content-MD5 on batch deletes), a policy without s3:DeleteObject,
 * ETags that are not MD5s (SSE-KMS, multipart), a store without conditional writes (501), a bucket
 * in another region, expired session credentials, an endpoint with a base path (Supabase), and an
 * endpoint that does not answer.
 */


describe('npm run deploy, on stores that differ', () => {
  let tmp: string;
  let outDir: string;
  let s3: S3Server;
  let client: S3Client;
  let log: string[] = [];
  const deployTo = (target: string, options: Partial<DeployOptions> = {}) => deploy({ outDir, target, log: (line) => log.push(line), ...options });
  const failureOf = (target: string, options: Partial<DeployOptions> = {}) => deployTo(target, options).then(() => 'published', (error: Error) => error.message);

  /** An object the last deploy to `prefix` recorded as published and this build has not: the next deploy deletes it. */
  const addStale = async (prefix: string) => {
    const record = JSON.parse(await (await client.send(new GetObjectCommand({ Bucket: 'site', Key: prefix + MANIFEST }))).Body!.transformToString()) as { objects: Record<string, unknown> };
    record.objects['_islands/Old-12345678.js'] = { md5: 'd41d8cd98f00b204e9800998ecf8427e', metadata: 'old' };
    await client.send(new PutObjectCommand({ Bucket: 'site', Key: prefix + MANIFEST, Body: JSON.stringify(record) }));
    await client.send(new PutObjectCommand({ Bucket: 'site', Key: `${prefix}_islands/Old-12345678.js`, Body: 'old' }));
  };

  let setup: DeploySite;

  beforeAll(async () => {
    setup = await deploySite('deploy-stores', ['site']);
    ({ tmp, outDir, s3, client } = setup);
  });
  afterAll(() => setup?.close());

  it('deletes stale objects and sets the website on a store that requires Content-MD5 (MinIO, Ceph)', async () => {
    await deployTo('s3://site/minio');
    await addStale('minio/');
    s3.faults.requireContentMd5 = true;
    try {
      expect((await deployTo('s3://site/minio', { website: true })).deleted).toEqual(['_islands/Old-12345678.js']);
    } finally {
      delete s3.faults.requireContentMd5;
    }
    for (const request of [/^POST \/site\/?$/, /^PUT \/site\/?$/]) {
      const index = s3.requests.findLastIndex((line) => request.test(line));
      expect(index, String(request)).toBeGreaterThan(-1);
      expect(s3.headers[index]!['content-md5'], String(request)).toBeTruthy();
    }
    expect((await listObjects(client, { bucket: 'site', prefix: 'minio/' })).has('_islands/Old-12345678.js')).toBe(false);
  });

  it('names s3:DeleteObject when deletes are denied, and never leaves its lock without saying so', async () => {
    await deployTo('s3://site/denied');
    await addStale('denied/');
    s3.faults.denyDeletes = true;
    try {
      log = [];
      const stale = await failureOf('s3://site/denied');
      expect(stale).toMatch(/^could not delete 1 stale object \(denied\/_islands\/Old-12345678\.js: AccessDenied\): the credentials need s3:DeleteObject on s3:\/\/site\/denied\/\*; the pages are published/);
      expect(log.join('\n')).toMatch(/Warning: could not give back the deploy's lock s3:\/\/site\/denied\/\.ssg-deploy\.lock \(access denied: the credentials need s3:DeleteObject on s3:\/\/site\/denied\/\*\)/);
      // Nothing to delete: the deploy publishes, and fails on the lock it cannot give back.
      const fresh = await failureOf('s3://site/fresh');
      expect(fresh).toMatch(/^the site is published to s3:\/\/site\/fresh\/, but could not give back the deploy's lock s3:\/\/site\/fresh\/\.ssg-deploy\.lock \(access denied: the credentials need s3:DeleteObject/);
    } finally {
      delete s3.faults.denyDeletes;
    }
  });

  it('uploads nothing the second time on a store whose ETags are not MD5s (SSE-KMS, multipart)', async () => {
    s3.faults.opaqueEtags = true;
    try {
      const first = await deployTo('s3://site/kms');
      expect(first.uploaded.length).toBeGreaterThan(10);
      expect((await deployTo('s3://site/kms')).uploaded).toEqual([]);
    } finally {
      delete s3.faults.opaqueEtags;
    }
  });

  it('deploys on a store that answers 501 to conditional writes, confirming its lock by reading it back', async () => {
    s3.faults.noConditionalWrites = true;
    try {
      const start = s3.requests.length;
      expect(await failureOf('s3://site/plain')).toBe('published');
      expect(await failureOf('s3://site/plain')).toBe('published');
      expect(s3.requests.slice(start).filter((line) => line === `PUT /site/plain/${LOCK}`).length).toBeGreaterThanOrEqual(4); // refused once, then written, each deploy
    } finally {
      delete s3.faults.noConditionalWrites;
    }
  });

  it('says the region of a bucket in another one, and asks for fresh session credentials when they expired', async () => {
    const cases: [string, NonNullable<S3Server['faults']['refuseAll']>, RegExp][] = [
      ['another region', { status: 301, code: 'PermanentRedirect', headers: { 'x-amz-bucket-region': 'eu-west-1' } }, /^bucket site is in region eu-west-1, not us-east-1: set AWS_REGION=eu-west-1 and run the deploy again\.$/],
      ['expired', { status: 400, code: 'ExpiredToken' }, /^the session credentials expired \(ExpiredToken\): get fresh ones \(aws sso login, or a new AWS_SESSION_TOKEN/],
    ];
    for (const [what, refusal, message] of cases) {
      s3.faults.refuseAll = refusal;
      try {
        expect(await failureOf('s3://site/refused'), what).toMatch(message);
      } finally {
        delete s3.faults.refuseAll;
      }
    }
  });

  it('deploys through an endpoint with a base path of its own (Supabase: /storage/v1/s3)', async () => {
    const based = await startS3(path.join(tmp, 'based'), ['site'], { basePath: '/storage/v1/s3' });
    Object.assign(process.env, based.env);
    try {
      expect(await failureOf('s3://site/www')).toBe('published');
      expect(based.requests.filter((line) => line.startsWith('PUT /site/www/')).length).toBeGreaterThan(10);
    } finally {
      Object.assign(process.env, s3.env);
      await based.close();
    }
  });

  it('says each retry of an endpoint that does not answer as it happens', async () => {
    const silent = net.createServer(() => undefined); // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    Object.assign(process.env, { AWS_ENDPOINT_URL: `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}` });
    const said: { line: string; at: number }[] = [];
    try {
      const started = Date.now();
      await deploy({ outDir, target: 's3://site', timeouts: { connectMs: 300, idleMs: 300 }, log: (line) => said.push({ line, at: Date.now() - started }) }).catch(() => undefined);
      const ended = Date.now() - started;
      const retries = said.filter(({ line }) => /^ {2}http:\/\/127\.0\.0\.1:\d+: GET \/site\/\.ssg-deploy\.lock failed \(.+\); trying again, attempt [2-6] of 6$/.test(line));
      expect(retries.map(({ line }) => line.match(/attempt (\d)/)![1])).toEqual(['2', '3', '4', '5', '6']);
      expect(retries[0]!.at).toBeLessThan(ended / 2);
    } finally {
      Object.assign(process.env, s3.env);
      silent.close();
    }
  }, 30_000);
});
