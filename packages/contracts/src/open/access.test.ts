import { describe, expect, it } from "vitest";
import {
  isOpenCaller,
  isOpenTokenFormat,
  openEntryFromUrl,
  openSidebarElements,
  openTokenRequestSchema,
} from "./access.ts";

const base = {
  redirect_url: "profile_available",
  type_version: "2",
  type_caller: "partner_1",
  have_sidebar: "1",
};

function fieldsOf(input: unknown): string[] {
  const parsed = openTokenRequestSchema.safeParse(input);
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => i.path.join(".")))];
}

describe("openTokenRequestSchema", () => {
  it("coerces the entry URL's strings and maps need to need_open_create", () => {
    const parsed = openTokenRequestSchema.parse({ ...base, redirect_url: "need", type: "fp", inside: 1 });
    expect(parsed).toMatchObject({
      redirect_url: "need_open_create",
      type_version: 2,
      have_sidebar: true,
      inside: true,
      language: "it",
      type: "fp",
    });
    expect(openTokenRequestSchema.parse({ ...base, have_sidebar: 0 }).have_sidebar).toBe(false);
  });

  it("names the field of each bad input", () => {
    expect(fieldsOf({ ...base, have_sidebar: 2 })).toEqual(["have_sidebar"]);
    expect(fieldsOf({ ...base, have_sidebar: "yes" })).toEqual(["have_sidebar"]);
    expect(fieldsOf({ ...base, redirect_url: "admin" })).toEqual(["redirect_url"]);
    expect(fieldsOf({ ...base, type_caller: "a b" })).toEqual(["type_caller"]);
    expect(fieldsOf({ ...base, type_caller: "x".repeat(41) })).toEqual(["type_caller"]);
    expect(fieldsOf({ ...base, language: "xx" })).toEqual(["language"]);
    expect(fieldsOf({ ...base, type_version: 3 })).toEqual(["type_version"]);
    expect(fieldsOf({ ...base, utm_source: "u".repeat(101) })).toEqual(["utm_source"]);
  });

  it("needs the company and the profile for complete_detail", () => {
    expect(fieldsOf({ ...base, redirect_url: "complete_detail", company_id: 3 })).toEqual(["employee_id"]);
    expect(fieldsOf({ ...base, redirect_url: "complete_detail", company_id: 3, employee_id: "9" })).toEqual(
      [],
    );
  });
});

describe("open helpers", () => {
  it("checks callers and token shapes without trusting length", () => {
    expect(isOpenCaller("abc-DEF_09")).toBe(true);
    expect(isOpenCaller("")).toBe(false);
    expect(isOpenCaller("a".repeat(41))).toBe(false);
    expect(isOpenCaller("a;b")).toBe(false);
    expect(isOpenTokenFormat("A".repeat(43))).toBe(true);
    expect(isOpenTokenFormat("A".repeat(42))).toBe(false);
    expect(isOpenTokenFormat(`${"A".repeat(42)}=`)).toBe(false);
    expect(openEntryFromUrl("need")).toBe("need_open_create");
    expect(openEntryFromUrl("nope")).toBeNull();
  });

  it("offers the services catalogue in the sidebar of version 2 only", () => {
    expect(openSidebarElements(2).map((e) => e.state)).toEqual([
      "dashboard_client",
      "profile_available",
      "search_services",
      "need",
    ]);
    expect(openSidebarElements(1).map((e) => e.state)).toEqual([
      "dashboard_client",
      "profile_available",
      "need",
    ]);
    expect(openSidebarElements(1)[0]).toEqual({
      state: "dashboard_client",
      name: "menu.open.home",
      type: "link",
      icon: "dashboard",
      priority: 1,
    });
  });
});
