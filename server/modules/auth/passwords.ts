/**
 * Exports: `hashPassword(password)`, `verifyPassword(hash, password)`, `verifyDummy(password)`.
 * argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane). `verifyDummy` does the same work as a real
 * check, so a login for an unknown e-mail takes as long as one for a known e-mail with a wrong password.
 */
import crypto from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Whether `password` matches the stored hash; false (never a throw) for a malformed or missing hash. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return verifyDummy(password);
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Spends the time of one password check and answers false. */
export async function verifyDummy(password: string): Promise<boolean> {
  dummy ??= hashPassword(crypto.randomBytes(16).toString('base64url'));
  await verify(await dummy, password).catch(() => false);
  return false;
}
