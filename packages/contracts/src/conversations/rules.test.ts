import { describe, expect, it } from "vitest";
import { canChat, chatsAsParticipant, messagePreview } from "./rules.ts";
import { sendMessageBodySchema, startConversationBodySchema } from "./schemas.ts";

describe("canChat", () => {
  it("pairs a client with suppliers, freelancers and academies, both ways", () => {
    for (const p of ["supplier", "freelance", "academy"]) {
      expect(canChat("client", p)).toBe(true);
      expect(canChat(p, "client")).toBe(true);
    }
  });
  it("refuses provider pairs, client pairs, staff and company administrators", () => {
    expect(canChat("supplier", "freelance")).toBe(false);
    expect(canChat("client", "client")).toBe(false);
    expect(canChat("client", "staff")).toBe(false);
    expect(canChat("company_admin", "supplier")).toBe(false);
    expect(chatsAsParticipant("staff")).toBe(false);
    expect(chatsAsParticipant("academy")).toBe(true);
  });
});

describe("messagePreview", () => {
  it("collapses whitespace and keeps short texts whole", () => {
    expect(messagePreview("  Ciao,\n\ncome   va? ", 140)).toBe("Ciao, come va?");
  });
  it("cuts long texts at a word with an ellipsis", () => {
    const preview = messagePreview("alpha beta gamma delta epsilon", 20);
    expect(preview).toBe("alpha beta gamma…");
    expect(preview.length).toBeLessThanOrEqual(20);
  });
});

describe("message schemas", () => {
  it("trims the body and bounds it to 1–4000 characters", () => {
    expect(sendMessageBodySchema.parse({ body: "  hi  " }).body).toBe("hi");
    expect(sendMessageBodySchema.safeParse({ body: "   " }).error?.issues[0]?.message).toBe(
      "validation.required",
    );
    expect(sendMessageBodySchema.safeParse({ body: "x".repeat(4001) }).error?.issues[0]?.message).toBe(
      "validation.too_long",
    );
    expect(sendMessageBodySchema.safeParse({ body: "x".repeat(4000) }).success).toBe(true);
  });
  it("wants a subject type and id together", () => {
    expect(startConversationBodySchema.safeParse({ company_id: 3 }).success).toBe(true);
    expect(
      startConversationBodySchema.safeParse({ company_id: 3, subject_type: "quote", subject_id: 9 }).success,
    ).toBe(true);
    const half = startConversationBodySchema.safeParse({ company_id: 3, subject_type: "quote" });
    expect(half.error?.issues[0]?.path).toEqual(["subject_id"]);
    expect(startConversationBodySchema.safeParse({ company_id: 0 }).success).toBe(false);
  });
});
