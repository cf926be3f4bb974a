import { describe, expect, it } from "vitest";
import { redactTokenParams } from "./log-redaction.ts";

describe("redactTokenParams", () => {
  it("hides every parameter whose name contains token, keeping the others as sent", () => {
    expect(redactTokenParams("/api/open/checkTokenAccess?token=abc_DEF-123&x=1")).toBe(
      "/api/open/checkTokenAccess?token=[redacted]&x=1",
    );
    expect(redactTokenParams("/api/auth/x?reset_token=s3cret&Access%54oken=y&name=a%20b")).toBe(
      "/api/auth/x?reset_token=[redacted]&Access%54oken=[redacted]&name=a%20b",
    );
    expect(redactTokenParams("/a?token")).toBe("/a?token=[redacted]");
  });

  it("leaves urls without token parameters untouched, even malformed ones", () => {
    expect(redactTokenParams("/api/health")).toBe("/api/health");
    expect(redactTokenParams("/api/x?q=%E0%A4%A&page=2")).toBe("/api/x?q=%E0%A4%A&page=2");
    expect(redactTokenParams("/api/x?%ZZ=1")).toBe("/api/x?%ZZ=1");
  });
});

describe("token paths", () => {
  it("hides the token segment of shared-link, open-area and open collaboration pages, keeping the rest", () => {
    expect(redactTokenParams("/open/collaboration/eyJhbGciOi.eyJzdWIi.sig-_x")).toBe(
      "/open/collaboration/[redacted]",
    );
    expect(redactTokenParams("/open/collaboration/eyJ.a.b?lang=en&token=t")).toBe(
      "/open/collaboration/[redacted]?lang=en&token=[redacted]",
    );
    expect(redactTokenParams("/public/abc_DEF/x#y")).toBe("/public/[redacted]/x#y");
    expect(redactTokenParams("/open/collaboration/")).toBe("/open/collaboration/");
    // The open area's pages: /open/{urlRedirect}/{token} and the complete-detail variant after it.
    expect(redactTokenParams("/open/needs/abc")).toBe("/open/needs/[redacted]");
    expect(redactTokenParams("/open/profiles/tok3n/12/null/34/null/null/null/1?x=1")).toBe(
      "/open/profiles/[redacted]/12/null/34/null/null/null/1?x=1",
    );
    expect(redactTokenParams("/open/profiles")).toBe("/open/profiles");
    expect(redactTokenParams("/api/open/filterProfileOpen")).toBe("/api/open/filterProfileOpen");
    expect(redactTokenParams("/publicity/abc")).toBe("/publicity/abc");
    expect(redactTokenParams("/public?x=1#/a/b")).toBe("/public?x=1#/a/b");
    expect(redactTokenParams("/open#/needs/abc")).toBe("/open#/needs/abc");
    expect(redactTokenParams("/api/profiles/12")).toBe("/api/profiles/12");
  });
});
