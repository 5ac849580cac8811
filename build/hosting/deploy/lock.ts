import type { S3Client } from '@aws-sdk/client-s3';
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync, readlinkSync } from 'node:fs';
import os from 'node:os';
import { DeployError } from '../../pipeline/errors.ts';
import { readObject, type StoredObject, type Target } from './bucket.ts';

/**
 * One deploy at a time per prefix: a second deploy (another build, another machine) would publish
 * pages whose files the first deletes as stale. The lock is an object beside the record, taken
 * with a conditional write (If-None-Match: * where there is none, If-Match on the stale one's ETag
 * to take it over) and read back, for stores that accept the condition without keeping it. The
 * deploy renews it while it runs; one not renewed for `ttlMs` by the store's own clock (its Date
 * against the lock's Last-Modified, so no machine's clock matters) was left by a deploy that
 * stopped. So was one whose process is known to be gone: only when it ran in this very pid
 * namespace of this boot of this machine, and the process with its pid is the one that started then
 * and is not a zombie. A hostname and a pid alone name no process: containers share hostnames.
 */

export const LOCK = '.ssg-deploy.lock';

export interface LockTimings {
  /** A lock not renewed for this long was left by a deploy that stopped. */
  ttlMs: number;
  /** How often a running deploy renews its lock. */
  renewMs: number;
  /** How long after a write the lock is read back, to see whether another writer's landed last. */
  settleMs: number;
}

export const LOCK_TIMINGS: LockTimings = { ttlMs: 5 * 60_000, renewMs: 60_000, settleMs: 400 };

/** What the lock says. It sits under the site's prefix, so nothing in it names a person or a host. */
interface LockBody {
  owner: string;
  /** This machine, boot and pid namespace, hashed; null where the process table cannot be read. */
  machine: string | null;
  pid: number;
  /** The process's start time (clock ticks since boot), so a reused pid is not taken for it. */
  started: number | null;
  since: string;
}

interface SeenLock {
  body: LockBody | null;
  etag: string;
  ageMs: number;
}

export interface HeldLock {
  /** Throws when the lock was lost (taken over, or not renewed in time): nothing may be deleted then. */
  assertHeld(): void;
  /** Gives it back; throws a DeployError that says why it could not be. */
  release(): Promise<void>;
}

/** The locks this process holds now. */
const held = new Set<string>();

/** A process's state letter and start time, or null when there is none with that pid. */
function processInfo(pid: number): { state: string; started: number } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The name in parentheses may hold spaces; the fields after it are the state (3rd) and start time (22nd).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', started: Number(fields[19]) };
}

/** This machine, boot and pid namespace; null where /proc is not this namespace's (or not there). */
const thisMachine: string | null = (() => {
  try {
    if (readlinkSync('/proc/self') !== String(process.pid)) return null;
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return createHash('sha256').update(`${os.hostname()}\0${boot}\0${readlinkSync('/proc/self/ns/pid')}`).digest('hex').slice(0, 32);
  } catch {
    return null;
  }
})();

/** Whether the lock's deploy is known to have stopped: it ran here, and its process is gone, a zombie, or another by now. */
function hasStopped(lock: LockBody): boolean {
  if (thisMachine === null || lock.machine !== thisMachine) return false;
  if (lock.pid === process.pid) return !held.has(lock.owner);
  const info = processInfo(lock.pid);
  return info === null || info.state === 'Z' || info.state === 'X' || (lock.started !== null && info.started !== lock.started);
}

function parseBody(text: string): LockBody | null {
  try {
    const value = JSON.parse(text) as Partial<LockBody>;
    return typeof value.owner === 'string' && typeof value.pid === 'number' ? (value as LockBody) : null;
  } catch {
    return null;
  }
}

const minutes = (ms: number) => `${Math.round(ms / 60_000)} minute${Math.round(ms / 60_000) === 1 ? '' : 's'}`;
const errorName = (error: unknown) => (error as { name?: string }).name ?? '';
/** A conditional write refused: 412, 409 for two at once, or NoSuchKey where If-Match named a lock deleted meanwhile. */
const isConditionRefused = (error: unknown) =>
  ['PreconditionFailed', 'ConditionalRequestConflict', 'NoSuchKey'].includes(errorName(error)) || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 412;
const isUnsupported = (error: unknown) => errorName(error) === 'NotImplemented' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 501;

export async function takeLock(client: S3Client, target: Target, timings: LockTimings = LOCK_TIMINGS): Promise<HeldLock> {
  const { DeleteObjectCommand, PutObjectCommand } = await import('@aws-sdk/client-s3');
  const key = target.prefix + LOCK;
  const where = `s3://${target.bucket}/${key}`;
  const site = `s3://${target.bucket}/${target.prefix}`;

  const read = async (): Promise<SeenLock | null> => {
    const found: StoredObject | null = await readObject(client, target, LOCK);
    return found && { body: parseBody(found.text), etag: found.etag, ageMs: found.ageMs };
  };
  const refuse = (holder: SeenLock | null) => {
    if (!holder) return new DeployError(`another deploy took ${where} at the same moment: run this one again once it has finished.`);
    const who = holder.body ? `process ${holder.body.pid}${holder.body.machine !== null && holder.body.machine === thisMachine ? ' on this machine' : ''}, since ${holder.body.since}` : 'its lock unreadable';
    const left = timings.ttlMs - holder.ageMs;
    const when = left < 60_000 ? 'within a minute' : `in about ${minutes(left)}`;
    return new DeployError(`another deploy (${who}) is publishing to ${site}: wait for it to finish. If it was stopped, its lock is taken over once ${minutes(timings.ttlMs)} pass without its renewal (${when}), or delete ${where}.`);
  };

  const body: LockBody = {
    owner: randomUUID(),
    machine: thisMachine,
    pid: process.pid,
    started: thisMachine === null ? null : (processInfo(process.pid)?.started ?? null),
    since: new Date().toISOString(),
  };
  /** Whether the store keeps conditions on PUT; false once it answered one 501. */
  let conditional = true;
  let etag: string | undefined;

  /** Writes the lock on the condition; true when this deploy's lock is what the store holds after. */
  const write = async (condition: { IfNoneMatch: '*' } | { IfMatch: string }): Promise<boolean> => {
    const send = (withCondition: boolean) =>
      client.send(new PutObjectCommand({ Bucket: target.bucket, Key: key, Body: JSON.stringify(body), ContentType: 'application/json', CacheControl: 'no-store', WebsiteRedirectLocation: '/', ...(withCondition ? condition : {}) }));
    try {
      etag = (await send(conditional)).ETag;
      return true;
    } catch (error) {
      if (isUnsupported(error) && conditional) {
        conditional = false;
        etag = (await send(false)).ETag;
        return true;
      }
      if (!isConditionRefused(error)) throw error;
      // Refused: another deploy's lock is there, or this one's, when the answer to a write that landed was lost and the SDK sent it again.
      const now = await read();
      if (now?.body?.owner !== body.owner) return false;
      etag = now.etag;
      return true;
    }
  };

  const before = await read();
  if (before && !(before.ageMs >= timings.ttlMs || (before.body !== null && hasStopped(before.body)))) throw refuse(before);
  held.add(body.owner);
  try {
    if (!(await write(before ? { IfMatch: before.etag } : { IfNoneMatch: '*' }))) throw refuse(await read());
    await new Promise((resolve) => setTimeout(resolve, timings.settleMs));
    const after = await read();
    if (after?.body?.owner !== body.owner) throw refuse(after);
    etag = after.etag;
  } catch (error) {
    held.delete(body.owner);
    throw error;
  }

  let lost: string | null = null;
  let renewedAt = Date.now();
  let renewing: Promise<void> = Promise.resolve();
  const renew = async () => {
    try {
      // Without conditions, a lock that went stale and was taken over must not be written over.
      if (!conditional && (await read())?.body?.owner !== body.owner) lost = 'taken over by another deploy';
      else if (!(await write({ IfMatch: etag! }))) lost = 'taken over by another deploy';
      else renewedAt = Date.now();
    } catch {
      // Tried again at the next turn; a lock that cannot be renewed in time is lost.
    }
    if (!lost && Date.now() - renewedAt >= timings.ttlMs) lost = `not renewed for ${minutes(timings.ttlMs)}, so another deploy may have taken it`;
  };
  const timer = setInterval(() => {
    renewing = renewing.then(renew);
  }, timings.renewMs);
  timer.unref();

  return {
    assertHeld() {
      if (lost) throw new DeployError(`this deploy's lock on ${site} was ${lost}: its pages are published and nothing was deleted. Run the deploy again.`);
    },
    async release() {
      clearInterval(timer);
      await renewing;
      held.delete(body.owner);
      try {
        if ((await read())?.body?.owner === body.owner) await client.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: key }));
      } catch (error) {
        const denied = errorName(error) === 'AccessDenied' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 403;
        const why = denied ? `access denied: the credentials need s3:DeleteObject on ${site}*` : `${errorName(error) || 'the request failed'}`;
        throw new DeployError(`could not give back the deploy's lock ${where} (${why}). Delete it, or other deploys wait ${minutes(timings.ttlMs)} for it.`);
      }
    },
  };
}
