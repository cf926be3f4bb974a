import { createHash, randomInt } from "node:crypto";
import { MFA_LIMITS } from "@mkt/contracts";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator app reads) through the otpauth
 * library, and the one-time recovery codes.
 */
const PERIOD = 30;

function totp(secret: string, issuer = "", label = "") {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
  });
}

/** A new random 160-bit secret, base32 (the length RFC 4226 recommends for SHA-1). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an app scans, and the same as an SVG QR code in a data: URL. */
export async function enrolmentUri(secret: string, issuer: string, label: string) {
  const uri = totp(secret, issuer, label).toString();
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { uri, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/**
 * The time step (counter) the code belongs to when it matches within ±window steps of now, else null.
 * The caller refuses a step already used (no replay).
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: MFA_LIMITS.window });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** For tests and the journey: the code of a secret at a moment. */
export function codeAt(secret: string, timestamp: number): string {
  return totp(secret).generate({ timestamp });
}

const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten recovery codes of 10 characters (about 49 bits each), shown as "abcde-fghjk". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: MFA_LIMITS.recoveryCodeCount }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What is stored: the sha-256 of the code without dash or case (the schema normalises the typed code). */
export function hashRecoveryCode(normalized: string): string {
  return createHash("sha256").update(normalized.replace(/-/g, "").toLowerCase()).digest("hex");
}
