import { describe, expect, it } from "vitest";
import { ROLE } from "../auth/roles.ts";
import { DEFAULT_MAX_PUBLISHED_SERVICES } from "./constants.ts";
import { canPublishService, hasPendingChanges, serviceActions, serviceStatus } from "./rules.ts";
import { serviceContentSchema } from "./schemas.ts";

describe("service state", () => {
  it("reads draft until the first approval, then approved with pending changes", () => {
    expect(serviceStatus({ approved: false, working: "draft", published: false })).toBe("draft");
    expect(serviceStatus({ approved: false, working: "submitted", published: false })).toBe("submitted");
    expect(serviceStatus({ approved: false, working: "rejected", published: false })).toBe("rejected");
    expect(serviceStatus({ approved: true, working: null, published: true })).toBe("approved");
    expect(serviceStatus({ approved: true, working: "draft", published: true })).toBe("approved");
    expect(serviceStatus({ approved: true, working: "submitted", published: true })).toBe("submitted");
    expect(hasPendingChanges({ approved: true, working: "draft", published: true })).toBe(true);
    expect(hasPendingChanges({ approved: false, working: "draft", published: false })).toBe(false);
  });

  it("allows each action only in the states where it makes sense", () => {
    const inReview = serviceActions({ approved: true, working: "submitted", published: true });
    expect(inReview).toMatchObject({ edit: false, submit: false, unpublish: true, delete: false });
    const draft = serviceActions({ approved: false, working: "draft", published: false });
    expect(draft).toMatchObject({ edit: true, submit: true, publish: false, delete: true });
    const live = serviceActions({ approved: true, working: null, published: false });
    expect(live).toMatchObject({ submit: false, publish: true, unpublish: false, delete: false });
    expect(serviceActions({ approved: false, working: "rejected", published: false }).submit).toBe(false);
  });
});

describe("canPublishService", () => {
  const base = {
    roleId: ROLE.SUPPLIER,
    docStatus: 2,
    docLimitDate: null,
    today: "2026-11-26",
    planStatus: 1,
    maxServices: null,
    publishedCount: 0,
  };
  it("needs documentation and an active plan for a supplier, not for a freelancer", () => {
    expect(canPublishService(base)).toEqual({ allowed: true });
    expect(canPublishService({ ...base, docStatus: 3 })).toEqual({ allowed: false, reason: "documentation" });
    expect(canPublishService({ ...base, docStatus: 4, docLimitDate: "2026-11-25" }).allowed).toBe(false);
    expect(canPublishService({ ...base, docStatus: 4, docLimitDate: "2026-11-26" }).allowed).toBe(true);
    expect(canPublishService({ ...base, planStatus: 4 })).toEqual({ allowed: false, reason: "plan" });
    expect(canPublishService({ ...base, roleId: ROLE.FREELANCER, docStatus: 3, planStatus: 4 }).allowed).toBe(
      true,
    );
    expect(canPublishService({ ...base, roleId: ROLE.CLIENT })).toEqual({ allowed: false, reason: "role" });
  });
  it("keeps the company within its plan's published services", () => {
    const full = { ...base, publishedCount: DEFAULT_MAX_PUBLISHED_SERVICES };
    expect(canPublishService(full)).toEqual({ allowed: false, reason: "limit" });
    expect(canPublishService({ ...full, maxServices: 10 }).allowed).toBe(true);
    expect(canPublishService({ ...base, maxServices: 0 })).toEqual({ allowed: false, reason: "limit" });
  });
});

describe("serviceContentSchema", () => {
  const valid = {
    title_it: "Migrazione cloud",
    title_en: "Cloud migration",
    description_it: "Portiamo i vostri sistemi su AWS.",
    description_en: "We move your systems to AWS.",
    category_id: 2,
    delivery_model: "fixed_price",
    price_kind: "from",
    price_min: 5000,
  };
  const fields = (input: unknown) => {
    const result = serviceContentSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };
  it("accepts a complete service and fills the optional lists", () => {
    const parsed = serviceContentSchema.parse(valid);
    expect(parsed).toMatchObject({ price_max: null, technology_ids: [], deliverables: [], case_studies: [] });
  });
  it("checks the price against its kind", () => {
    expect(fields({ ...valid, price_min: null })).toEqual({ price_min: "validation.required" });
    expect(fields({ ...valid, price_kind: "range", price_max: null })).toEqual({
      price_max: "validation.required",
    });
    expect(fields({ ...valid, price_kind: "range", price_max: 1000 })).toEqual({
      price_max: "validation.range_order",
    });
    expect(fields({ ...valid, price_kind: "on_quote" })).toEqual({ price_min: "validation.invalid" });
    expect(fields({ ...valid, price_kind: "on_quote", price_min: null })).toEqual({});
    expect(fields({ ...valid, price_max: 9000 })).toEqual({ price_max: "validation.invalid" });
  });
  it("reports the price order together with the other fields' errors", () => {
    expect(fields({ ...valid, title_it: "", price_kind: "range", price_max: 1000 })).toEqual({
      title_it: "validation.required",
      price_max: "validation.range_order",
    });
  });
  it("names each bad field", () => {
    expect(fields({ ...valid, title_en: "  " })).toEqual({ title_en: "validation.required" });
    expect(fields({ ...valid, technology_ids: [1, 1] })).toEqual({ technology_ids: "validation.duplicate" });
    expect(fields({ ...valid, duration_min_days: 30, duration_max_days: 10 })).toEqual({
      duration_max_days: "validation.range_order",
    });
    expect(fields({ ...valid, delivery_model: "barter" })).toEqual({ delivery_model: "validation.required" });
  });
});
