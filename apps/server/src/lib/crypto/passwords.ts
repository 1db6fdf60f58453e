import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import).
const ARGON2ID = 2;
// OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane.
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when the account does not exist, so timing tells nothing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('lexi-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
