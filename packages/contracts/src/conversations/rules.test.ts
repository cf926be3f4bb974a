import { describe, expect, it } from "vitest";
import {
  addChatFiles,
  CHAT_ATTACHMENT_ACCEPT,
  canChat,
  chatAttachmentKindByName,
  chatsAsParticipant,
  messagePreview,
} from "./rules.ts";
import { messageTextWithFilesSchema, sendMessageBodySchema, startConversationBodySchema } from "./schemas.ts";

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

describe("chat attachments picked in the browser", () => {
  const MB = 1024 * 1024;
  const f = (name: string, size = 1000) => ({ name, size });

  it("knows the allowed kinds by name, case-insensitively", () => {
    expect(chatAttachmentKindByName("Offerta.PDF")).toBe("pdf");
    expect(chatAttachmentKindByName("foto.jpg")).toBe("jpeg");
    expect(chatAttachmentKindByName("foto.jpeg")).toBe("jpeg");
    expect(chatAttachmentKindByName("listino.xlsx")).toBe("xlsx");
    expect(chatAttachmentKindByName("archivio.zip")).toBe("zip");
    expect(chatAttachmentKindByName("setup.exe")).toBeNull();
    expect(chatAttachmentKindByName("pdf")).toBeNull();
    expect(chatAttachmentKindByName("vecchio.doc")).toBeNull();
    expect(CHAT_ATTACHMENT_ACCEPT.split(",")).toContain(".docx");
  });

  it("refuses wrong types, empty and oversized files and those beyond the fifth; skips duplicates", () => {
    const { files, refused } = addChatFiles(
      [f("a.pdf"), f("b.png")],
      [
        f("a.pdf"),
        f("virus.exe"),
        f("vuoto.pdf", 0),
        f("grande.zip", 10 * MB + 1),
        f("limite.zip", 10 * MB),
        f("c.docx"),
        f("d.webp"),
        f("e.jpg"),
      ],
    );
    expect(files.map((x) => x.name)).toEqual(["a.pdf", "b.png", "limite.zip", "c.docx", "d.webp"]);
    expect(refused).toEqual([
      { name: "virus.exe", problem: "wrong_type" },
      { name: "vuoto.pdf", problem: "empty" },
      { name: "grande.zip", problem: "too_large" },
      { name: "e.jpg", problem: "too_many" },
    ]);
  });

  it("lets a message carry files with or without text", () => {
    expect(messageTextWithFilesSchema.parse({})).toEqual({ body: "" });
    expect(messageTextWithFilesSchema.parse({ body: "  Ecco  " })).toEqual({ body: "Ecco" });
    expect(messageTextWithFilesSchema.safeParse({ body: "x".repeat(4001) }).success).toBe(false);
  });
});
