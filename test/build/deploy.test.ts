import { spawn } from 'node:child_process';
import net from 'node:net';
import { gzipSync } from 'node:zlib';
import { cp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { dirs } from '../../build/pipeline/dirs.ts';
import { DeployError } from '../../build/pipeline/errors.ts';
import { IMMUTABLE, REVALIDATE } from '../../build/hosting/headers.ts';
import { LOCK, MANIFEST, deploy, type DeployOptions } from '../../build/hosting/deploy/deploy.ts';
import { connect, listObjects } from '../../build/hosting/deploy/bucket.ts';
import { BUILD_RECORD } from '../../build/pipeline/build-record.ts';
import { siteObjects } from '../../build/hosting/deploy/objects.ts';
import { listFilesSync } from '../../build/list-files.ts';
import { rawGet } from '../helpers/server.ts';
import type { S3Server } from '../helpers/s3.ts';
import { deploySite, type DeploySite } from '../helpers/deploy-site.ts';

/**
 * `npm run deploy` against a real S3 API (s3rver on loopback, through a recording proxy), with the
 * real AWS SDK: what lands in the bucket, what a visitor gets from its website endpoint, and what a
 * second deploy, a stopped deploy, throttling and bad input do.
 */

const repo = path.resolve(import.meta.dirname, '../..');

describe('npm run deploy, to an S3 API on loopback', () => {
  let tmp: string;
  let site: string;
  let outDir: string;
  let s3: S3Server;
  let client: S3Client;
  const quiet: DeployOptions['log'] = () => undefined;
  const deployTo = (target: string, options: Partial<DeployOptions> = {}) => deploy({ outDir, target, log: quiet, ...options });
  const website = (bucket: string, urlPath: string) => rawGet(`http://127.0.0.1:${s3.websiteHost(bucket).split(':').pop()}`, urlPath, { Host: s3.websiteHost(bucket) });
  const rebuild = () => setup.rebuild();

  let setup: DeploySite;

  beforeAll(async () => {
    setup = await deploySite('deploy', ['site', 'other', 'prefixed']);
    ({ tmp, site, outDir, s3, client } = setup);
  });
  afterAll(() => setup?.close());

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
    const lines: string[] = [];
    const report = await deployTo('s3://site', { log: (line) => lines.push(line) });
    expect(lines).toContain('  deleted 1 object that the site no longer uses');
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
    const file = path.join(site, 'assets/public/notes.txt');
    await writeFile(file, 'dry run\n');
    await rebuild();
    const lines: string[] = [];
    const report = await deployTo('s3://site', { dryRun: true, log: (line) => lines.push(line) });
    expect(report.uploaded).toEqual(['notes.txt']);
    expect(lines.join('\n')).toMatch(/upload notes\.txt \(new: text\/plain; charset=utf-8; no-cache\)\n.*Dry run: nothing was changed/s);
    expect(await listObjects(client, { bucket: 'site', prefix: '' })).toEqual(before);
    await rm(file);
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
  // The probe's HIGH finding: 's3://site/../other' overwrote the root of bucket other.
  it('refuses a target outside its bucket, or no bucket at all, before any request', async () => {
    await deployTo('s3://other');
    const other = await listObjects(client, { bucket: 'other', prefix: '' });
    const hostile = [
      's3://site/../other', 's3://site/..', 's3://site/./www', 's3://site/a/../b', 's3://site/a/./b', 's3://site/a//b',
      's3://site/a?b', 's3://site/a#b', 's3://site/a\\b', 's3://site/a\u0001b', 's3://site/a\u007fb', 's3://site/a%2e%2e', 's3://site/a b',
      's3://a..b', 's3://192.168.1.1', 's3://a.-b', 's3://a-.b', 's3://xn--ab', 's3://ab', 's3://Site', 's3://-site', 's3://site-', 's3://', 's3:///www',
    ];
    s3.requests.length = 0;
    for (const target of hostile) {
      const error = await deployTo(target).then(() => null, (failure: unknown) => failure as Error);
      expect(error, target).toBeInstanceOf(DeployError);
      expect(error!.message, target).toMatch(/is not a (deploy target|bucket): .*run npm run deploy -- s3:\/\/bucket/);
      expect(error!.message, target).not.toMatch(/[\x00-\x1f\x7f]/);
    }
    expect(s3.requests).toEqual([]);
    expect(await listObjects(client, { bucket: 'other', prefix: '' })).toEqual(other);
    // What is left: a bucket and plain segments.
    expect((await deployTo('s3://prefixed/www/v2.1_(beta)', { dryRun: true })).uploaded.length).toBeGreaterThan(0);
  });

  it('sends no request outside the target, whoever builds it', async () => {
    const target = { bucket: 'site', prefix: 'www/' };
    const guarded = await connect(target);
    try {
      s3.requests.length = 0;
      for (const Key of ['www/../../other/index.html', 'www/./../index.html', 'elsewhere/index.html']) {
        const error = await guarded.send(new PutObjectCommand({ Bucket: 'site', Key, Body: 'x' })).then(() => null, (failure: unknown) => failure as Error);
        expect(error?.message, Key).toMatch(/refused to send a request outside s3:\/\/site\/www\//);
      }
      const error = await guarded.send(new PutObjectCommand({ Bucket: 'other', Key: 'www/index.html', Body: 'x' })).then(() => null, (failure: unknown) => failure as Error);
      expect(error?.message).toMatch(/refused to send a request outside/);
      expect(s3.requests).toEqual([]);
    } finally {
      guarded.destroy();
    }
  });

  it('refuses a build that did not finish, was changed since, or has a copy that does not match its file', async () => {
    const record = path.join(outDir, BUILD_RECORD);
    const finished = await readFile(record, 'utf8');
    const page = path.join(outDir, 'index.html');
    const copy = path.join(outDir, 'index.html.br');
    const refusal = () => deployTo('s3://site', { dryRun: true }).then(() => '', (error: Error) => error.message);
    try {
      await writeFile(record, JSON.stringify({ ...JSON.parse(finished), finished: false }));
      expect(await refusal()).toMatch(/^the last build into .* did not finish, so it is not published: run npm run build/);
      await writeFile(record, finished);
      await writeFile(copy, (await readFile(copy)).subarray(0, 20)); // a full disk's truncated copy
      expect(await refusal()).toMatch(/index\.html\.br changed since the last build/);
      await writeFile(record, JSON.stringify({ ...JSON.parse(finished), files: { ...JSON.parse(finished).files, 'index.html.br': { ...JSON.parse(finished).files['index.html.br'], size: 20, mtimeMs: (await stat(copy)).mtimeMs } } }));
      expect(await refusal()).toMatch(/index\.html\.br does not decode/);
      await writeFile(record, finished);
      await writeFile(page, 'edited by hand');
      expect(await refusal()).toMatch(/index\.html changed since the last build/);
    } finally {
      await rebuild();
    }
    expect(await refusal()).toBe('');
  });

  it('lets one of two deploys of different builds to one prefix publish, and the live pages stay whole', async () => {
    // The first build: the site as it is, built in a copy of its own.
    const copy = path.join(tmp, 'first-site');
    await cp(site, copy, { recursive: true, filter: (src) => !/[\\/](dist|hosting)$/.test(src) });
    const firstConfig = await loadConfig(copy);
    await build(firstConfig);
    const first = dirs(firstConfig).out;
    const counter = path.join(site, 'site/islands/Counter.tsx');
    await writeFile(counter, (await readFile(counter, 'utf8')).replace(/Presses|Clicks|Count/, 'Taps'));
    await rebuild();
    const results = await Promise.allSettled([deploy({ outDir: first, target: 's3://prefixed/race', log: quiet }), deployTo('s3://prefixed/race')]);
    const refused = results.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason.message));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/^another deploy .*is publishing to s3:\/\/prefixed\/race\/: wait for it to finish/);
    const listed = await listObjects(client, { bucket: 'prefixed', prefix: 'race/' });
    for (const key of ['index.html', 'About']) {
      const html = (await website('prefixed', `/race/${key}`)).body.toString();
      for (const [, src] of html.matchAll(/(?:src|href)="\/(_(?:islands|assets)\/[^"]+)"/g)) expect(listed.has(src!), `${key}: ${src}`).toBe(true);
    }
    expect(listed.has(LOCK)).toBe(false); // given back
    await rm(copy, { recursive: true });
  });

  it('gives up on an endpoint that never answers, naming it without its credentials', async () => {
    const silent = net.createServer(() => undefined); // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://deployer:hunter2@127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
    Object.assign(process.env, { AWS_ENDPOINT_URL: endpoint });
    try {
      const started = Date.now();
      const error = await deployTo('s3://site', { timeouts: { connectMs: 300, idleMs: 300 } }).then(() => null, (failure: unknown) => failure as Error);
      expect(error).toBeInstanceOf(DeployError);
      expect(error!.message).toMatch(/^http:\/\/127\.0\.0\.1:\d+ did not answer .*check AWS_ENDPOINT_URL/);
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      Object.assign(process.env, s3.env);
      silent.close();
    }
  }, 30_000);

  it('never prints credentials from the endpoint, and names the variable when the region is empty', async () => {
    Object.assign(process.env, { AWS_ENDPOINT_URL: s3.endpoint.replace('http://', 'http://deployer:hunter2@') });
    try {
      const error = await deployTo('s3://no-such-bucket').then(() => null, (failure: unknown) => failure as Error);
      expect(error!.message).toMatch(/^bucket no-such-bucket does not exist at http:\/\/127\.0\.0\.1:\d+:/);
      expect(error!.message).not.toMatch(/hunter2|deployer/);
      Object.assign(process.env, s3.env, { AWS_REGION: '' });
      const region = await deployTo('s3://site').then(() => null, (failure: unknown) => failure as Error);
      expect(region!.message).toMatch(/^AWS_REGION is set but empty: set it to the bucket's region/);
    } finally {
      Object.assign(process.env, s3.env);
    }
  });

  it('publishes a real .gz file of the site, and only the copies of files it has', async () => {
    const file = path.join(site, 'assets/public/drawing.step.gz');
    await writeFile(file, gzipSync('ISO-10303-21;'));
    try {
      await rebuild();
      const keys = siteObjects(outDir, listFilesSync(outDir, { dot: true })).map((object) => object.key);
      expect(keys).toContain('drawing.step.gz');
      expect(keys.filter((key) => /\.(br|gz)$/.test(key))).toEqual(['drawing.step.gz']);
      await deployTo('s3://site');
      expect((await website('site', '/drawing.step.gz')).body).toEqual(gzipSync('ISO-10303-21;'));
    } finally {
      await rm(file);
      await rebuild();
    }
  });

  it('leaves another deploy under a prefix alone with --delete-others at the root', async () => {
    await deployTo('s3://prefixed/www');
    const report = await deployTo('s3://prefixed', { deleteOthers: true, dryRun: true });
    expect(report.deleted.filter((key) => key.startsWith('www/') || key.startsWith('race/'))).toEqual([]);
  });

  it('stops on a damaged record of the last deploy, naming it and the fix, and changes nothing', async () => {
    await deployTo('s3://prefixed/damaged');
    const before = await listObjects(client, { bucket: 'prefixed', prefix: 'damaged/' });
    for (const body of ['null', 'not json', '{"objects":"str"}', '{"objects":{"About":{"md5":1}}}', '[]']) {
      await client.send(new PutObjectCommand({ Bucket: 'prefixed', Key: `damaged/${MANIFEST}`, Body: body }));
      const error = await deployTo('s3://prefixed/damaged', { deleteOthers: true }).then(() => null, (failure: unknown) => failure as Error);
      expect(error, body).toBeInstanceOf(DeployError);
      expect(error!.message, body).toMatch(/^s3:\/\/prefixed\/damaged\/\.ssg-deploy\.json, the record of the last deploy, is damaged \(.+\); nothing was changed\. Delete it and deploy again/);
      const now = await listObjects(client, { bucket: 'prefixed', prefix: 'damaged/' });
      expect([...now.keys()].sort(), body).toEqual([...before.keys()].sort());
    }
  });

  it('lists the placeholders the pages still carry, refuses to publish them with --production, and prints where the site is', async () => {
    const lines: string[] = [];
    await deployTo('s3://site', { log: (line) => lines.push(line), siteUrl: 'https://www.example.com' });
    expect(lines[0]).toMatch(/^Warning: the build still has placeholders: www\.example\.com \(an example domain or address, in [^)]+\)\..*--production refuses to publish until then\.$/);
    expect(lines.at(-1)).toBe('The site: https://www.example.com/ (once your CDN or the store\'s public address points at s3://site/)');
    s3.requests.length = 0;
    const refused = await deployTo('s3://site', { production: true }).then(() => null, (error: unknown) => error as Error);
    expect(refused).toBeInstanceOf(DeployError);
    expect(refused!.message).toMatch(/^the build still has placeholders, so --production publishes nothing: www\.example\.com .*replace them in site\/content\//);
    expect(s3.requests).toEqual([]);
  });

  it('prints no notice of the SDK about Node versions, and one line per deleted count', async () => {
    const child = spawn(process.execPath, [path.join(repo, 'build/launch.mjs'), 'deploy', 's3://site', '--dry-run'], { cwd: repo, env: { ...process.env, SITE_ROOT: site } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code, output).toBe(0);
    expect(output).toContain('Dry run: nothing was changed.');
    expect(output).not.toMatch(/NodeVersionSupportWarning|Warning: .*node >=/);
  });
});
