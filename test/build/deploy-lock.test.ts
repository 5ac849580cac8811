import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, PutBucketWebsiteCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK, deploy, type DeployOptions } from '../../build/hosting/deploy/deploy.ts';
import { listObjects } from '../../build/hosting/deploy/bucket.ts';
import { rawGet } from '../helpers/server.ts';
import type { S3Server } from '../helpers/s3.ts';
import { deploySite, type DeploySite } from '../helpers/deploy-site.ts';

/**
 * One deploy at a time on a prefix, whatever the machines' hostnames, pids and clocks, and however
 * slow or lost a write: two deploys in two PID namespaces with one hostname, a clock 16 minutes
 * ahead, a slow takeover of a stale lock, a lock write whose answer is lost, a deploy longer than
 * the lock's life, a deploy killed and left a zombie, and a root --delete-others beside a sub-site's
 * first deploy. Deploys run as the CLI in processes of their own where the process is the point.
 */

const repo = path.resolve(import.meta.dirname, '../..');
const launch = path.join(repo, 'build/launch.mjs');
const skewedClock = path.join(repo, 'test/helpers/skewed-clock.mjs');
/** Whether this machine lets a test make PID and UTS namespaces (root, or a user namespace allowed). */
const canUnshare = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', '--uts', 'true']).status === 0;
if (!canUnshare) console.warn('unshare --pid --uts is not permitted here (it needs root or user namespaces): the two-namespace deploy test is skipped.');

/** The hashed files' uploads, which a test holds to keep a deploy under way. */
const FILES = /\/_(assets|islands)\//;
/**
 * A lock's life short enough to test in seconds, renewed eight times in it: the store's clock
 * counts whole seconds, and a loaded machine delays a renewal (at 2 s and 400 ms a CI run saw a
 * live lock judged stale).
 */
const SHORT = { ttlMs: 4_000, renewMs: 500, settleMs: 400 };

describe('the deploy lock', () => {
  let outDir: string;
  let site: string;
  let s3: S3Server;
  let client: S3Client;
  const log: string[] = [];
  const deployTo = (target: string, options: Partial<DeployOptions> = {}) => deploy({ outDir, target, log: (line) => log.push(line), ...options });
  const attempt = (target: string, options: Partial<DeployOptions> = {}) => deployTo(target, options).then(() => 'published', (error: Error) => error.message);

  /** The CLI deploying in a process of its own: `wrap` runs it (unshare, sh); `clockOffsetMs` skews its clock. */
  const cliDeploy = (target: string, { wrap = [] as string[], clockOffsetMs = 0 } = {}) => {
    const command = [...wrap, process.execPath, ...(clockOffsetMs ? ['--import', skewedClock] : []), launch, 'deploy', target];
    const child = spawn(command[0]!, command.slice(1), { cwd: repo, env: { ...process.env, SITE_ROOT: site, CLOCK_OFFSET_MS: String(clockOffsetMs) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const done = new Promise<{ code: number | null; output: string }>((resolve) => child.once('close', (code) => resolve({ code, output })));
    return { child, done };
  };
  const website = (urlPath: string) => rawGet(`http://127.0.0.1:${s3.websiteHost('site').split(':').pop()}`, urlPath, { Host: s3.websiteHost('site') });
  /** Holds every deploy's uploads of hashed files until the returned function is called. */
  const holdUploads = () => {
    let open!: () => void;
    s3.faults.holdPuts = { match: FILES, until: new Promise<void>((resolve) => (open = resolve)) };
    return () => {
      delete s3.faults.holdPuts;
      open();
    };
  };
  /**
   * A second deploy's outcome once it has exited, or once it, too, has written the lock (then it
   * would wait behind the held uploads, so it is let go to finish, and the test fails on its code).
   */
  const secondDeploy = async (prefix: string, second: ReturnType<typeof cliDeploy>) => {
    let exited = false;
    void second.done.then(() => (exited = true));
    await until('the second deploy to stop or write the lock', () => exited || lockWrites(prefix) > 1);
    if (!exited) s3.faults.holdPuts = undefined;
    return second.done;
  };
  /** Whether a deploy to `prefix` has taken its lock and sent an upload that is being held. */
  const underWay = (prefix: string) => lockWrites(prefix) > 0 && s3.requests.some((line) => line.startsWith(`PUT /site/${prefix}_`));
  const lockWrites = (prefix: string) => s3.requests.filter((line) => line === `PUT /site/${prefix}${LOCK}`).length;
  const until = async (what: string, condition: () => boolean, ms = 30_000) => {
    const end = Date.now() + ms;
    while (!condition()) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const readLock = async (prefix: string) => {
    const answer = await client.send(new GetObjectCommand({ Bucket: 'site', Key: `${prefix}${LOCK}` }));
    return answer.Body!.transformToString();
  };
  /** Every page's scripts and files are in the bucket: what a visitor's browser needs. */
  const expectWhole = async (prefix: string) => {
    const listed = await listObjects(client, { bucket: 'site', prefix });
    for (const page of ['index.html', 'About']) {
      const html = (await client.send(new GetObjectCommand({ Bucket: 'site', Key: prefix + page }))).Body!;
      for (const [, src] of (await html.transformToString()).matchAll(/(?:src|href)="\/(_(?:islands|assets)\/[^"]+)"/g)) expect(listed.has(src!), `${prefix}${page}: ${src}`).toBe(true);
    }
    expect(listed.has(LOCK), `${prefix}: lock given back`).toBe(false);
  };

  let setup: DeploySite;

  beforeAll(async () => {
    setup = await deploySite('deploy-lock', ['site']);
    ({ site, outDir, s3, client } = setup);
    await client.send(new PutBucketWebsiteCommand({ Bucket: 'site', WebsiteConfiguration: { IndexDocument: { Suffix: 'index.html' } } }));
  });
  afterAll(() => setup?.close());

  // Each container a PID namespace of its own with the hostname "builder": both deploys are process 1 on "builder".
  const inContainer = ['unshare', '--pid', '--fork', '--mount-proc', '--uts', 'sh', '-c', 'hostname builder && exec "$@"', 'container'];
  const whileTheFirstRuns = [
    { second: 'in another PID namespace with the same hostname and pid', prefix: 'ns', wrap: inContainer, clockOffsetMs: 0, holder: 'process 1', skip: !canUnshare },
    { second: 'whose clock is 16 minutes ahead', prefix: 'skew', wrap: [], clockOffsetMs: 16 * 60_000, holder: 'process \\d+ on this machine', skip: false },
  ];
  for (const { second, prefix, wrap, clockOffsetMs, holder, skip } of whileTheFirstRuns) {
    it.skipIf(skip)(`refuses a second deploy ${second} while the first runs`, async () => {
      const release = holdUploads();
      try {
        const first = cliDeploy(`s3://site/${prefix}`, { wrap });
        await until('the first deploy to be under way', () => underWay(`${prefix}/`));
        const refused = await secondDeploy(`${prefix}/`, cliDeploy(`s3://site/${prefix}`, { wrap, clockOffsetMs }));
        release();
        const done = await first.done;
        expect(done.code, done.output).toBe(0);
        expect(refused.code).toBe(1);
        expect(refused.output).toMatch(new RegExp(`another deploy \\(${holder}, since .*\\) is publishing to s3://site/${prefix}/: wait for it to finish`));
      } finally {
        release();
      }
      await expectWhole(`${prefix}/`);
    });
  }

  it('keeps its lock past the lock\'s life by renewing it; the lock names no person or host, and the website endpoint does not serve it', async () => {
    const release = holdUploads();
    try {
      const first = attempt('s3://site/long/', { lockTimings: SHORT });
      await until('the first deploy to be under way', () => underWay('long/'));
      const body = await readLock('long/');
      for (const name of [os.hostname(), os.userInfo().username]) expect(body).not.toContain(name);
      expect((await website(`/long/${LOCK}`)).status).toBe(301);
      await new Promise((resolve) => setTimeout(resolve, SHORT.ttlMs + 1_500));
      // A second deploy that took the lock would wait behind the held uploads: it is given 15 s.
      const second = await Promise.race([attempt('s3://site/long/', { lockTimings: SHORT }), new Promise((resolve) => setTimeout(() => resolve('still running: it took the live lock'), 15_000))]);
      expect(second).toMatch(/^another deploy .* is publishing to s3:\/\/site\/long\//);
      expect(lockWrites('long/')).toBeGreaterThan(2); // taken, renewed
      release();
      expect(await first).toBe('published');
    } finally {
      release();
    }
    await expectWhole('long/');
  });

  it('lets only one of two deploys take over a stale lock when one lock write is slow', async () => {
    const stale = { owner: 'gone', host: 'elsewhere', pid: 1, by: 'someone@elsewhere, process 1', since: new Date(0).toISOString(), expires: 0 };
    await client.send(new PutObjectCommand({ Bucket: 'site', Key: `stale/${LOCK}`, Body: JSON.stringify(stale) }));
    await new Promise((resolve) => setTimeout(resolve, SHORT.ttlMs + 1_100));
    s3.faults.delayPut = { match: new RegExp(`/site/stale/${LOCK.replace(/\./g, '\\.')}$`), ms: 1_500, times: 1 };
    try {
      const results = await Promise.all([attempt('s3://site/stale/', { lockTimings: SHORT }), attempt('s3://site/stale/', { lockTimings: SHORT })]);
      expect(results.filter((result) => result === 'published')).toHaveLength(1);
      expect(results.find((result) => result !== 'published')).toMatch(/^another deploy .*is publishing to s3:\/\/site\/stale\/|^another deploy took/);
    } finally {
      delete s3.faults.delayPut;
    }
    await expectWhole('stale/');
  });

  it('holds its own lock when the answer to the lock write is lost, and gives it back', async () => {
    s3.faults.loseAnswerOf = new RegExp(`/site/lost/${LOCK.replace(/\./g, '\\.')}$`);
    expect(await attempt('s3://site/lost/')).toBe('published');
    expect(s3.faults.loseAnswerOf).toBeUndefined(); // the fault happened
    await expectWhole('lost/');
  });

  it.skipIf(process.platform !== 'linux')('takes over at once the lock of a deploy killed and not yet reaped (a zombie)', async () => {
    const release = holdUploads();
    // The deploy's parent becomes `sleep`, which never reaps it: killed, it stays a zombie.
    const parent = cliDeploy('s3://site/zombie', { wrap: ['sh', '-c', '"$@" & exec sleep 60', 'parent'] });
    try {
      await until('the deploy to be under way', () => underWay('zombie/'));
      const { pid } = JSON.parse(await readLock('zombie/')) as { pid: number };
      process.kill(pid, 'SIGKILL');
      await until('the killed deploy to be a zombie', () => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.startsWith('Z'), 5_000);
      release();
      expect(await attempt('s3://site/zombie/')).toBe('published');
    } finally {
      release();
      parent.child.kill('SIGKILL');
    }
    await expectWhole('zombie/');
  });

  it('leaves alone a sub-site whose first deploy is under way when the root deploys with --delete-others', async () => {
    const release = holdUploads();
    try {
      const www = attempt('s3://site/www/');
      await until('the sub-site deploy to be under way', () => underWay('www/'));
      // The root's own uploads are not held: only what is under www/.
      s3.faults.holdPuts!.match = /^\/site\/www\/_(assets|islands)\//;
      const root = await deployTo('s3://site', { deleteOthers: true });
      expect(root.deleted.filter((key) => key.startsWith('www/'))).toEqual([]);
      release();
      expect(await www).toBe('published');
    } finally {
      release();
    }
    await expectWhole('www/');
  });

  it('keeps the record from the public: the website endpoint answers it with a redirect', async () => {
    await deployTo('s3://site/www/');
    expect((await website(`/www/.ssg-deploy.json`)).status).toBe(301);
  });
});
