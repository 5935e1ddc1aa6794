import argon2 from 'argon2';

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): strong, and about 20 ms a hash here. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** For login and payment passwords alike. */
export function hashSecret(plain: string): Promise<string> {
  return argon2.hash(plain, OPTIONS);
}

export async function verifySecret(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    // A malformed stored hash is a refusal, not a server fault the member could trigger repeatedly.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the account does not exist, so response times do not
 * tell which accounts exist.
 */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= hashSecret('lobby-dummy-password-0');
  await verifySecret(await dummyHash, plain);
  return false;
}
