import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { dirs } from '../../build/pipeline/dirs.ts';
import { REGION, startS3, type S3Server } from './s3.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');

export interface DeploySite {
  tmp: string;
  /** A copy of the basic fixture, built. */
  site: string;
  outDir: string;
  /** The S3 server the environment points a deploy at. */
  s3: S3Server;
  /** A client of the S3 server, for what a test reads and writes itself. */
  client: S3Client;
  rebuild(): Promise<unknown>;
  close(): Promise<void>;
}

/** The basic fixture copied and built in a folder of its own, and an S3 server with `buckets` that the deploy's environment names. */
export async function deploySite(name: string, buckets: string[]): Promise<DeploySite> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), `ssg-${name}-`));
  const site = path.join(tmp, 'site');
  await cp(fixture, site, { recursive: true, filter: (src) => !/[\\/](dist|\.cache|hosting)$/.test(src) });
  const rebuild = async () => build(await loadConfig(site));
  const outDir = dirs(await loadConfig(site)).out;
  await rebuild();
  const s3 = await startS3(tmp, buckets);
  Object.assign(process.env, s3.env);
  const client = new S3Client({ endpoint: s3.endpoint, region: REGION, forcePathStyle: true });
  return {
    tmp,
    site,
    outDir,
    s3,
    client,
    rebuild,
    close: async () => {
      client.destroy();
      await s3.close();
      await rm(tmp, { recursive: true, force: true });
    },
  };
}
