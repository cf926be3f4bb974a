import { describe, expect, it } from "vitest";
import {
  brandHostFlags,
  brandHostMatches,
  hostNameOf,
  isValidHostPattern,
  pickBrandForHost,
} from "./brand-hosts.ts";

describe("isValidHostPattern", () => {
  it("accepts exact hosts and one leading wildcard over a domain of two labels or more", () => {
    for (const p of ["partner.test", "localhost", "shop.example.co.uk", "*.example.com", "a-b.c1.io"])
      expect(isValidHostPattern(p), p).toBe(true);
  });

  it("refuses ports, paths, schemes, inner or bare wildcards, upper case, bad labels and long input", () => {
    for (const p of [
      "",
      "partner.test:8080",
      "partner.test/x",
      "https://partner.test",
      "*.com",
      "a.*.example.com",
      "*example.com",
      "**.example.com",
      "Partner.test",
      "-bad.test",
      "bad-.test",
      "a..b",
      `${"a".repeat(64)}.test`,
      `${"a.".repeat(120)}test`,
      "part ner.test",
      ".(a+)+.test",
    ])
      expect(isValidHostPattern(p), p).toBe(false);
  });

  it("answers quickly on adversarial input (no backtracking)", () => {
    // Best of three runs: one run can stall on a loaded machine, a backtracking pattern is slow on every run.
    const durations = [0, 1, 2].map(() => {
      const start = performance.now();
      isValidHostPattern(`${"a".repeat(61)}-`.repeat(3));
      isValidHostPattern(`${"a-".repeat(100)}!`);
      return performance.now() - start;
    });
    expect(Math.min(...durations)).toBeLessThan(50);
  });
});

describe("brandHostMatches", () => {
  it("matches an exact pattern only on the same host, ignoring port and case", () => {
    expect(brandHostMatches("partner.test", "partner.test")).toBe(true);
    expect(brandHostMatches("partner.test", "PARTNER.test:5173")).toBe(true);
    expect(brandHostMatches("partner.test", "x.partner.test")).toBe(false);
    expect(brandHostMatches("partner.test", "partner.test.evil.com")).toBe(false);
  });

  it("matches a wildcard on the domain and its subdomains, never on a look-alike suffix", () => {
    expect(brandHostMatches("*.example.com", "example.com")).toBe(true);
    expect(brandHostMatches("*.example.com", "a.b.example.com:443")).toBe(true);
    expect(brandHostMatches("*.example.com", "badexample.com")).toBe(false);
    expect(brandHostMatches("*.example.com", "example.com.evil.org")).toBe(false);
  });

  it("reads the host name of a Host value", () => {
    expect(hostNameOf("Shop.Test:5173")).toBe("shop.test");
    expect(hostNameOf("[::1]:80")).toBe("[::1]");
    expect(hostNameOf("shop.test")).toBe("shop.test");
  });
});

describe("pickBrandForHost", () => {
  const brands = [
    { id: 1, hostPattern: null, isDefault: true },
    { id: 2, hostPattern: "*.example.com", isDefault: false },
    { id: 3, hostPattern: "*.shop.example.com", isDefault: false },
    { id: 4, hostPattern: "a.shop.example.com", isDefault: false },
  ];

  it("prefers the exact host, then the most specific wildcard, then the default", () => {
    expect(pickBrandForHost(brands, "a.shop.example.com")?.id).toBe(4);
    expect(pickBrandForHost(brands, "b.shop.example.com")?.id).toBe(3);
    expect(pickBrandForHost(brands, "www.example.com")?.id).toBe(2);
    expect(pickBrandForHost(brands, "other.test")?.id).toBe(1);
    expect(pickBrandForHost(brands, undefined)?.id).toBe(1);
  });

  it("falls back to the first brand when none is the default", () => {
    expect(pickBrandForHost([{ id: 9, hostPattern: "x.test", isDefault: false }], "y.test")?.id).toBe(9);
  });
});

describe("brandHostFlags", () => {
  it("turns the brand kind into the shell's host switches", () => {
    expect(brandHostFlags("partner")).toEqual({ partnerHost: true, distributorHost: false });
    expect(brandHostFlags("distributor")).toEqual({ partnerHost: false, distributorHost: true });
    expect(brandHostFlags("standard")).toEqual({ partnerHost: false, distributorHost: false });
    expect(brandHostFlags(undefined)).toEqual({ partnerHost: false, distributorHost: false });
  });
});
