import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../build/pipeline/config.ts';
import { startDevServer } from '../../build/pipeline/dev.ts';
import { freePort, holdHalfSentRequests, rawGet, rawRequest } from '../helpers/server.ts';

/**
 * `npm run dev` faces the same requests as the preview: no request target may end the process
 * (any web page can make the browser send one: `<img src="http://127.0.0.1:3000//">`), it answers
 * GET and HEAD only, and only to names a DNS-rebinding page cannot use, since its pages and build
 * errors show paths and stacks.
 */

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');

describe('dev server, as a server', () => {
  let root: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'ssg-dev-server-'));
    await cp(fixture, root, { recursive: true, filter: (src) => !/[\\/](dist|\.cache|hosting)$/.test(src) });
    const port = await freePort();
    server = await startDevServer(await loadConfig(root), port, '127.0.0.1');
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  it.each(['//', '//x:99999/', '/\\evil.com%2f', '//evil.com/%2e%2e', '/%', '/About?%zz', 'http://[::1/'])('survives the request target %s', async (target) => {
    const { status } = await rawRequest(base, target);
    expect([200, 301, 400, 404]).toContain(status);
    expect((await rawGet(base, '/About')).status).toBe(200);
  });

  it('answers 405 with Allow to every method but GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'PATCH', 'OPTIONS']) {
      const { status, headers } = await rawRequest(base, '/About', method);
      expect([method, status, headers.allow]).toEqual([method, 405, 'GET, HEAD']);
    }
    expect((await rawRequest(base, '/About', 'HEAD')).status).toBe(200);
  });

  it('answers localhost and IP addresses, not another name pointed at this machine', async () => {
    for (const host of ['localhost', `localhost:${new URL(base).port}`, '127.0.0.1', '[::1]:3000', 'app.localhost']) {
      expect((await rawGet(base, '/About', { Host: host })).status, host).toBe(200);
    }
    for (const urlPath of ['/About', '/__dev/events', '/__dev/reload.js', '/nope']) {
      const response = await rawGet(base, urlPath, { Host: 'rebind.attacker.example' });
      expect(response.status, urlPath).toBe(403);
      expect(response.body.toString()).not.toContain(root);
    }
  });

  it('keeps answering while 1,100 clients hold half-sent requests', async () => {
    // Each one connects and sends half a request head; the server may close it at once.
    const slow = await holdHalfSentRequests(base, 1_100);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await rawGet(base, '/About')).status);
      expect(statuses).toEqual(Array(20).fill(200));
    } finally {
      slow.forEach((socket) => socket.destroy());
    }
  }, 30_000);
});

describe('dev server, closed', () => {
  // A watcher left on a folder that is then deleted throws from inside Node's recursive watch on
  // Linux (an uncaught ENOENT: a test's teardown met it), so closing the server must stop them all.
  const watchHandles = () => process.getActiveResourcesInfo().filter((resource) => resource === 'FSEventWrap').length;

  it('stops watching the site when it closes', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'ssg-dev-closed-'));
    await cp(fixture, root, { recursive: true, filter: (src) => !/[\\/](dist|\.cache|hosting)$/.test(src) });
    const before = watchHandles();
    const server = await startDevServer(await loadConfig(root), await freePort(), '127.0.0.1');
    expect(watchHandles()).toBeGreaterThan(before);
    await new Promise((resolve) => server.close(resolve));
    await expect.poll(watchHandles, { timeout: 2_000 }).toBe(before);
    await rm(root, { recursive: true, force: true });
  });
});

describe('dev server, while the maintainer edits', () => {
  let root: string;
  let server: Server;
  let base: string;
  const logged: string[] = [];
  /** Saves `file` as sed -i and atomic-saving editors do: a temporary copy renamed over it. */
  const save = async (file: string, text: string) => {
    const temporary = path.join(path.dirname(file), `sed${Math.random().toString(36).slice(2, 8).padEnd(6, 'x')}`);
    await writeFile(temporary, text);
    await rename(temporary, file);
  };
  const notes = (body: string) => `export const notes = { body: '${body}' };\n`;
  const aside = (body: string) => `export const aside = { body: '${body}' };\n`;
  const rebuilds = () => logged.filter((line) => /: rebuilt in \d+ ms/.test(line));

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'ssg-dev-edits-'));
    await cp(fixture, root, { recursive: true, filter: (src) => !/[\\/](dist|\.cache|hosting)$/.test(src) });
    await mkdir(path.join(root, 'site/content'), { recursive: true });
    await mkdir(path.join(root, 'site/generated/public'), { recursive: true });
    await writeFile(path.join(root, 'site/content/notes.ts'), notes('first'));
    await writeFile(path.join(root, 'site/pages/Notes.tsx'), "import { notes } from '../content/notes.ts';\nexport const meta = { title: 'Notes', description: 'Notes.' };\nexport default function Notes() {\n  return <p>{notes.body}</p>;\n}\n");
    // Content no document prints: a rebuild for it is the only one.
    await writeFile(path.join(root, 'site/content/aside.ts'), aside('first'));
    await writeFile(path.join(root, 'site/pages/Aside.tsx'), "import { aside } from '../content/aside.ts';\nexport const meta = { title: 'Aside', description: 'An aside.' };\nexport default function Aside() {\n  return <p>{aside.body}</p>;\n}\n");
    // A file only this page's render asks for: a build that takes the page from the last one must still publish it.
    await writeFile(path.join(root, 'assets/mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>');
    await writeFile(path.join(root, 'site/pages/Mark.tsx'), "import { asset } from 'ssg';\nexport const meta = { title: 'Mark', description: 'A mark.' };\nexport default function Mark() {\n  return <img src={asset('mark.svg')} alt=\"Mark\" width={8} height={8} />;\n}\n");
    // A document that takes as long to make as a PDF with its cover picture does.
    await writeFile(
      path.join(root, 'site/generated/public/notes.txt.ts'),
      "import type { Generator } from 'ssg';\nimport { notes } from '../../content/notes.ts';\nconst generate: Generator = () => {\n  const until = Date.now() + 1500;\n  while (Date.now() < until);\n  return Buffer.from(notes.body);\n};\nexport default generate;\n",
    );
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    const port = await freePort();
    server = await startDevServer(await loadConfig(root), port, '127.0.0.1');
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  it('shows every edit to content a document also prints at once, the first included, and the document a moment later', async () => {
    for (const body of ['second', 'third']) {
      const before = rebuilds().length;
      await save(path.join(root, 'site/content/notes.ts'), notes(body));
      await expect.poll(async () => (await rawGet(base, '/Notes')).body.toString(), { timeout: 5_000 }).toContain(body);
      const [line] = rebuilds().slice(before);
      // Only the page that imports notes.ts renders again.
      expect(line).toMatch(/^site\/content\/notes\.ts: rebuilt in \d+ ms, 1 of 7 pages rendered \(generated files follow\)$/);
      expect(Number(/in (\d+) ms/.exec(line!)![1])).toBeLessThan(1_000); // the document takes 1,500
      await expect.poll(async () => (await rawGet(base, '/notes.txt')).body.toString(), { timeout: 10_000 }).toBe(body);
    }
  });

  it("ignores an editor's swap, backup and lock files", async () => {
    await expect.poll(() => logged.filter((line) => line.startsWith('generated files: rebuilt')).length, { timeout: 10_000 }).toBeGreaterThan(1);
    const before = rebuilds().length;
    for (const name of ['.notes.ts.swp', 'notes.ts~', '.#notes.ts', '4913', 'notes.ts___jb_tmp___']) await writeFile(path.join(root, 'site/content', name), 'x');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(rebuilds().slice(before)).toEqual([]);
  });

  it('says which routes a rebuild added and removed', async () => {
    const page = path.join(root, 'site/pages/Careers.tsx');
    await writeFile(page, "export const meta = { title: 'Careers', description: 'Jobs.' };\nexport default function Careers() {\n  return <p>Jobs</p>;\n}\n");
    await expect.poll(() => logged, { timeout: 5_000 }).toContain('  added /Careers');
    await rm(page);
    await expect.poll(() => logged, { timeout: 5_000 }).toContain('  removed /Careers');
  });

  it('takes the pages an edit cannot reach from the last build, with the files they name', async () => {
    const mark = /<img src="\/([^"]+)" alt="Mark"/.exec((await rawGet(base, '/Mark')).body.toString())![1]!;
    const before = rebuilds().length;
    await save(path.join(root, 'site/content/aside.ts'), aside('second'));
    await expect.poll(async () => (await rawGet(base, '/Aside')).body.toString(), { timeout: 5_000 }).toContain('second');
    expect(rebuilds().slice(before)).toEqual([expect.stringMatching(/^site\/content\/aside\.ts: rebuilt in \d+ ms, 1 of 7 pages rendered$/)]);
    const markPage = (await rawGet(base, '/Mark')).body.toString();
    expect(markPage).toContain(`src="/${mark}"`);
    expect((await rawGet(base, `/${mark}`)).status).toBe(200);
  });

  it('renders every page an edit reaches once a build works again, edits made while it failed included', async () => {
    const about = path.join(root, 'site/pages/About.tsx');
    const original = await readFile(about, 'utf8');
    const before = rebuilds().length;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await save(about, `${original}\nexport const broken = ;\n`);
      await expect.poll(() => errors.mock.calls.length, { timeout: 5_000 }).toBeGreaterThan(0);
      await save(path.join(root, 'site/content/aside.ts'), aside('while broken'));
      await expect.poll(() => errors.mock.calls.length, { timeout: 5_000 }).toBeGreaterThan(1);
      expect(rebuilds().length).toBe(before);
      await save(about, original);
      await expect.poll(() => rebuilds().length, { timeout: 5_000 }).toBe(before + 1);
      expect(rebuilds()[before]).toMatch(/^site\/pages\/About\.tsx: rebuilt in \d+ ms, 2 of 7 pages rendered$/);
      expect((await rawGet(base, '/Aside')).body.toString()).toContain('while broken');
    } finally {
      errors.mockRestore();
    }
  });
});
