import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): memory-hard, yet about 50 ms on one core. The library's
// algorithm enum is an ambient const enum that isolated modules cannot read; its default is argon2id
// (the tests check the stored hash says so).
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False (never a throw) for a malformed stored hash, so a damaged row reads as a wrong password. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash no password matches, verified when the mail address is unknown so that an unknown address
 * costs the same time as a wrong password and the answer time does not reveal which accounts exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}
