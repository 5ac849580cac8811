import { existsSync, statSync, watch, type FSWatcher } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { build, type BuildResult } from './build.ts';
import { createBundler } from './bundle/bundle.ts';
import type { SiteConfig } from './config.ts';
import { dirs } from './dirs.ts';
import { BuildError } from './errors.ts';
import { REVALIDATE } from '../hosting/headers.ts';
import { isAllowedHost } from '../hosting/allowed-hosts.ts';
import { guardedServer } from '../hosting/connections.ts';
import { contentType, requestResolver, type Resolution } from '../hosting/resolve.ts';
import { formatReport } from './report.ts';
import { generatorDir } from '../paths.ts';
import { listFilesSync } from '../list-files.ts';

/**
 * The dev server: builds into memory, serves from there with the production headers, rebuilds on
 * any change under site/, assets/ or build/ and tells open pages to reload (Server-Sent Events).
 */

const EVENTS_PATH = '/__dev/events';
const RELOAD_SCRIPT_PATH = '/__dev/reload.js';
const RELOAD_SCRIPT = `
const events = new EventSource(${JSON.stringify(EVENTS_PATH)});
events.addEventListener('open', () => document.documentElement.setAttribute('data-dev', 'connected'));
events.addEventListener('reload', () => location.reload());
events.addEventListener('build-error', (event) => {
  console.error(event.data);
  let box = document.getElementById('__dev-error');
  if (!box) {
    box = document.createElement('pre');
    box.id = '__dev-error';
    Object.assign(box.style, { position: 'fixed', inset: '1rem', zIndex: 2147483647, margin: 0, padding: '1.5rem', overflow: 'auto',
      background: '#1b1b1f', color: '#ffb4a9', font: '14px/1.5 ui-monospace, monospace', whiteSpace: 'pre-wrap', borderRadius: '8px' });
    document.body.append(box);
  }
  box.textContent = event.data;
});
`;
/** Editors write a file in several steps; wait for the burst to end before rebuilding. */
const DEBOUNCE_MS = 25;
/** A comment on the reload channel this often keeps the connection guard from closing it as idle. */
const HEARTBEAT_MS = 15_000;
const ALLOWED_METHODS = ['GET', 'HEAD'];

/** vim (.swp, .swo, ~, 4913), Emacs (.#x, #x#), JetBrains (___jb_tmp___), sed -i (sedAbC123), and other temporary copies. */
export const isEditorTempFile = (name: string) =>
  /^\.#|^#.*#$|~$|\.sw[a-p]x?$|^4913$|___jb_(tmp|old)___$|^sed[A-Za-z0-9]{6}$|\.tmp$|^\.DS_Store$/.test(name);

/** The most recently modified file under `dir`, relative to `root`; undefined if none. */
function newestFile(dir: string, root: string): string | undefined {
  let newest: { file: string; at: number } | undefined;
  for (const file of listFilesSync(dir)) {
    const at = statSync(path.join(dir, file), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (!newest || at > newest.at) newest = { file, at };
  }
  return newest && path.relative(root, path.join(dir, newest.file));
}

export async function startDevServer(config: SiteConfig, port: number, host = config.host): Promise<http.Server> {
  const d = dirs(config);
  const bundler = await createBundler(config, d, { dev: true });
  const clients = new Set<http.ServerResponse>();
  let current: BuildResult | undefined;
  let resolve: ((pathname: string) => Resolution) | undefined;
  let lastError: string | undefined;

  const broadcast = (event: string, data = '') => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${data.replace(/\n/g, '\ndata: ')}\n\n`);
  };

  // Rebuilds one at a time, for the changes of one burst of writes.
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const changed = new Set<string>();
  // Every file edited since the last build that worked (null: something changed that is not a
  // file, or not known), so that build can tell which of its pages the edits reach.
  let edited: Set<string> | null = new Set();
  const schedule = (what?: string) => {
    if (what) {
      changed.add(what);
      edited?.add(what);
    } else edited = null;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const reason = [...changed].join(', ') || 'change';
      changed.clear();
      running = running.then(() => rebuild(reason));
    }, DEBOUNCE_MS);
  };

  async function rebuild(reason: string) {
    const taken = edited;
    edited = new Set();
    try {
      const before = current?.pages.map((page) => page.route);
      const since = current && { build: current, edited: taken && [...taken] };
      current = await build(config, { write: false, precompress: false, bundler, since, extraHead: [`<script type="module" src="${RELOAD_SCRIPT_PATH}"></script>`] });
      const { output, pages, generated, render } = current;
      resolve = requestResolver(pages.map((page) => page.route), (file) => output.files.has(file));
      lastError = undefined;
      const rendered = render.reused > 0 ? `, ${pages.length - render.reused} of ${pages.length} pages rendered` : '';
      console.log(`${reason}: rebuilt in ${Math.round(current.ms)} ms${rendered}${generated.refresh ? ' (generated files follow)' : ''}`);
      if (before) {
        const after = pages.map((page) => page.route);
        for (const route of after.filter((route) => !before.includes(route))) console.log(`  added ${route}`);
        for (const route of before.filter((route) => !after.includes(route))) console.log(`  removed ${route}`);
      }
      broadcast('reload');
      // The documents the edit changed are made now that the page shows it; the next build takes them from the cache.
      if (generated.refresh) {
        running = running.then(async () => {
          await generated.refresh!().catch(() => undefined); // a failure shows when the next build makes the file
          schedule('generated files'); // not a module: every page renders again
        });
      }
    } catch (error) {
      // The next build starts from the same last good one: it must hear of this one's edits too.
      if (taken === null || edited === null) edited = null;
      else for (const file of taken) edited.add(file);
      lastError = error instanceof BuildError ? `${error.name}: ${error.message}` : String((error as Error)?.stack ?? error);
      console.error(`\n${lastError}\n`);
      broadcast('build-error', lastError);
    }
  }

  await rebuild('Start');
  if (current) console.log(formatReport(current));

  const onChange = (dir: string) => (_event: string, file: string | Buffer | null) => {
    const name = file === null ? null : path.join(dir, String(file));
    if (name && isEditorTempFile(path.basename(name))) {
      // An editor's swap, backup or lock file is not an edit; a temporary copy gone a moment later
      // was renamed over the file it saves (sed -i, atomic saves), and on Linux its creation may
      // be the only event Node reports: the file saved is then the newest one here.
      setTimeout(() => {
        if (!existsSync(name)) schedule(newestFile(dir, d.root));
      }, DEBOUNCE_MS);
      return;
    }
    schedule(name ? path.relative(d.root, name) : undefined);
  };
  const watchers: FSWatcher[] = [];
  for (const dir of [d.site, d.assets, generatorDir]) {
    try {
      watchers.push(watch(dir, { recursive: true }, onChange(dir)));
    } catch {
      // A site without assets/ has nothing there to watch.
    }
  }

  // The preview's guard: timeouts, a connection cap, one request at a time per connection.
  const server = guardedServer((req, res) => {
    if (!isAllowedHost(req.headers.host, [host])) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`The dev server answers localhost and IP addresses only (or the host it listens on), not ${JSON.stringify(req.headers.host ?? '')}.`);
      return;
    }
    if (!ALLOWED_METHODS.includes(req.method ?? '')) {
      res.writeHead(405, { Allow: ALLOWED_METHODS.join(', '), 'Content-Length': 0 }).end();
      return;
    }
    // Split by hand: the request target is the visitor's, and new URL() throws on some ('//').
    const [pathname = '/', query] = (req.url ?? '/').split(/\?(.*)/s);
    if (pathname === EVENTS_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      res.write(': connected\n\n');
      if (lastError) res.write(`event: build-error\ndata: ${lastError.replace(/\n/g, '\ndata: ')}\n\n`);
      clients.add(res);
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      req.on('close', () => {
        clearInterval(heartbeat);
        clients.delete(res);
      });
      return;
    }
    if (pathname === RELOAD_SCRIPT_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(RELOAD_SCRIPT);
      return;
    }
    const found = resolve?.(pathname.split('#')[0]!);
    if (!current || !found) {
      res.writeHead(503, { 'Content-Type': 'text/plain' }).end(lastError ?? 'Building…');
      return;
    }
    // The last good build's policy: its CSP allows that build's inline stylesheet.
    const security = current.security;
    if (found.status === 301) {
      res.writeHead(301, { ...security, 'Cache-Control': REVALIDATE, Location: found.location + (query ? `?${query}` : '') }).end();
      return;
    }
    res.writeHead(found.status, { ...security, 'Content-Type': contentType(found.file), 'Cache-Control': 'no-store' });
    res.end(current.output.get(found.file));
  });
  // Closing the server stops the watching: a watcher left on a folder that is then deleted throws
  // from inside Node's recursive watch on Linux (an uncaught ENOENT, as a test's teardown met it).
  server.on('close', () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  });
  await new Promise<void>((listening) => server.listen(port, host, listening));
  console.log(`Dev server on http://${host}:${port}/ (watching ${path.relative(process.cwd(), d.site) || '.'}, assets and build)`);
  return server;
}
