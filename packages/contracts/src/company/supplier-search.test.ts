import { describe, expect, it } from "vitest";
import { ROLE } from "../auth/roles.ts";
import type { Limitation } from "../plans/limitations.ts";
import { partnerFunctionBlock, supplierSearchQuerySchema, vatSearchKeys } from "./supplier-search.ts";

const entry = (state: string, blocked: boolean): Limitation => ({
  state_function: state,
  blocked,
  action: blocked ? 1 : 0,
  create: 0,
  sourcePage: "search_supplier",
  blocked_for_plan_detail: null,
  blocked_for_limit_detail: null,
  openCheckout: 0,
});

describe("vatSearchKeys", () => {
  it("reads an Italian partita IVA with or without IT, spaces and dots", () => {
    expect(vatSearchKeys("IT 123.456.789 01")).toEqual(["IT:12345678901"]);
    expect(vatSearchKeys("12345678901")).toEqual(["IT:12345678901"]);
  });
  it("adds the foreign key when the number starts with another country code", () => {
    expect(vatSearchKeys("de812345678")).toEqual(["IT:DE812345678", "DE:DE812345678"]);
  });
  it("gives nothing for an empty value", () => {
    expect(vatSearchKeys(" - ")).toEqual([]);
  });
});

describe("partnerFunctionBlock (§4)", () => {
  it("never blocks Administrator and Admin Management", () => {
    expect(partnerFunctionBlock([], ROLE.ADMINISTRATOR, "search_partner")).toBeNull();
    expect(partnerFunctionBlock([], ROLE.ADMIN_MANAGEMENT, "download_company")).toBeNull();
  });
  it("blocks both functions with action 1 when no search_partner limitation exists", () => {
    const list = [entry("download_company", false)];
    expect(partnerFunctionBlock(list, ROLE.CLIENT, "search_partner")).toMatchObject({
      state_function: "search_partner",
      blocked: true,
      action: 1,
    });
    expect(partnerFunctionBlock(list, ROLE.SUPPLIER, "download_company")).toMatchObject({
      state_function: "download_company",
      action: 1,
    });
  });
  it("follows each function's own limitation otherwise", () => {
    const list = [entry("search_partner", false), entry("download_company", true)];
    expect(partnerFunctionBlock(list, ROLE.CLIENT, "search_partner")).toBeNull();
    expect(partnerFunctionBlock(list, ROLE.CLIENT, "download_company")).toMatchObject({ blocked: true });
    expect(
      partnerFunctionBlock([entry("search_partner", true)], ROLE.CLIENT, "search_partner"),
    ).toMatchObject({
      blocked: true,
    });
  });
});

describe("supplierSearchQuerySchema", () => {
  it("defaults and drops empty text", () => {
    expect(supplierSearchQuerySchema.parse({ q: " ", city: "Milano " })).toEqual({
      q: undefined,
      vat: undefined,
      city: "Milano",
      order: "relevance",
      page: 1,
      limit: 20,
    });
  });
  it("refuses a bad sector, order or limit", () => {
    expect(supplierSearchQuerySchema.safeParse({ sector: "x" }).success).toBe(false);
    expect(supplierSearchQuerySchema.safeParse({ order: "price" }).success).toBe(false);
    expect(supplierSearchQuerySchema.safeParse({ limit: "500" }).success).toBe(false);
  });
});
