import { vi } from "vitest";
import type { TestHarness } from "../../test/app.ts";
import { bearer } from "../../test/app.ts";
import { codeAt } from "./mfa-totp.ts";

/** Test support for two-factor sign-in (imported by the *.integration.test.ts files only). */
const STEP_MS = 30_000;

/**
 * Freezes Date in the middle of a 30-second step, so codes of the previous, current and next step are all
 * accepted (window ±1) and a test never straddles a step boundary.
 */
export function freezeInMidStep(): number {
  const now = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2;
  vi.useFakeTimers({ toFake: ["Date"], now });
  return now;
}

/** The app's code `steps` steps away from the frozen now (-1, 0 or 1 are accepted). */
export const codeFor = (secret: string, steps = 0) => codeAt(secret, Date.now() + steps * STEP_MS);

/** Enrols a signed-in user (with the previous step's code) and returns the secret and recovery codes. */
export async function enrol(t: TestHarness, token: string) {
  const start = await t.app.inject({
    method: "POST",
    url: "/api/auth/twoFactor/start",
    headers: bearer(token),
  });
  if (start.statusCode !== 200) throw new Error(`start ${start.statusCode}: ${start.body}`);
  const secret: string = start.json().data.secret;
  const enable = await t.app.inject({
    method: "POST",
    url: "/api/auth/twoFactor/enable",
    headers: bearer(token),
    payload: { code: codeFor(secret, -1) },
  });
  if (enable.statusCode !== 200) throw new Error(`enable ${enable.statusCode}: ${enable.body}`);
  return { secret, recoveryCodes: enable.json().data.recovery_codes as string[] };
}

export const post = (t: TestHarness, url: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: "POST",
    url,
    payload: payload as Record<string, unknown>,
    headers: { "accept-language": "en", ...(token ? bearer(token) : {}) },
  });
