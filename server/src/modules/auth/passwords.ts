import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's baseline for argon2id.
const algorithmArgon2id = 2;

export const hashPassword = (password: string) => hash(password, { algorithm: algorithmArgon2id });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the account does not exist keeps the timing the same. */
let dummyHash: Promise<string> | undefined;
export const getDummyHash = () => (dummyHash ??= hashPassword('no such account'));
