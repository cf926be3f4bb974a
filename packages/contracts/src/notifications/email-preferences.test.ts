import { describe, expect, it } from "vitest";
import { emailEventGroup, emailPreferencesBodySchema, isEmailedEvent } from "./email-preferences.ts";

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
});
