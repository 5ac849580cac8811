import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { dirs } from '../../build/pipeline/dirs.ts';
import { builtSecurityHeaders, hstsValue, type HeaderSet } from '../../build/hosting/headers.ts';
import type { ResponseHeadersPolicy } from '../../build/hosting/cloudfront.ts';
import { siteObjects } from '../../build/hosting/deploy/objects.ts';
import { listFilesSync } from '../../build/list-files.ts';

/** What a bucket must hold for the site, and the headers a CDN in front of it must add. */

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');

/** The headers a response through the policy carries. */
function headersOfPolicy(policy: ResponseHeadersPolicy): HeaderSet {
  const security = policy.SecurityHeadersConfig;
  const sts = security.StrictTransportSecurity;
  return {
    ...(security.ContentSecurityPolicy ? { 'Content-Security-Policy': security.ContentSecurityPolicy.ContentSecurityPolicy! } : {}),
    ...(security.ContentTypeOptions ? { 'X-Content-Type-Options': 'nosniff' } : {}),
    ...(security.FrameOptions ? { 'X-Frame-Options': security.FrameOptions.FrameOption! } : {}),
    ...(security.ReferrerPolicy ? { 'Referrer-Policy': security.ReferrerPolicy.ReferrerPolicy } : {}),
    ...Object.fromEntries(policy.CustomHeadersConfig.Items.map((item) => [item.Header, item.Value])),
    ...(sts ? { 'Strict-Transport-Security': hstsValue({ maxAge: sts.AccessControlMaxAgeSec, includeSubDomains: sts.IncludeSubdomains, preload: sts.Preload }) } : {}),
  };
}

describe('a build, as bucket objects and a CDN policy', () => {
  let tmp: string;
  let outDir: string;
  let hosting: string;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-objects-'));
    await cp(fixture, tmp, { recursive: true, filter: (src) => !/[\\/](dist|\.cache|hosting)$/.test(src) });
    const config = await loadConfig(tmp);
    ({ out: outDir, hosting } = dirs(config));
    await build(config);
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('sends the CloudFront policy the headers _headers sends on every path', async () => {
    const policy = JSON.parse(await readFile(path.join(hosting, 'cloudfront/response-headers-policy.json'), 'utf8')) as ResponseHeadersPolicy;
    const headersFile = await readFile(path.join(outDir, '_headers'), 'utf8');
    const hsts = /^\s+Strict-Transport-Security: (.*)$/m.exec(headersFile)![1];
    expect(headersOfPolicy(policy)).toEqual({ ...(await builtSecurityHeaders(outDir)), 'Strict-Transport-Security': hsts });
    expect(policy.Name).toMatch(/^[A-Za-z0-9_-]{1,128}$/);
  });

  it('with --gzip, sends text files as their .gz copy with Content-Encoding, and everything else as it is', async () => {
    const files = listFilesSync(outDir, { dot: true });
    const plain = new Map(siteObjects(outDir, files).map((object) => [object.key, object]));
    for (const object of siteObjects(outDir, files, { gzip: true })) {
      const copy = files.includes(`${object.source}.gz`) && !object.redirect;
      expect(object.contentEncoding, object.key).toBe(copy ? 'gzip' : undefined);
      if (copy) expect(object.body.equals(await readFile(path.join(outDir, `${object.source}.gz`))), object.key).toBe(true);
      else expect(object.md5, object.key).toBe(plain.get(object.key)!.md5);
      expect(object.contentType, object.key).toBe(plain.get(object.key)!.contentType);
    }
  });
});
