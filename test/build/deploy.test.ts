import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { dirs } from '../../build/pipeline/dirs.ts';
import { DeployError } from '../../build/pipeline/errors.ts';
import { IMMUTABLE, REVALIDATE } from '../../build/hosting/headers.ts';
import { MANIFEST, deploy, type DeployOptions } from '../../build/hosting/deploy/deploy.ts';
import { listObjects } from '../../build/hosting/deploy/bucket.ts';
import { siteObjects } from '../../build/hosting/deploy/objects.ts';
import { listFilesSync } from '../../build/list-files.ts';
import { rawGet } from '../helpers/server.ts';
import { REGION, startS3, type S3Server } from '../helpers/s3.ts';

/**
 * `npm run deploy` against a real S3 API (s3rver on loopback, through a recording proxy), with the
 * real AWS SDK: what lands in the bucket, what a visitor gets from its website endpoint, and what a
 * second deploy, a stopped deploy, throttling and bad input do.
 */

const repo = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(repo, 'test/fixtures/basic');

describe('npm run deploy, to an S3 API on loopback', () => {
  let tmp: string;
  let site: string;
  let outDir: string;
  let s3: S3Server;
  let client: S3Client;
  const quiet: DeployOptions['log'] = () => undefined;
  const deployTo = (target: string, options: Partial<DeployOptions> = {}) => deploy({ outDir, target, log: quiet, ...options });
  const website = (bucket: string, urlPath: string) => rawGet(`http://127.0.0.1:${s3.websiteHost(bucket).split(':').pop()}`, urlPath, { Host: s3.websiteHost(bucket) });
  const rebuild = async () => build(await loadConfig(site));

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-deploy-'));
    site = path.join(tmp, 'site');
    await cp(fixture, site, { recursive: true, filter: (src) => !/[\\/](dist|\.cache|hosting)$/.test(src) });
    outDir = dirs(await loadConfig(site)).out;
    await rebuild();
    s3 = await startS3(tmp, ['site', 'other', 'prefixed']);
    Object.assign(process.env, s3.env);
    client = new S3Client({ endpoint: s3.endpoint, region: REGION, forcePathStyle: true });
  });
  afterAll(async () => {
    client?.destroy();
    await s3?.close();
    await rm(tmp, { recursive: true, force: true });
  });

  it('publishes pages at their routes, real 301s for the other spellings, and no host file or compressed copy', async () => {
    const report = await deployTo('s3://site', { website: true });
    const listed = await listObjects(client, { bucket: 'site', prefix: '' });
    const keys = [...listed.keys()].sort();
    expect(report.uploaded.length).toBe(keys.length - 1); // all but the manifest
    expect(keys).toEqual(expect.arrayContaining(['index.html', 'About', 'About.html', 'About/index.html', 'about', '404.html', 'robots.txt', 'info.pdf', MANIFEST]));
    expect(keys.filter((key) => key === '_headers' || /\.(br|gz)$/.test(key))).toEqual([]);
    for (const key of keys.filter((key) => key !== MANIFEST)) {
      const head = await client.send(new HeadObjectCommand({ Bucket: 'site', Key: key }));
      const hashed = /^_(assets|islands)\//.test(key);
      expect(head.CacheControl, key).toBe(hashed ? IMMUTABLE : REVALIDATE);
      if (/\.(css|js|txt|xml|html|svg)$|^[A-Za-z]+$/.test(key)) expect(head.ContentType, key).toMatch(/; charset=utf-8$/);
    }
    expect((await client.send(new HeadObjectCommand({ Bucket: 'site', Key: 'about' }))).WebsiteRedirectLocation).toBe('/About');

    const page = await website('site', '/About');
    expect([page.status, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(page.body.toString()).toBe(await readFile(path.join(outDir, 'About.html'), 'utf8'));
    expect((await website('site', '/')).body.toString()).toBe(await readFile(path.join(outDir, 'index.html'), 'utf8'));
    for (const spelling of ['/About/', '/About.html', '/about', '/about/', '/About/index.html', '/about.html']) {
      const redirect = await website('site', spelling);
      expect([spelling, redirect.status, redirect.headers.location]).toEqual([spelling, 301, '/About']);
    }
    const missing = await website('site', '/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe(await readFile(path.join(outDir, '404.html'), 'utf8'));
  });

  it('sends only what changed, hashed files before the pages that use them, and deletes what went stale after', async () => {
    await deployTo('s3://site');
    expect((await deployTo('s3://site')).uploaded).toEqual([]);

    // Page copy: one object.
    const about = path.join(site, 'site/pages/About.tsx');
    await writeFile(about, (await readFile(about, 'utf8')).replace('No islands here.', 'No islands here, deployed again.'));
    await rebuild();
    expect((await deployTo('s3://site')).uploaded).toEqual(['About']);
    expect((await website('site', '/About')).body.toString()).toContain('deployed again');

    // An island's code: its chunk gets a new name; the pages that load it change with it.
    const counter = path.join(site, 'site/islands/Counter.tsx');
    await writeFile(counter, (await readFile(counter, 'utf8')).replace('Count {count}', 'Clicks {count}'));
    await rebuild();
    s3.requests.length = 0;
    const report = await deployTo('s3://site');
    const chunk = report.uploaded.find((key) => key.startsWith('_islands/Counter-'))!;
    expect(chunk).toBeDefined();
    expect(report.deleted).toEqual([expect.stringMatching(/^_islands\/Counter-/)]);
    const order = s3.requests.filter((line) => /^(PUT|POST) \/site\//.test(line));
    const at = (line: RegExp) => order.findIndex((seen) => line.test(seen));
    const lastPage = Math.max(...report.uploaded.filter((key) => !key.startsWith('_')).map((key) => order.indexOf(`PUT /site/${encodeURI(key)}`)));
    expect(at(new RegExp(`PUT /site/${chunk}`))).toBeLessThan(lastPage);
    expect(at(/^POST \/site\/$/)).toBeGreaterThan(lastPage); // DeleteObjects
    expect((await listObjects(client, { bucket: 'site', prefix: '' })).has(report.deleted[0]!)).toBe(false);
  });

  it('shows the plan on --dry-run and changes nothing', async () => {
    const before = await listObjects(client, { bucket: 'site', prefix: '' });
    const file = path.join(outDir, 'robots.txt');
    await writeFile(file, `${await readFile(file, 'utf8')}# dry run\n`);
    const lines: string[] = [];
    const report = await deployTo('s3://site', { dryRun: true, log: (line) => lines.push(line) });
    expect(report.uploaded).toEqual(['robots.txt']);
    expect(lines.join('\n')).toMatch(/upload robots\.txt \(changed: text\/plain; charset=utf-8; no-cache\)\n.*Dry run: nothing was changed/s);
    expect(await listObjects(client, { bucket: 'site', prefix: '' })).toEqual(before);
    await rebuild();
  });

  it('retries throttling and 5xx answers', async () => {
    s3.faults.slowDownFirstPut = true;
    try {
      await deployTo('s3://other');
      expect(s3.requests.filter((line) => line === 'PUT /other/About').length).toBe(2);
      expect((await website('other', '/About')).status).not.toBe(500);
      expect((await deployTo('s3://other')).uploaded).toEqual([]);
    } finally {
      s3.faults.slowDownFirstPut = false;
    }
  });

  it('leaves every page whole when a deploy is killed part-way, and the next run finishes', async () => {
    await deployTo('s3://site');
    const counter = path.join(site, 'site/islands/Counter.tsx');
    await writeFile(counter, (await readFile(counter, 'utf8')).replace('Clicks {count}', 'Presses {count}'));
    await rebuild();
    const plan = siteObjects(outDir, listFilesSync(outDir, { dot: true }));
    // The CLI itself, killed after its third upload: the store stops answering there, so it cannot
    // get further however fast it runs, and hashed files are up while pages are not.
    const startPuts = s3.puts;
    s3.faults.stopAfterPuts = startPuts + 3;
    const child = spawn(process.execPath, [path.join(repo, 'build/launch.mjs'), 'deploy', 's3://site'], { cwd: repo, env: { ...process.env, SITE_ROOT: site }, stdio: 'ignore' });
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (s3.puts - startPuts >= 3 || child.exitCode !== null) {
          clearInterval(poll);
          child.kill('SIGKILL');
          resolve();
        }
      }, 5);
    });
    delete s3.faults.stopAfterPuts;
    expect(s3.puts - startPuts).toBeLessThan(plan.filter((object) => object.phase === 'pages').length);
    // Every page and every script it loads answers.
    for (const route of ['/', '/About', '/Strategies']) {
      const html = (await website('site', route)).body.toString();
      for (const [, src] of html.matchAll(/(?:src|href)="(\/_(?:islands|assets)\/[^"]+)"/g)) expect((await website('site', src!)).status, `${route}: ${src}`).toBe(200);
    }
    const finished = await deployTo('s3://site');
    expect(finished.uploaded.length).toBeGreaterThan(0);
    expect((await deployTo('s3://site')).uploaded).toEqual([]);
    const listed = await listObjects(client, { bucket: 'site', prefix: '' });
    expect([...listed.keys()].filter((key) => key.startsWith('_islands/Counter-'))).toHaveLength(1);
  });

  it('deletes only what a deploy of this site published, unless told to', async () => {
    await client.send(new PutObjectCommand({ Bucket: 'prefixed', Key: 'www/keep-me.txt', Body: 'not the site' }));
    await deployTo('s3://prefixed/www');
    expect((await listObjects(client, { bucket: 'prefixed', prefix: 'www/' })).has('keep-me.txt')).toBe(true);
    expect((await listObjects(client, { bucket: 'prefixed', prefix: 'www/' })).has('About')).toBe(true);
    const report = await deployTo('s3://prefixed/www', { deleteOthers: true });
    expect(report.deleted).toEqual(['keep-me.txt']);
  });

  it('stops with one line that says what to fix, and deletes nothing', async () => {
    const before = await listObjects(client, { bucket: 'site', prefix: '' });
    const failure = (options: Partial<DeployOptions>, target = 's3://site') => deployTo(target, options).then(() => null, (error: unknown) => error as Error);
    const cases: [string, () => Promise<Error | null>, RegExp][] = [
      ['no bucket', () => failure({}, 's3://no-such-bucket'), /bucket no-such-bucket does not exist/],
      ['not a bucket URL', () => failure({}, 'site'), /is not a bucket: run npm run deploy -- s3:\/\/bucket/],
      ['no build', () => failure({ outDir: path.join(tmp, 'nothing') }), /there is no build in .*: run npm run build first/],
    ];
    for (const [what, run, message] of cases) {
      const error = await run();
      expect(error, what).toBeInstanceOf(DeployError);
      expect(error!.message, what).toMatch(message);
      expect(error!.message, what).not.toContain('\n');
    }
    // s3rver checks the access key id, not the secret's signature (README, Deploy).
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'WRONG' });
    try {
      const error = await failure({});
      expect(error).toBeInstanceOf(DeployError);
      expect(error!.message).toMatch(/^the credentials were refused \(InvalidAccessKeyId\): check AWS_ACCESS_KEY_ID/);
    } finally {
      Object.assign(process.env, s3.env);
    }
    expect(await listObjects(client, { bucket: 'site', prefix: '' })).toEqual(before);
  });
});
