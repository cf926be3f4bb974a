/**
 * Brands by host (issue 17 item 6, spec §1/§2.1/§5/§6): which brand a host belongs to and what its kind changes.
 * Host patterns are an exact host name ("partner.example.com") or a leading wildcard ("*.example.com": the
 * domain itself and every subdomain). Matching compares strings (equality, suffix): no regular expression is
 * built from a pattern, so no pattern can make matching slow.
 */

export const BRAND_KINDS = ["standard", "distributor", "partner"] as const;
export type BrandKind = (typeof BRAND_KINDS)[number];

export const BRAND_HOST_PATTERN_MAX = 200;

// One DNS label: letters, digits and inner hyphens, 1–63 characters (bounded: no nested repetition).
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function validHostName(name: string, minLabels: number): boolean {
  const labels = name.split(".");
  return labels.length >= minLabels && labels.every((label) => LABEL.test(label));
}

/**
 * A pattern is a lower-case host name without port, or "*." and a host name of at least two labels (no "*.com").
 * Only one leading wildcard; no other wildcard, scheme, path or port.
 */
export function isValidHostPattern(pattern: string): boolean {
  if (pattern.length === 0 || pattern.length > BRAND_HOST_PATTERN_MAX) return false;
  if (pattern !== pattern.toLowerCase()) return false;
  if (pattern.startsWith("*.")) return validHostName(pattern.slice(2), 2);
  return validHostName(pattern, 1);
}

/** The host name of a Host value: lower case, without its port ("Shop.Test:5173" → "shop.test"). */
export function hostNameOf(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  const colon = h.lastIndexOf(":");
  if (colon === -1) return h;
  const port = h.slice(colon + 1);
  return port.length > 0 && [...port].every((c) => c >= "0" && c <= "9") ? h.slice(0, colon) : h;
}

/** A host matches a pattern exactly, or as the domain or a subdomain of a "*." pattern. Ports are ignored. */
export function brandHostMatches(pattern: string, host: string): boolean {
  const h = hostNameOf(host);
  const p = pattern.toLowerCase();
  if (!p.startsWith("*.")) return h === p;
  const domain = p.slice(2);
  return h === domain || h.endsWith(`.${domain}`);
}

export type BrandHostCandidate = { id: number; hostPattern: string | null; isDefault: boolean };

/**
 * The brand of a host: an exact pattern first, then the longest (most specific) matching wildcard, else the
 * default brand (else the first brand, so a misconfigured database still answers).
 */
export function pickBrandForHost<T extends BrandHostCandidate>(
  brands: readonly T[],
  host: string | undefined,
): T | undefined {
  if (host) {
    const name = hostNameOf(host);
    const exact = brands.find(
      (b) => b.hostPattern && !b.hostPattern.startsWith("*.") && b.hostPattern === name,
    );
    if (exact) return exact;
    const wildcard = brands
      .filter((b) => b.hostPattern?.startsWith("*.") && brandHostMatches(b.hostPattern, name))
      .sort((a, b) => (b.hostPattern?.length ?? 0) - (a.hostPattern?.length ?? 0))[0];
    if (wildcard) return wildcard;
  }
  return brands.find((b) => b.isDefault) ?? brands[0];
}

export type BrandHostFlags = {
  /** §6: clients on the partner host see only Find Services. */
  partnerHost: boolean;
  /** §2.1/§5/§6: on the distributor host the sidebar (and the open area's), chat and add-profile are hidden. */
  distributorHost: boolean;
};

/** What a brand's kind changes in the shell and the open area; an unknown brand (not loaded) changes nothing. */
export function brandHostFlags(kind: BrandKind | undefined | null): BrandHostFlags {
  return { partnerHost: kind === "partner", distributorHost: kind === "distributor" };
}
