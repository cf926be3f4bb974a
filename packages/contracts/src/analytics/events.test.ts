import { describe, expect, it } from "vitest";
import { ROLE, ROLE_IDS } from "../auth/roles.ts";
import {
  ANALYTICS_FIELDS,
  ANALYTICS_LIMITS,
  ANALYTICS_PROPS_SCHEMAS,
  analyticsBatchSchema,
  SERVER_EVENT_NAMES,
  validateAnalyticsEvents,
  WEB_EVENTS,
} from "./events.ts";
import { ANALYTICS_ROLE_LABELS, analyticsLabelRoles, analyticsRoleLabel, isAnalyticsStaff } from "./roles.ts";

describe("analytics event schemas", () => {
  it("accepts an event with its fields and refuses an unknown field by name", () => {
    const ok = validateAnalyticsEvents([
      { name: "position_detail", props: { position_id: 4, source: "list" } },
    ]);
    expect(ok.errors).toEqual([]);
    expect(ok.events).toEqual([{ name: "position_detail", props: { position_id: 4, source: "list" } }]);

    const bad = validateAnalyticsEvents([
      { name: "sidebar_click", props: { sidebar_clic: "need" } },
      { name: "position_detail", props: { position_id: 4, colour: "red" } },
    ]);
    expect(bad.errors).toEqual([{ field: "events.1.props.colour", code: "validation.unknown_field" }]);
    expect(bad.events).toHaveLength(1);
  });

  it("names the missing required field, the wrong-typed field and the unknown event name with their index", () => {
    const result = validateAnalyticsEvents([
      { name: "quote_detail", props: {} },
      { name: "profile_detail", props: { profile_id: "seven" } },
      { name: "no_such_event", props: {} },
    ]);
    expect(result.errors).toEqual([
      { field: "events.0.props.preventivo_id", code: "validation.required" },
      { field: "events.1.props.profile_id", code: "validation.invalid" },
      { field: "events.2.name", code: "validation.invalid" },
    ]);
  });

  it("refuses the four server events from the web, accepts them from the server", () => {
    expect(SERVER_EVENT_NAMES).toEqual(["request_availability", "sign_up", "publish_FP", "publish_T&M"]);
    const event = { name: "sign_up", props: { tipo: "Cliente" } };
    expect(validateAnalyticsEvents([event]).errors).toEqual([
      { field: "events.0.name", code: "validation.invalid" },
    ]);
    expect(validateAnalyticsEvents([event], "server").errors).toEqual([]);
  });

  it("bounds texts, ids and technology lists", () => {
    const long = "x".repeat(201);
    const result = validateAnalyticsEvents([
      { name: "supplier_search", props: { results: 0, keywords: long } },
      { name: "project_detail", props: { project_id: -1 } },
      { name: "profile_create", props: { source: "manual", technologies: Array(31).fill("Java") } },
    ]);
    expect(result.errors.map((e) => e.field)).toEqual([
      "events.0.props.keywords",
      "events.1.props.project_id",
      "events.2.props.technologies",
    ]);
  });

  it("every event's fields come from the §3 list (plus results and technologies)", () => {
    for (const spec of Object.values(WEB_EVENTS)) {
      for (const field of [...("required" in spec ? spec.required : []), ...spec.optional])
        expect(ANALYTICS_FIELDS).toHaveProperty(field);
    }
    expect(Object.keys(ANALYTICS_PROPS_SCHEMAS)).toHaveLength(Object.keys(WEB_EVENTS).length + 4);
  });

  it("caps a batch at 50 events and refuses unknown body fields", () => {
    const event = { name: "sidebar_click", props: { sidebar_clic: "need" } };
    expect(
      analyticsBatchSchema.safeParse({ events: Array(ANALYTICS_LIMITS.maxBatch).fill(event) }).success,
    ).toBe(true);
    expect(analyticsBatchSchema.safeParse({ events: Array(51).fill(event) }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: [] }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: [event], user_id: 3 }).success).toBe(false);
  });
});

describe("analytics role labels (§6)", () => {
  it("labels each role as the spec lists, Freelance by default", () => {
    expect(analyticsRoleLabel(ROLE.CLIENT)).toBe("Cliente");
    expect(analyticsRoleLabel(ROLE.CLIENT_EMPLOYEES)).toBe("Aiuto amministratore cliente");
    expect(analyticsRoleLabel(ROLE.SUPPLIER)).toBe("Fornitore");
    expect(analyticsRoleLabel(ROLE.SUPPLIER_EMPLOYEES)).toBe("Profilo fornitore");
    expect(analyticsRoleLabel(ROLE.SUPPLIER_MANAGEMENT)).toBe("Aiuto amministratore fornitore");
    expect(analyticsRoleLabel(ROLE.ACCADEMY)).toBe("Academy");
    expect(analyticsRoleLabel(ROLE.PROFILE_ACCADEMY)).toBe("Profilo academy");
    expect(analyticsRoleLabel(ROLE.MANAGEMENT_ACCADEMY)).toBe("Aiuto amministratore academy");
    expect(analyticsRoleLabel(ROLE.ADMINISTRATOR)).toBe("Staff");
    expect(analyticsRoleLabel(ROLE.ADMIN_MANAGEMENT)).toBe("Aiuto amministratore staff");
    expect(analyticsRoleLabel(ROLE.FREELANCER)).toBe("Freelance");
    expect(analyticsRoleLabel(ROLE.COMPANY_ADMINISTRATOR)).toBe("Freelance");
    for (const role of ROLE_IDS) expect(ANALYTICS_ROLE_LABELS).toContain(analyticsRoleLabel(role));
  });

  it("names the roles behind each label: one each, the default Freelance covering the Company Administrators", () => {
    expect(analyticsLabelRoles("Cliente")).toEqual([ROLE.CLIENT]);
    expect(analyticsLabelRoles("Aiuto amministratore staff")).toEqual([ROLE.ADMIN_MANAGEMENT]);
    expect(analyticsLabelRoles("Freelance")).toEqual([
      ROLE.FREELANCER,
      ROLE.COMPANY_ADMINISTRATOR,
      ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT,
    ]);
    expect(analyticsLabelRoles("")).toEqual([]);
    expect(analyticsLabelRoles("Other")).toEqual([]);
    for (const label of ANALYTICS_ROLE_LABELS) expect(analyticsLabelRoles(label).length).toBeGreaterThan(0);
  });

  it("tags staff roles and any session acting as another user", () => {
    expect(isAnalyticsStaff(ROLE.ADMINISTRATOR, false)).toBe(true);
    expect(isAnalyticsStaff(ROLE.ADMIN_MANAGEMENT, false)).toBe(true);
    expect(isAnalyticsStaff(ROLE.CLIENT, false)).toBe(false);
    expect(isAnalyticsStaff(ROLE.CLIENT, true)).toBe(true);
  });
});
