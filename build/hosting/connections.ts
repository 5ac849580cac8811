import http from 'node:http';
import type { Socket } from 'node:net';

/**
 * Keeps slow or idle clients from starving everyone else. With Node's defaults a half-sent
 * request holds its socket for 60 s (headersTimeout, checked only every 30 s), so 1,100 slow
 * connections took every file handle of a preview under `ulimit -n 1024` and every normal request
 * failed for about a minute. Here requests must arrive within seconds, idle sockets are closed, and
 * the number of open connections is capped below the file limit: a new connection over the cap
 * closes the oldest one that has no request in progress, so a flood of slow clients only ever
 * displaces itself.
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

/** Default cap on open connections: well below the common `ulimit -n` of 1024. */
export const MAX_CONNECTIONS = 512;

/** An HTTP server with these timeouts and at most `maxConnections` open connections. */
export function guardedServer(handler: http.RequestListener, maxConnections = MAX_CONNECTIONS): http.Server {
  const server = http.createServer({ ...SERVER_TIMEOUTS }, handler);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.setTimeout(IDLE_SOCKET_MS);
  const open = new Set<Socket>(); // in order of arrival
  const busy = new WeakSet<Socket>();
  const close = (socket: Socket) => {
    open.delete(socket);
    socket.destroy();
  };
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    busy.add(request.socket);
    response.once('close', () => busy.delete(request.socket));
  });
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    if (open.size <= maxConnections) return;
    for (const oldest of open) {
      if (oldest !== socket && !busy.has(oldest)) return close(oldest);
    }
    close(socket);
  });
  return server;
}
