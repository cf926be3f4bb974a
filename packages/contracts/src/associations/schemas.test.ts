import { describe, expect, it } from "vitest";
import { associationCreateBodySchema, isAssociationPair, supplierLimitReached } from "./schemas.ts";

describe("vendor-list rules", () => {
  it("links a client with a supplier-side company only", () => {
    expect(isAssociationPair("client", "supplier")).toBe(true);
    expect(isAssociationPair("freelance", "client")).toBe(true);
    expect(isAssociationPair("client", "academy")).toBe(true);
    expect(isAssociationPair("client", "client")).toBe(false);
    expect(isAssociationPair("supplier", "academy")).toBe(false);
    expect(isAssociationPair("client", "staff")).toBe(false);
  });

  it("holds a client with a supplier maximum to it, and ignores an unset or zero maximum", () => {
    expect(supplierLimitReached(2, 1)).toBe(false);
    expect(supplierLimitReached(2, 2)).toBe(true);
    expect(supplierLimitReached(null, 500)).toBe(false);
    expect(supplierLimitReached(0, 5)).toBe(false);
  });

  it("requires a company id", () => {
    expect(associationCreateBodySchema.safeParse({}).success).toBe(false);
    expect(associationCreateBodySchema.safeParse({ company_id: -1 }).success).toBe(false);
    expect(associationCreateBodySchema.safeParse({ company_id: 4 }).success).toBe(true);
  });
});
