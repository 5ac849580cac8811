import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { dirs } from '../../build/pipeline/dirs.ts';
import { startPreview, type PreviewServer } from '../../build/hosting/preview.ts';
import { rawGet } from '../helpers/server.ts';

/**
 * A file that cannot be opened when a request comes (a rebuild deleted it after the server found
 * it, or the process is out of file descriptors) ends that one response, never the process. The
 * moment between finding a file and opening it is too short to hit from outside, so the open
 * fails here on purpose.
 */

const failure = vi.hoisted(() => ({ code: null as string | null }));
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const openSync: typeof fs.openSync = (...args) => {
    if (failure.code) throw Object.assign(new Error(`${failure.code}: failed on purpose`), { code: failure.code });
    return fs.openSync(...args);
  };
  return { ...fs, default: { ...fs, openSync }, openSync };
});

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');

describe('preview server, when a file cannot be opened', () => {
  let tmp: string;
  let preview: PreviewServer;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-faults-'));
    await cp(fixture, path.join(tmp, 'site'), { recursive: true, filter: (src) => !/[\\/](dist|\.cache|hosting)$/.test(src) });
    const config = await loadConfig(path.join(tmp, 'site'));
    await build(config);
    preview = await startPreview({ outDir: dirs(config).out, port: 0, quiet: true });
  });
  afterAll(async () => {
    failure.code = null;
    await preview?.close();
    await rm(tmp, { recursive: true, force: true });
  });

  it.each([
    ['ENOENT', 404],
    ['EMFILE', 503],
    ['ENFILE', 503],
    ['EACCES', 503],
  ])('answers %s with %i and goes on serving', async (code, status) => {
    failure.code = code;
    for (const urlPath of ['/About', '/robots.txt', '/info.pdf']) {
      const response = await rawGet(preview.url, urlPath);
      expect(response.status, urlPath).toBe(status);
      expect(response.headers['content-security-policy'], urlPath).toBeTruthy();
      if (status === 503) expect(response.headers['retry-after']).toBe('1');
    }
    failure.code = null;
    expect((await rawGet(preview.url, '/About')).status).toBe(200);
  });
});
