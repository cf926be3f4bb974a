import type { ConfigurationLogin } from "@mkt/contracts";
import { STORAGE_KEYS } from "../../shared/session/storage-keys.ts";

export type SsoProvider = ConfigurationLogin["sso"][number];
export type SsoRequest = { provider: SsoProvider["provider"]; nonce: string };

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Implicit id_token request; the nonce is kept with the provider for the callback page. */
export function ssoAuthorizationUrl(provider: SsoProvider): string {
  const request: SsoRequest = { provider: provider.provider, nonce: randomNonce() };
  sessionStorage.setItem(STORAGE_KEYS.sso, JSON.stringify(request));
  const url = new URL(provider.authorization_endpoint);
  url.searchParams.set("response_type", "id_token");
  url.searchParams.set("scope", "openid email profile");
  url.searchParams.set("client_id", provider.client_id);
  url.searchParams.set("redirect_uri", `${window.location.origin}/authentication/sso-callback`);
  url.searchParams.set("nonce", request.nonce);
  url.searchParams.set("response_mode", "fragment");
  return url.toString();
}

export function takeSsoRequest(): SsoRequest | null {
  const raw = sessionStorage.getItem(STORAGE_KEYS.sso);
  sessionStorage.removeItem(STORAGE_KEYS.sso);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const { provider, nonce } = parsed as Record<string, unknown>;
    if ((provider === "google" || provider === "microsoft") && typeof nonce === "string")
      return { provider, nonce };
  } catch {
    return null;
  }
  return null;
}

/** The nonce claim of an id_token (its signature is the server's business). */
export function idTokenNonce(idToken: string): string | null {
  const payload = idToken.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, "+")
        .replace(/_/g, "/")
        .padEnd(Math.ceil(payload.length / 4) * 4, "="),
    );
    const claims: unknown = JSON.parse(json);
    if (typeof claims === "object" && claims !== null && "nonce" in claims) {
      const { nonce } = claims as { nonce: unknown };
      return typeof nonce === "string" ? nonce : null;
    }
  } catch {
    return null;
  }
  return null;
}
