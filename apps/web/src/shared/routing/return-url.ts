/** Only same-app paths are accepted as a place to return to after login. */
export function safeReturnUrl(raw: string | null | undefined): string | null {
  if (!raw?.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return null;
  if (raw.startsWith("/authentication")) return null;
  return raw;
}

export function loginPathFor(returnUrl: string): string {
  return `/authentication/login?returnUrl=${encodeURIComponent(returnUrl)}`;
}
