import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../app-error.ts';
import { THREADS_BESIDE_THE_LOOP } from '../workers/cores.ts';
import { createLimiter } from '../workers/limiter.ts';

// @node-rs/argon2's Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import).
const ARGON2ID = 2;
// OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane.
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * argon2 runs on libuv's threadpool, not on the event loop, but 50 sign-ins at once would fill all
 * four of its threads (starving file reads) and take every core from the event loop. So at most
 * one hash per core but one runs at a time (one on two cores), 32 more wait, and a sign-in beyond that is answered
 * 503 "busy" at once (about a second of waiting at most on two cores).
 */
const argon2Slots = createLimiter({ concurrency: THREADS_BESIDE_THE_LOOP, maxQueue: 32 });

export function hashPassword(password: string): Promise<string> {
  return argon2Slots.run(() => hash(password, options));
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await argon2Slots.run(() => verify(stored, password));
  } catch (error) {
    // "Busy" is no answer about the password: it must not count as a failed sign-in.
    if (error instanceof AppError) throw error;
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when the account does not exist, so timing tells nothing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('lexi-dummy-password-for-timing').catch((error: unknown) => {
    dummyHash = undefined; // refused as busy: the next call makes it
    throw error;
  });
  await verifyPassword(await dummyHash, password);
  return false;
}
