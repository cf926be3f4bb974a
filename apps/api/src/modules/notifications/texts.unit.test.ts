import { EMAIL_EVENT_AUDIENCE, isEmailedEvent, LANGUAGES } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_TEXTS } from "./texts.ts";

describe("notification titles", () => {
  // /email_notifications lists the e-mailed events by title: two events with one title read as a duplicate.
  it.each(LANGUAGES)("name each e-mailed event differently (%s)", (language) => {
    const titles = Object.entries(NOTIFICATION_TEXTS)
      .filter(([type]) => isEmailedEvent(type))
      .map(([, texts]) => texts[language].title);
    const repeated = titles.filter((title, index) => titles.indexOf(title) !== index);
    expect(repeated).toEqual([]);
  });

  // /email_notifications shows each role the mails it receives: an e-mailed event without a declared audience
  // would be listed to every role, staff included.
  it("declares who receives each e-mailed event", () => {
    const undeclared = Object.keys(NOTIFICATION_TEXTS).filter(
      (type) => isEmailedEvent(type) && !(type in EMAIL_EVENT_AUDIENCE),
    );
    expect(undeclared).toEqual([]);
  });
});
