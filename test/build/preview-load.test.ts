import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { freePort, rawGet, waitForHttp } from '../helpers/server.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');
const CONDITIONAL = 10_000;
const ABORTED = 1_000;
const PARALLEL = 16;
/** More than the server's 1024 file handles could hold. */
const SLOW = 1_100;
const NORMAL = 50;

/** Runs `task` `count` times, `PARALLEL` at a time. */
async function repeat(count: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    while (next < count) await task(next++);
  }));
}

const openFiles = async (pid: number) => (await readdir(`/proc/${pid}/fd`)).length;

describe.skipIf(process.platform !== 'linux')('npm run preview under load', () => {
  let tmp: string;
  let server: ChildProcess;
  let base: string;
  let largest: string;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-load-'));
    await cp(fixture, tmp, { recursive: true, filter: (src) => !/[\\/](dist|\.cache|hosting)$/.test(src) });
    const result = await build(await loadConfig(tmp));
    const sizes = await Promise.all([...result.output.files.keys()].filter((f) => f.endsWith('.js')).map(async (f) => [f, (await stat(path.join(tmp, 'dist', f))).size] as const));
    largest = `/${sizes.sort((a, b) => b[1] - a[1])[0]![0]}`;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // The CLI itself, under the usual limit of 1024 open files.
    server = spawn('bash', ['-c', 'ulimit -n 1024 && exec "$0" --import tsx build/cli.ts preview', process.execPath], {
      cwd: repo,
      env: { ...process.env, SITE_ROOT: tmp, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    await waitForHttp(base, server);
  });
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
    const { port } = new URL(base);
    const slow = Array.from({ length: SLOW }, () => net.connect(Number(port), '127.0.0.1'));
    try {
      // Each one connects and sends half a request head; the server may close it at once.
      await Promise.all(
        slow.map(
          (socket) =>
            new Promise<void>((resolve) => {
              socket.once('connect', () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n', () => resolve()));
              socket.once('close', () => resolve());
              socket.on('error', () => resolve());
            }),
        ),
      );
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
});
