import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, waitForHttp } from '../helpers/server.ts';
import { buildProgress } from '../../build/pipeline/progress.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(repo, 'test/fixtures');

function run(args: string[], env: Record<string, string>) {
  // As `npm run build` runs it.
  const child = spawn(process.execPath, [path.join(repo, 'build/launch.mjs'), ...args], { env: { ...process.env, ...env }, cwd: repo });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (out += c));
  const done = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
  return { child, done, output: () => out };
}

describe('the command line', () => {
  it('build prints one line per page with HTML bytes and gzip JS and CSS', async () => {
    const { done, output } = run(['build'], { SITE_ROOT: path.join(fixture, 'basic') });
    expect(await done).toBe(0);
    expect(output()).toMatch(/^\s+\/About\s+html\s+[\d.]+ KB\s+js\s+0\.0 KB gz\s+css\s+[\d.]+ KB gz$/m);
    expect(output()).toMatch(/^\s+\/\s+html .* islands: Counter, Echo$/m);
  });

  it('build exits non-zero and names the file on a build error', async () => {
    const { done, output } = run(['build'], { SITE_ROOT: path.join(fixture, 'bad/function-prop') });
    expect(await done).toBe(1);
    expect(output()).toContain('NonSerializablePropError: site/pages/index.tsx: Gallery.props.items[3].onClick is a function');
    expect(output()).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });

  it('preview serves the built folder on PORT with clean URLs, the 404 page and the headers', async () => {
    const port = await freePort();
    const server = run(['preview'], { SITE_ROOT: path.join(fixture, 'basic'), PORT: String(port) });
    try {
      await waitForHttp(`http://127.0.0.1:${port}/About`, server.child);
      const response = await fetch(`http://127.0.0.1:${port}/About`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>About the fixture</title>');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      const missing = await fetch(`http://127.0.0.1:${port}/no/such/page`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('content="0; url=/"');
      expect((await fetch(`http://127.0.0.1:${port}/serve.json`)).status).toBe(404);
    } finally {
      server.child.kill();
      await server.done;
    }
  });

  it('build says what it is doing: a line per stage in a log, one redrawn line with images n of N on a terminal', async () => {
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-cli-'));
    try {
      await cp(path.join(fixture, 'basic'), tmp, { recursive: true, filter: (src) => !/[\\/](dist|\.cache|hosting)$/.test(src) });
      const { done, output } = run(['build'], { SITE_ROOT: tmp });
      expect(await done).toBe(0);
      const stages = output().split('\n').filter((line) => line.endsWith('…'));
      expect(stages).toEqual(['  bundling pages, islands, styles and generated files…', '  rendering 4 pages…', expect.stringMatching(/^ {2}images: \d+ variants…$/), expect.stringMatching(/^ {2}writing \d+ files…$/)]);

      // npm run clean: what builds make goes, what the maintainer edits stays.
      const clean = run(['clean'], { SITE_ROOT: tmp });
      expect(await clean.done).toBe(0);
      expect((await readdir(tmp)).sort()).toEqual(['assets', 'site']);
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  });

  it('draws progress on a terminal in one line, cleared at the end', () => {
    let written = '';
    const progress = buildProgress({ isTTY: true, write: (text: string) => ((written += text), true) } as Parameters<typeof buildProgress>[0]);
    progress.stage('rendering 4 pages');
    for (let done = 1; done <= 235; done++) progress.images(done, 235);
    progress.done();
    expect(written).not.toContain('\n');
    expect(written).toContain('\r\x1b[K  rendering 4 pages…');
    expect(written).toContain('images: 235 of 235 variants'); // the last one is always drawn
    expect(written.endsWith('\r\x1b[K')).toBe(true);
  });

  // npm 11 asks on every install about packages with install scripts the project has not approved.
  it("approves in package.json every installed package's install script", async () => {
    const manifest = JSON.parse(await readFile(path.join(repo, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };
    const lock = JSON.parse(await readFile(path.join(repo, 'package-lock.json'), 'utf8')) as { packages: Record<string, { hasInstallScript?: boolean; optional?: boolean }> };
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([where]) => where.split('node_modules/').pop()!);
    expect(withScripts.length).toBeGreaterThan(0);
    for (const name of withScripts) expect(manifest.allowScripts?.[name], name).toBe(true);
  });
});
