import { watch, type FSWatcher } from 'node:fs';
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

  async function rebuild(reason: string) {
    try {
      current = await build(config, { write: false, precompress: false, bundler, extraHead: [`<script type="module" src="${RELOAD_SCRIPT_PATH}"></script>`] });
      const { output, pages } = current;
      resolve = requestResolver(pages.map((page) => page.route), (file) => output.files.has(file));
      lastError = undefined;
      console.log(`${reason}: rebuilt in ${Math.round(current.ms)} ms`);
      broadcast('reload');
    } catch (error) {
      lastError = error instanceof BuildError ? `${error.name}: ${error.message}` : String((error as Error)?.stack ?? error);
      console.error(`\n${lastError}\n`);
      broadcast('build-error', lastError);
    }
  }

  await rebuild('Start');
  if (current) console.log(formatReport(current));

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const changed = new Set<string>();
  const onChange = (dir: string) => (_event: string, file: string | Buffer | null) => {
    if (file) changed.add(path.relative(d.root, path.join(dir, String(file))));
    clearTimeout(timer);
    timer = setTimeout(() => {
      const reason = [...changed].join(', ') || 'change';
      changed.clear();
      running = running.then(() => rebuild(reason));
    }, DEBOUNCE_MS);
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
