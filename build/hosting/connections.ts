import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';

/**
 * Keeps slow or idle clients from starving everyone else. With Node's defaults a half-sent
 * request holds its socket for 60 s (headersTimeout, checked only every 30 s), so 1,100 slow
 * connections took every file handle of a preview under `ulimit -n 1024` and every normal request
 * failed for about a minute. Here requests must arrive within seconds, idle sockets are closed, and
 * the number of open connections is capped below the file limit: a new connection over the cap
 * closes the oldest one that has no request in progress or whose answer has stopped moving, or
 * else the oldest of the address holding the most, so a flood of slow clients only ever displaces
 * itself. The cap comes from the process's real limit on
 * open files (connectionCap). One client address holds at most a share of it (as nginx's
 * limit_conn): 150 connections that pipelined downloads and never read took every slot.
 */

export const SERVER_TIMEOUTS = {
  /** The whole request head must arrive within this. */
  headersTimeout: 10_000,
  /** The whole request (a GET has no body) must arrive within this. */
  requestTimeout: 30_000,
  /** How often Node checks the two request timeouts (default 30 s). */
  connectionsCheckingInterval: 1_000,
} as const;
/** An idle keep-alive connection is closed after this. */
const KEEP_ALIVE_MS = 5_000;

/** A socket with no traffic at all for this long (e.g. a client that stopped reading) is closed. */
const IDLE_SOCKET_MS = 30_000;

/**
 * How many requests one connection may carry (as nginx's keepalive_requests): Node answers the
 * ones after it with a 503 and closes the connection, so a client that pipelines thousands of
 * requests holds at most this many waiting here.
 */
export const MAX_REQUESTS_PER_CONNECTION = 100;

/**
 * An answer whose bytes have not moved for this long while more wait to go is stalled: its client
 * stopped reading. Under the connection cap a stalled connection is closed for a newcomer (without
 * one, IDLE_SOCKET_MS closes it).
 */
const WRITE_STALL_MS = 1_000;
/** How often connections' write progress is looked at. */
const PROGRESS_CHECK_MS = 250;

/** The share of the connection cap one client address may hold (at least MIN_PER_CLIENT). */
const PER_CLIENT_SHARE = 4;
const MIN_PER_CLIENT = 16;

/** File descriptors kept for Node itself (its loop, stdio, the build's folder listing) and spare. */
const RESERVED_FILES = 64;

/** The soft limit on this process's open files, read from /proc on Linux; null where unknown. */
export function openFileLimit(): number | null {
  try {
    const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return line && line[1] !== 'unlimited' ? Number(line[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Connections the server may keep open under `limit` open files: each holds its socket and at
 * most one file, since its requests are answered one at a time. `ulimit -n 1024` gives 480,
 * `ulimit -n 512` 224; where the limit is unknown, 480.
 */
export function connectionCap(limit = openFileLimit()): number {
  return Math.max(16, Math.floor(((limit ?? 1024) - RESERVED_FILES) / 2));
}

/**
 * An HTTP server with these timeouts and at most `maxConnections` open connections, which answers
 * each connection's requests one at a time: Node runs the handler for every pipelined request as
 * soon as it is parsed, so 1,100 requests sent at once on one socket opened 1,100 files (EMFILE,
 * and the process exited) and buffered their bodies (2.6 GB). A handler that throws ends its own
 * response with a 500, never the process.
 */
export function guardedServer(handler: http.RequestListener, maxConnections = connectionCap()): http.Server {
  const server = http.createServer({ ...SERVER_TIMEOUTS });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.maxRequestsPerSocket = MAX_REQUESTS_PER_CONNECTION;
  server.setTimeout(IDLE_SOCKET_MS);
  const perClient = Math.max(MIN_PER_CLIENT, Math.floor(maxConnections / PER_CLIENT_SHARE));
  const open = new Set<Socket>(); // in order of arrival
  const busy = new WeakSet<Socket>();
  /** Each connection's requests that wait for the one being answered. */
  const waiting = new WeakMap<Socket, (() => void)[]>();
  /** Each connection's bytes written when last seen, and since when they have not moved. */
  const progress = new WeakMap<Socket, { written: number; since: number }>();
  const stalledFor = (socket: Socket) => {
    const seen = progress.get(socket);
    return seen && socket.writableLength > 0 ? performance.now() - seen.since : 0;
  };
  const close = (socket: Socket) => {
    open.delete(socket);
    socket.destroy();
  };
  const watch = setInterval(() => {
    const now = performance.now();
    for (const socket of open) {
      const seen = progress.get(socket);
      if (!seen || seen.written !== socket.bytesWritten || socket.writableLength === 0) progress.set(socket, { written: socket.bytesWritten, since: now });
    }
  }, PROGRESS_CHECK_MS);
  watch.unref();
  server.once('close', () => clearInterval(watch));
  /** Whether `socket` may be closed for a newcomer: nothing in progress, or an answer its client stopped reading. */
  const evictable = (socket: Socket) => !busy.has(socket) || stalledFor(socket) >= WRITE_STALL_MS;
  /**
   * Makes room among `sockets` (oldest first) for `newcomer`: closes the oldest evictable one; else,
   * with `fallback`, that socket (an address's oldest: it displaces itself); else the newcomer.
   */
  const makeRoom = (sockets: Socket[], newcomer: Socket, fallback?: Socket) => {
    const oldest = sockets.find((socket) => socket !== newcomer && evictable(socket));
    close(oldest ?? fallback ?? newcomer);
  };
  /** The oldest connection of the address that holds the most, if it holds more than one. */
  const greediest = (): Socket | undefined => {
    const byAddress = new Map<string | undefined, Socket[]>();
    for (const socket of open) byAddress.set(socket.remoteAddress, [...(byAddress.get(socket.remoteAddress) ?? []), socket]);
    const most = [...byAddress.values()].sort((a, b) => b.length - a.length)[0];
    return most && most.length > 1 ? most[0] : undefined;
  };
  const answer = (request: http.IncomingMessage, response: http.ServerResponse) => {
    busy.add(request.socket);
    response.once('close', () => {
      busy.delete(request.socket);
      waiting.get(request.socket)?.shift()?.();
    });
    try {
      handler(request, response);
    } catch {
      if (response.headersSent) response.destroy();
      else response.writeHead(500, { 'Content-Length': 0 }).end();
    }
  };
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const socket = request.socket;
    if (!busy.has(socket)) return answer(request, response);
    const queue = waiting.get(socket) ?? waiting.set(socket, []).get(socket)!;
    queue.push(() => answer(request, response));
  });
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    const client = socket.remoteAddress;
    const same = [...open].filter((other) => other.remoteAddress === client);
    // Over its share, an address gives up its own oldest connection: a newcomer from it (a
    // visitor behind the same NAT, or on this machine) is never the one refused.
    if (same.length > perClient) makeRoom(same, socket, same[0]);
    if (!socket.destroyed && open.size > maxConnections) makeRoom([...open], socket, greediest());
  });
  return server;
}
