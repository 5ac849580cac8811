import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_FLIGHT_BYTES, pageRoom } from '../../build/pipeline/compress.ts';
import { builtSecurityHeaders } from '../../build/hosting/headers.ts';
import { buildAndServe, rawGet, type Served } from '../helpers/server.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * What a server sends before the first acknowledgement (FIRST_FLIGHT_BYTES, compress.ts): a page
 * whose headers and compressed document fit paints a round trip sooner. Home once crossed it by 70
 * bytes, and its Lighthouse FCP rose by about 110 ms; Services fits since its <Fold />.
 */
describe('the first round trip', () => {
  let site: Served;
  beforeAll(async () => {
    site = await buildAndServe(root);
  });
  afterAll(() => site?.stop());

  it.each(['/', '/About', '/Services', '/Contact'])('%s: the status line, headers and compressed document fit in it', async (route) => {
    const response = await rawGet(site.url, route, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const head = `HTTP/1.1 ${response.status} OK\r\n` + Object.entries(response.headers).map(([name, value]) => `${name}: ${String(value)}\r\n`).join('') + '\r\n';
    const bytes = Buffer.byteLength(head) + response.body.length;
    expect(bytes, `${route}: ${Buffer.byteLength(head)} bytes of headers and ${response.body.length} of document`).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES);
    // The room the build leaves a page (and warns past) is what the headers really leave.
    const security = (await builtSecurityHeaders(site.outDir))!;
    expect(Buffer.byteLength(head), route).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES - pageRoom(security));
  });
});
