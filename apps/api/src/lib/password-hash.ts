import { type Algorithm, hash, verify } from "@node-rs/argon2";

// The library declares Algorithm as a const enum, which isolatedModules cannot read at runtime; 2 is its Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane), the library's default: ~20 ms per hash
 * on one core here, so a login costs far more for a password guesser than for the shop (bench/README.md).
 */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** A PHC string ($argon2id$v=19$m=…) with its own random salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

// Verified against when the login id does not exist, so an unknown id costs the same time as a wrong password and
// the answer's timing does not tell which ids exist.
let dummyHash: Promise<string> | undefined;

/** Whether `password` matches `passwordHash`; with no hash, spends a verify's time and answers false. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword("dummy-password-for-timing!1");
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
