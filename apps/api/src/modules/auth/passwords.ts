import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** The argon2id functions (the library's recommended parameters), on one object so tests can observe them. */
export const argon2 = { hash, verify };

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password);
}

let dummyHash: Promise<string> | undefined;
/** A hash of a random secret with the same parameters as real ones: verifying against it costs the same. */
function dummy(): Promise<string> {
  dummyHash ??= argon2.hash(randomBytes(32).toString("base64"));
  return dummyHash;
}
// Made at start, so even the first unknown e-mail costs one verification and no extra hashing.
dummy().catch(() => {
  dummyHash = undefined;
});

/**
 * Checks a password against a stored hash. Without a hash (an unknown e-mail, an account that signs in only
 * by SSO) a dummy hash is verified instead and the answer is false, so the time taken reveals no account.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await argon2.verify(await dummy(), password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(passwordHash, password);
  } catch {
    return false;
  }
}
