import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { freePort, holdHalfSentRequests, rawGet, waitForHttp } from '../helpers/server.ts';
import { guardedServer } from '../../build/hosting/connections.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');
const CONDITIONAL = 10_000;
const ABORTED = 1_000;
const PARALLEL = 16;
/** More than the server's 1024 file handles could hold. */
const SLOW = 1_100;
const NORMAL = 50;
const LARGE = '/drawing-set.zip';

/** Runs `task` `count` times, `PARALLEL` at a time. */
async function repeat(count: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    while (next < count) await task(next++);
  }));
}

const openFiles = async (pid: number) => (await readdir(`/proc/${pid}/fd`)).length;
const residentMb = async (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** `count` copies of a GET of `urlPath` written at once on one connection (HTTP/1.1 pipelining). */
function pipelined(base: string, urlPath: string, count: number): net.Socket {
  const { port } = new URL(base);
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(`GET ${urlPath} HTTP/1.1\r\nHost: localhost\r\n\r\n`.repeat(count));
  return socket;
}

/** What came back on `socket` within `ms`: the status of each response, in order. */
async function statusesWithin(socket: net.Socket, ms: number): Promise<number[]> {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await new Promise((resolve) => setTimeout(resolve, ms));
  socket.destroy();
  return [...Buffer.concat(chunks).toString('latin1').matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
}

/** The preview as `npm run preview` runs it, under `ulimit -n limit`. */
async function startCli(root: string, limit: number): Promise<{ server: ChildProcess; base: string }> {
  const port = await freePort();
  const server = spawn('bash', ['-c', `ulimit -n ${limit} && exec "$0" --import tsx build/cli.ts preview`, process.execPath], {
    cwd: repo,
    env: { ...process.env, SITE_ROOT: root, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(base, server);
  return { server, base };
}

/** Twenty normal GETs, one after another, each given 3 s: how many answered 200. */
async function normalGets(base: string): Promise<number> {
  let answered = 0;
  for (let i = 0; i < 20; i++) {
    const status = await Promise.race([rawGet(base, i % 2 ? '/About' : '/').then((r) => r.status, () => 0), new Promise<number>((resolve) => setTimeout(() => resolve(0), 3_000))]);
    if (status === 200) answered++;
  }
  return answered;
}

describe.skipIf(process.platform !== 'linux')('npm run preview under load', () => {
  let tmp: string;
  let server: ChildProcess;
  let base: string;
  let largest: string;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-load-'));
    await cp(fixture, tmp, { recursive: true, filter: (src) => !/[\\/](dist|\.cache|hosting)$/.test(src) });
    // A download a client can stop reading part-way: larger than a socket's buffers hold.
    await writeFile(path.join(tmp, 'assets/public', LARGE.slice(1)), randomBytes(4 << 20));
    const result = await build(await loadConfig(tmp));
    const sizes = await Promise.all([...result.output.files.keys()].filter((f) => f.endsWith('.js')).map(async (f) => [f, (await stat(path.join(tmp, 'dist', f))).size] as const));
    largest = `/${sizes.sort((a, b) => b[1] - a[1])[0]![0]}`;
    // The CLI itself, under the usual limit of 1024 open files.
    ({ server, base } = await startCli(tmp, 1024));
  }, 60_000); // a build and a server start: seconds, more on a busy machine
  afterAll(async () => {
    server?.kill();
    await rm(tmp, { recursive: true, force: true });
  });

  it(`survives ${CONDITIONAL} conditional requests and ${ABORTED} aborted downloads without leaking files`, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: PARALLEL });
    const get = (urlPath: string, headers: Record<string, string>, abort = false) =>
      new Promise<number>((resolve, reject) => {
        const request = http.get(`${base}${urlPath}`, { agent: abort ? false : agent, headers }, (response) => {
          if (abort) {
            response.once('data', () => {
              request.destroy();
              resolve(response.statusCode ?? 0);
            });
            return;
          }
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        request.on('error', (error) => (abort ? resolve(0) : reject(error)));
      });

    const first = await fetch(`${base}/About`, { headers: { 'Accept-Encoding': 'identity' } }); // serve-handler's own path
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const before = await openFiles(server.pid!);

    const statuses = new Map<number, number>();
    await repeat(CONDITIONAL, async (i) => {
      const headers: Record<string, string> = i % 2 ? { 'If-None-Match': etag } : { 'If-Modified-Since': new Date().toUTCString() };
      const status = await get('/About', headers);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    await repeat(ABORTED, async () => void (await get(largest, {}, true)));
    agent.destroy();

    expect(statuses.get(304)).toBe(CONDITIONAL / 2);
    expect(server.exitCode).toBeNull();
    expect((await fetch(`${base}/About`)).status).toBe(200);
    // Sockets close asynchronously on the server side; give them a moment to go.
    let after = await openFiles(server.pid!);
    for (let i = 0; i < 40 && after > before + 20; i++) {
      await new Promise((r) => setTimeout(r, 50));
      after = await openFiles(server.pid!);
    }
    expect(after - before).toBeLessThanOrEqual(20);
  }, 120_000);

  // Half-sent requests held 998 sockets and every normal request failed for about 63 s.
  it(`answers normal requests while ${SLOW} slow clients hold half-sent requests`, async () => {
    // Each one connects and sends half a request head; the server may close it at once.
    const slow = await holdHalfSentRequests(base, SLOW);
    try {
      const held = slow.filter((socket) => !socket.destroyed && !socket.readableEnded).length;
      expect(held).toBeGreaterThan(0);
      const started = Date.now();
      const statuses: number[] = [];
      for (let i = 0; i < NORMAL; i++) statuses.push((await rawGet(base, i % 2 ? '/About' : '/')).status);
      expect(statuses).toEqual(Array(NORMAL).fill(200));
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await openFiles(server.pid!)).toBeLessThan(1024);
    } finally {
      slow.forEach((socket) => socket.destroy());
    }
  }, 60_000);
  // 1,100 requests written at once on one socket opened 1,100 files: EMFILE, and the process exited.
  it.each([1024, 512])('answers a flood of pipelined requests one at a time under ulimit -n %i, and normal requests go on', async (limit) => {
    const cli = limit === 1024 ? { server, base } : await startCli(tmp, limit);
    try {
      const pid = cli.server.pid!;
      const statuses = await statusesWithin(pipelined(cli.base, '/robots.txt', 1_100), 2_000);
      expect(cli.server.exitCode).toBeNull();
      expect(statuses.slice(0, 100)).toEqual(Array(100).fill(200));
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(await openFiles(pid)).toBeLessThan(limit / 2);

      // Fifteen connections ask for the largest file 1,700 times each and read nothing (2.6 GB before).
      const before = await residentMb(pid);
      const floods = Array.from({ length: 15 }, () => pipelined(cli.base, largest, 1_700));
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const grown = (await residentMb(pid)) - before;
      expect(grown).toBeLessThan(200);
      expect(await openFiles(pid)).toBeLessThan(limit / 2);
      expect(await normalGets(cli.base)).toBe(20);
      floods.forEach((socket) => socket.destroy());
      expect(cli.server.exitCode).toBeNull();
    } finally {
      if (cli.server !== server) cli.server.kill();
    }
  }, 60_000);

  // A stalled writer counted as busy, so the cap closed every newcomer instead: 0 of 15 answered.
  it('answers every normal request under ulimit -n 256 while 150 connections pipeline downloads and never read', async () => {
    const cli = await startCli(tmp, 256);
    const floods = Array.from({ length: 150 }, () => pipelined(cli.base, LARGE, 100));
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(floods.filter((socket) => !socket.destroyed).length).toBeGreaterThan(0);
      expect(await normalGets(cli.base)).toBe(20);
      expect(cli.server.exitCode).toBeNull();
    } finally {
      floods.forEach((socket) => socket.destroy());
      cli.server.kill();
    }
  }, 90_000);

  it('lets one client address hold at most a share of the connections, so others still get in', async () => {
    const body = Buffer.alloc(4 << 20, 'x');
    const server = guardedServer((_request, response) => response.writeHead(200, { 'Content-Length': body.length }).end(body), 96);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    const floods = Array.from({ length: 150 }, () => pipelined(url, '/', 100));
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      // Of one address's 150, at most a quarter of the 96 stay open (the server closes the rest).
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(floods.filter((socket) => !socket.destroyed && !socket.readableEnded).length).toBeLessThanOrEqual(24 + 1);
      let answered = 0;
      for (let i = 0; i < 10; i++) {
        const status = await new Promise<number>((resolve) => {
          const request = http.get(url, (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          });
          request.on('error', () => resolve(0));
          request.setTimeout(3_000, () => request.destroy());
        });
        if (status === 200) answered++;
      }
      expect(answered).toBe(10);
    } finally {
      floods.forEach((socket) => socket.destroy());
      server.closeAllConnections();
      server.close();
    }
  }, 60_000);

  it('keeps answering under ulimit -n 512 while 600 clients hold half-sent requests', async () => {
    const cli = await startCli(tmp, 512);
    // Each one connects and sends half a request head; the server may close it at once.
    const slow = await holdHalfSentRequests(cli.base, 600);
    try {
      expect(await normalGets(cli.base)).toBeGreaterThanOrEqual(18);
      expect(cli.server.exitCode).toBeNull();
    } finally {
      slow.forEach((socket) => socket.destroy());
      cli.server.kill();
    }
  }, 60_000);

  it('sends a file deleted while it downloads whole, and a file deleted before it is asked for as a 404', async () => {
    const target = path.join(tmp, 'dist', largest);
    const bytes = await readFile(target);
    const { port } = new URL(base);
    // Asked for, and read slowly: the server holds the file open while this deletes it.
    const socket = net.connect(Number(port), '127.0.0.1');
    const received: Buffer[] = [];
    const done = new Promise<void>((resolve) => socket.on('end', resolve).on('close', resolve));
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      socket.pause();
      setTimeout(() => socket.resume(), 5);
    });
    socket.write(`GET ${largest} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`);
    await new Promise((resolve) => socket.once('data', resolve));
    await rm(target);
    await done;
    const response = Buffer.concat(received);
    const body = response.subarray(response.indexOf('\r\n\r\n') + 4);
    expect(body.equals(bytes)).toBe(true);
    expect((await rawGet(base, largest, { 'Accept-Encoding': 'identity' })).status).toBe(404);
    expect(server.exitCode).toBeNull();
  });
});
