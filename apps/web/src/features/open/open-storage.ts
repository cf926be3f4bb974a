import type { OpenTokenAccess } from "@mkt/contracts";
import { STORAGE_KEYS } from "../../shared/session/storage-keys.ts";

/** Where Sign In of the public top bar and the sign-up calls to action go (spec §2.1, same window). */
export const OPEN_SIGN_UP_PATH = "/authentication/register?role_id=2&utm_source=open";

/** Session items of the open visit (spec §3 "other session items": tt = the open token). */
export const OPEN_STORAGE_KEYS = {
  token: "tt",
  versionProduct: "versionProduct",
  language: "language",
  /** The entry URL (`/redirect_token/...`) the visit started from, for "Start again". */
  entryUrl: "openEntryUrl",
} as const;

function write(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage can be refused (private mode, a sandboxed iframe): the visit still works from its URL.
  }
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps the token, product version and language of the visit for the session (spec §4 open entry). */
export function rememberOpenVisit(
  access: Pick<OpenTokenAccess, "token" | "versionProduct" | "language">,
): void {
  write(OPEN_STORAGE_KEYS.token, access.token);
  write(OPEN_STORAGE_KEYS.versionProduct, String(access.versionProduct));
  write(OPEN_STORAGE_KEYS.language, access.language);
  try {
    // The interface language outside the open area (sign-up from Sign In) follows the visit's.
    localStorage.setItem(STORAGE_KEYS.language, access.language);
  } catch {
    // See write().
  }
}

export function rememberEntryUrl(url: string): void {
  write(OPEN_STORAGE_KEYS.entryUrl, url);
}

/** The stored entry URL when it is one of ours (`/redirect_token/...`), else null. */
export function storedEntryUrl(): string | null {
  const url = read(OPEN_STORAGE_KEYS.entryUrl);
  return url?.startsWith("/redirect_token/") ? url : null;
}
