import { describe, expect, it } from "vitest";
import { ROLE } from "../auth/roles.ts";
import {
  EMAIL_EVENT_AUDIENCE,
  emailEventGroup,
  emailPreferencesBodySchema,
  isEmailedEvent,
  receivesEmailEvent,
} from "./email-preferences.ts";

describe("e-mail preferences", () => {
  it("groups event types by their name", () => {
    expect(emailEventGroup("association_invite")).toBe("associations");
    expect(emailEventGroup("quote_accepted")).toBe("quotes");
    expect(emailEventGroup("nomination_discarded")).toBe("quotes");
    expect(emailEventGroup("availability_yes")).toBe("availability");
    expect(emailEventGroup("interview_proposed")).toBe("collaborations");
    expect(emailEventGroup("document_rejected")).toBe("account");
    expect(emailEventGroup("something_new")).toBe("other");
  });

  it("never e-mails the in-app nudges", () => {
    expect(isEmailedEvent("welcome")).toBe(false);
    expect(isEmailedEvent("complete_company_profile")).toBe(false);
    expect(isEmailedEvent("quote_received")).toBe(true);
  });

  it("accepts instant or daily delivery only", () => {
    const base = { events: [], notifications: true, newsletter: false };
    expect(emailPreferencesBodySchema.safeParse({ ...base, delivery: "daily" }).success).toBe(true);
    expect(emailPreferencesBodySchema.safeParse({ ...base, delivery: "weekly" }).success).toBe(false);
  });

  it("offers each role only the events the API sends it", () => {
    const of = (roleId: number) =>
      Object.keys(EMAIL_EVENT_AUDIENCE).filter((type) => receivesEmailEvent(type, roleId));
    // Staff only review the services suppliers submit.
    expect(of(ROLE.ADMINISTRATOR)).toEqual(["service_submitted"]);
    expect(of(ROLE.ADMIN_MANAGEMENT)).toEqual(["service_submitted"]);
    expect(of(ROLE.CLIENT)).toContain("quote_received");
    expect(of(ROLE.CLIENT)).not.toContain("service_submitted");
    expect(of(ROLE.CLIENT)).not.toContain("quote_accepted");
    expect(of(ROLE.SUPPLIER)).toContain("quote_accepted");
    expect(of(ROLE.SUPPLIER)).not.toContain("quote_received");
    expect(of(ROLE.PROFILE_ACCADEMY)).toContain("student_account_linked");
    expect(of(ROLE.CLIENT)).not.toContain("student_account_linked");
    expect(of(ROLE.COMPANY_ADMINISTRATOR)).toEqual(["saved_search_alert"]);
    // An event nobody declared an audience for stays visible to everyone.
    expect(receivesEmailEvent("something_new", ROLE.ADMINISTRATOR)).toBe(true);
  });
});
