import { createHash, randomBytes } from "node:crypto";
import { OPEN_CONTACT_LIMITS } from "@mkt/contracts";

/** A new registration token of a lead: the clear token (mailed only) and what is stored (its SHA-256, expiry). */
export function newContactToken() {
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    hash: hashContactToken(token),
    expiresAt: new Date(Date.now() + OPEN_CONTACT_LIMITS.registrationTtlDays * 24 * 60 * 60 * 1000),
  };
}

export const hashContactToken = (token: string) => createHash("sha256").update(token).digest("hex");
