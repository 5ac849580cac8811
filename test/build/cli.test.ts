import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, waitForHttp } from '../helpers/server.ts';

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
});
