import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt cost as log2 of N, with r=8, p=1: 16 means N=2^16 (64 MiB, roughly 100-400 ms per check on a
 * small host). Stored with each hash, so it can be raised later. Settings may raise it
 * (PASSWORD_HASH_COST); only tests and local development may lower it (see config.ts).
 */
export const DEFAULT_HASH_COST = 16;
const paramsFor = (cost: number) => ({ N: 2 ** cost, r: 8, p: 1 }) as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const MAX_MEMORY = 96 * 1024 * 1024;

/**
 * scrypt runs on libuv's thread pool (4 threads), which gzip/brotli
 * compression and file reads share: unbounded, a burst of sign-ins queues
 * every compressed page behind seconds of hashing, and each check holds
 * 64 MiB. So one hash runs at a time (the other core and pool threads keep
 * serving pages) and at most HASH_QUEUE_LIMIT sign-ins wait for their turn;
 * a sign-in beyond that is refused at once with HashingBusyError (503).
 *
 * Sign-ins wait in one of two lanes. The reserved lane is for a device that
 * has signed in to the account before (its device cookie): it has its own
 * allowance of waiting places and goes first whenever the slot frees, so a
 * flood of guesses from unknown browsers, however many addresses they come
 * from, never refuses the owner and never makes them wait behind the flood
 * (at most behind the one hash already running).
 */
export const HASH_CONCURRENCY = 1;
export const HASH_QUEUE_LIMIT = 8;

/** Which queue a password check waits in: 'reserved' for known devices, 'shared' for everyone else. */
export type HashLane = 'reserved' | 'shared';

export class HashingBusyError extends Error {
  readonly statusCode = 503;
  readonly code = 'HASHING_BUSY';
  constructor() {
    super('Too many sign-ins are being checked right now.');
    this.name = 'HashingBusyError';
  }
}

let running = 0;
const waiting: Record<HashLane, (() => void)[]> = { reserved: [], shared: [] };

/** How many checks are hashing and waiting in each lane right now (for tests and benches). */
export const hashingQueue = () => ({ running, reserved: waiting.reserved.length, shared: waiting.shared.length });

/** Run `task` when a hashing slot is free; `mayRefuse`: refuse (HashingBusyError) instead of queueing past the lane's limit. */
async function inHashingSlot<T>(task: () => Promise<T>, lane: HashLane, mayRefuse: boolean): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (mayRefuse && waiting[lane].length >= HASH_QUEUE_LIMIT) throw new HashingBusyError();
    await new Promise<void>((resolve) => waiting[lane].push(resolve));
  } else {
    running++;
  }
  try {
    return await task();
  } finally {
    // Hand the slot straight to the next in line, reserved lane first (running stays the same), or free it.
    const next = waiting.reserved.shift() ?? waiting.shared.shift();
    if (next) next();
    else running--;
  }
}

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
  lane: HashLane = 'shared',
  mayRefuse = false,
): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: MAX_MEMORY };
  return inHashingSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
    lane,
    mayRefuse,
  );
}

/** `scrypt$N$r$p$<salt base64>$<key base64>`: self-describing, so the cost can be raised later without breaking stored hashes. */
export async function hashPassword(password: string, cost = DEFAULT_HASH_COST): Promise<string> {
  const params = paramsFor(cost);
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Constant-time check of a password against a stored hash; a malformed hash
 * never matches. Throws HashingBusyError when too many checks are waiting in
 * its lane.
 */
export async function verifyPassword(password: string, stored: string, lane: HashLane = 'shared'): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, salt, { N, r, p }, lane, true);
  return timingSafeEqual(actual, expected);
}

/** The scrypt cost (log2 of N) a stored hash was made with, or null when it is not one of ours. */
export function hashCostOf(stored: string): number | null {
  const parts = stored.split('$');
  const N = Number(parts[1]);
  if (parts.length !== 6 || parts[0] !== 'scrypt' || !Number.isInteger(N) || N <= 1) return null;
  const cost = Math.log2(N);
  return Number.isInteger(cost) ? cost : null;
}

const dummies = new Map<number, Promise<string>>();
/** A hash of nothing anyone knows, at `cost`: verifying against it costs the same as a real check (for unknown accounts). */
export function dummyHash(cost = DEFAULT_HASH_COST): Promise<string> {
  let dummy = dummies.get(cost);
  if (!dummy) dummies.set(cost, (dummy = hashPassword(randomBytes(24).toString('base64url'), cost)));
  return dummy;
}

/** Constant-time equality of two strings (compared as SHA-256 digests, so lengths do not leak). */
export function safeEqual(a: string, b: string): boolean {
  const da = createHash('sha256').update(a).digest();
  const db = createHash('sha256').update(b).digest();
  return timingSafeEqual(da, db);
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A random password for the first start: 20 characters from an unambiguous alphabet (~116 bits). */
export function randomPassword(length = 20): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789-_';
  const bytes = randomBytes(length * 2);
  let out = '';
  for (let i = 0; i < bytes.length && out.length < length; i++) {
    const byte = bytes[i]!;
    // Reject bytes that would bias the choice (256 is not a multiple of the alphabet size).
    if (byte < Math.floor(256 / alphabet.length) * alphabet.length) out += alphabet[byte % alphabet.length];
  }
  return out.length === length ? out : randomPassword(length);
}
