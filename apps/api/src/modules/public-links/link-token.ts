import { createHash, randomBytes } from "node:crypto";

/** A new link token: the clear token (shown to the owner once, in the link) and its stored SHA-256. */
export function newLinkToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The public page of a link. */
export const linkUrl = (origin: string, token: string) => `${origin}/public/${token}`;
