import { describe, expect, it } from "vitest";
import { buildIcs } from "./ics.ts";

describe("interview .ics", () => {
  const ics = buildIcs({
    uid: "interview-7@marketplace",
    start: new Date("2030-03-01T09:30:00Z"),
    durationMinutes: 45,
    summary: "Colloquio: Giulia Bianchi, Java; senior",
    description: "Line one\nLine two",
    location: "https://meet.example.test/abc",
    organizer: { name: "Acme Client", email: "hr@acme.test" },
    attendees: [{ name: "Bob", email: "bob@example.test" }],
    now: new Date("2030-02-01T08:00:00Z"),
  });

  it("is a REQUEST calendar with one event in UTC", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("\r\nMETHOD:REQUEST\r\n");
    expect(ics).toContain("\r\nUID:interview-7@marketplace\r\n");
    expect(ics).toContain("\r\nDTSTAMP:20300201T080000Z\r\n");
    expect(ics).toContain("\r\nDTSTART:20300301T093000Z\r\n");
    expect(ics).toContain("\r\nDTEND:20300301T101500Z\r\n");
    expect(ics).toContain('\r\nORGANIZER;CN="Acme Client":mailto:hr@acme.test\r\n');
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("escapes text values and folds long lines", () => {
    expect(ics).toContain("SUMMARY:Colloquio: Giulia Bianchi\\, Java\\; senior");
    expect(ics).toContain("DESCRIPTION:Line one\\nLine two");
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const long = buildIcs({
      uid: "u",
      start: new Date(),
      durationMinutes: 60,
      summary: "x".repeat(200),
      description: "",
      location: "",
      organizer: { name: "o", email: "o@x.test" },
      attendees: [],
    });
    expect(long).toContain("\r\n x");
  });
});
