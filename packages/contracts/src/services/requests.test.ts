import { describe, expect, it } from "vitest";
import {
  isServiceTargetAnswerable,
  SERVICE_REQUEST_LIMITS,
  SERVICE_REQUEST_TARGET_STATUSES,
  serviceRequestAcceptBodySchema,
  serviceRequestCreateBodySchema,
  serviceRequestDeclineBodySchema,
  serviceRequestIncomingQuerySchema,
  validateServiceRequestDates,
} from "./requests.ts";

const TODAY = "2030-06-15";
const valid = {
  service_ids: [3, 7],
  title: "Migrazione del gestionale",
  scope: "Portare il gestionale su AWS senza fermare gli uffici.",
  budget: 20000,
  start_date: "2030-07-01",
  deadline: "2030-09-30",
};
/** The first issue of each field, as forms and the API's field errors show them. */
const issuesOf = (input: unknown) => {
  const parsed = serviceRequestCreateBodySchema.safeParse(input);
  if (parsed.success) return [];
  const first = new Map<string, string>();
  for (const i of parsed.error.issues)
    if (!first.has(i.path.join("."))) first.set(i.path.join("."), i.message);
  return [...first];
};
const parse = (input: unknown) => serviceRequestCreateBodySchema.parse(input);

describe("serviceRequestCreateBodySchema", () => {
  it("takes a valid request, trimming texts and reading a missing budget and start as null", () => {
    expect(parse({ ...valid, title: "  Migrazione  " }).title).toBe("Migrazione");
    const bare = parse({ ...valid, budget: undefined, start_date: undefined });
    expect([bare.budget, bare.start_date]).toEqual([null, null]);
    expect(parse({ ...valid, budget: null, start_date: null }).budget).toBeNull();
  });

  it("wants 1 to 5 different positive service ids", () => {
    expect(issuesOf({ ...valid, service_ids: [] })).toEqual([["service_ids", "validation.required"]]);
    expect(issuesOf({ ...valid, service_ids: [1, 2, 3, 4, 5, 6] })).toEqual([
      ["service_ids", "validation.too_many"],
    ]);
    expect(issuesOf({ ...valid, service_ids: [1, 2, 3, 4, 5] })).toEqual([]);
    expect(issuesOf({ ...valid, service_ids: [4, 4] })).toEqual([["service_ids", "validation.duplicate"]]);
    expect(issuesOf({ ...valid, service_ids: [0] })).toEqual([["service_ids.0", "validation.invalid"]]);
    expect(issuesOf({ ...valid, service_ids: [1.5] })).toEqual([["service_ids.0", "validation.invalid"]]);
    expect(issuesOf({ ...valid, service_ids: undefined })).toEqual([["service_ids", "validation.invalid"]]);
  });

  it("bounds the title and the scope, and reads blanks as missing", () => {
    expect(issuesOf({ ...valid, title: "   " })).toEqual([["title", "validation.required"]]);
    expect(issuesOf({ ...valid, title: "x".repeat(SERVICE_REQUEST_LIMITS.titleMax + 1) })).toEqual([
      ["title", "validation.too_long"],
    ]);
    expect(issuesOf({ ...valid, scope: "" })).toEqual([["scope", "validation.required"]]);
    expect(issuesOf({ ...valid, scope: "x".repeat(SERVICE_REQUEST_LIMITS.scopeMin - 1) })).toEqual([
      ["scope", "validation.too_short"],
    ]);
    expect(issuesOf({ ...valid, scope: "x".repeat(SERVICE_REQUEST_LIMITS.scopeMax + 1) })).toEqual([
      ["scope", "validation.too_long"],
    ]);
  });

  it("wants a whole positive budget and days written YYYY-MM-DD", () => {
    expect(issuesOf({ ...valid, budget: 0 })).toEqual([["budget", "validation.positive"]]);
    expect(issuesOf({ ...valid, budget: 10.5 })).toEqual([["budget", "validation.number"]]);
    expect(issuesOf({ ...valid, budget: "1000" })).toEqual([["budget", "validation.number"]]);
    expect(issuesOf({ ...valid, deadline: "" })).toEqual([["deadline", "validation.required"]]);
    expect(issuesOf({ ...valid, deadline: undefined })).toEqual([["deadline", "validation.required"]]);
    expect(issuesOf({ ...valid, start_date: "01/07/2030" })).toEqual([["start_date", "validation.invalid"]]);
  });
});

describe("validateServiceRequestDates", () => {
  const dates = (start_date: string | null, deadline: string) =>
    validateServiceRequestDates(parse({ ...valid, start_date, deadline }), TODAY);

  it("accepts a start from today and a deadline after today, not before the start", () => {
    expect(dates(TODAY, "2030-06-16")).toEqual([]);
    expect(dates(null, "2030-06-16")).toEqual([]);
    expect(dates("2030-07-01", "2030-07-01")).toEqual([]);
  });

  it("refuses a past start, a deadline not after today, and a deadline before the start", () => {
    expect(dates("2030-06-14", "2030-09-30")).toEqual([{ field: "start_date", code: "validation.not_past" }]);
    expect(dates(null, TODAY)).toEqual([{ field: "deadline", code: "validation.future_date" }]);
    expect(dates("2030-08-01", "2030-07-31")).toEqual([{ field: "deadline", code: "validation.date_order" }]);
    expect(dates("2030-06-01", "2030-06-10")).toEqual([
      { field: "start_date", code: "validation.not_past" },
      { field: "deadline", code: "validation.future_date" },
    ]);
  });
});

describe("the other request schemas and rules", () => {
  it("lets a supplier answer only a sent or viewed target", () => {
    const answerable = SERVICE_REQUEST_TARGET_STATUSES.filter(isServiceTargetAnswerable);
    expect(answerable).toEqual(["sent", "viewed"]);
  });

  it("bounds the decline reason, wants a target to accept and knows the target statuses", () => {
    const reason = (r: unknown) => serviceRequestDeclineBodySchema.safeParse({ reason: r });
    expect(reason("  no  ").success).toBe(false);
    expect(reason("Non abbiamo persone libere.").success).toBe(true);
    expect(reason("x".repeat(SERVICE_REQUEST_LIMITS.declineReasonMax + 1)).success).toBe(false);
    expect(serviceRequestAcceptBodySchema.safeParse({}).success).toBe(false);
    expect(serviceRequestAcceptBodySchema.parse({ target_id: 4 })).toEqual({ target_id: 4 });
    expect(serviceRequestIncomingQuerySchema.safeParse({ status: "quoted" }).success).toBe(true);
    expect(serviceRequestIncomingQuerySchema.safeParse({ status: "awarded" }).success).toBe(false);
  });
});
