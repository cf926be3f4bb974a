import type { ChatMessage, ConversationItem, Limitation } from "@mkt/contracts";
import { ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import {
  chatIconMode,
  chatPlansPath,
  conversationTitle,
  dayKey,
  dayLabel,
  fullTimestamp,
  initials,
  isSendKey,
  listTime,
  threadRows,
  withOpenConversation,
} from "./chat-rules.ts";

const limitation = (blocked: boolean): Limitation => ({
  state_function: "chat",
  blocked,
  action: blocked ? 1 : 0,
  create: 0,
  sourcePage: "chat_component",
  blocked_for_plan_detail: null,
  blocked_for_limit_detail: null,
  openCheckout: 0,
});

let nextId = 1;
function msg(at: string, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: nextId++,
    conversation_id: 1,
    body: "x",
    sender_company_id: 10,
    sender_user_id: 100,
    sender_name: "Anna Rossi",
    mine: false,
    created_at: new Date(at).toISOString(),
    attachments: [],
    ...over,
  };
}

describe("chatIconMode (§4)", () => {
  it("opens the block modal only when chat is blocked and nothing is unread", () => {
    expect(chatIconMode(limitation(true), 0)).toBe("blocked");
    expect(chatIconMode(limitation(true), 2)).toBe("open");
    expect(chatIconMode(limitation(false), 0)).toBe("open");
    expect(chatIconMode(null, 0)).toBe("open");
  });
});

describe("chatPlansPath", () => {
  it("sends clients and suppliers to their plans, others nowhere", () => {
    expect(chatPlansPath(ROLE.CLIENT)).toBe("/my_plans");
    expect(chatPlansPath(ROLE.SUPPLIER)).toBe("/my_plans_supplier");
    expect(chatPlansPath(ROLE.CLIENT_EMPLOYEES)).toBeNull();
  });
});

describe("days and times", () => {
  const now = new Date(2026, 10, 22, 10, 30);
  it("labels today, yesterday and older days", () => {
    expect(dayLabel(dayKey(new Date(2026, 10, 22, 0, 5).toISOString()), now)).toEqual({ kind: "today" });
    expect(dayLabel(dayKey(new Date(2026, 10, 21, 23, 59).toISOString()), now)).toEqual({
      kind: "yesterday",
    });
    expect(dayLabel(dayKey(new Date(2026, 9, 3, 12).toISOString()), now)).toEqual({
      kind: "date",
      text: "03/10/2026",
    });
  });
  it("formats the list time and the full timestamp", () => {
    expect(listTime(new Date(2026, 10, 22, 9, 7).toISOString(), now)).toBe("09:07");
    expect(listTime(new Date(2026, 10, 21, 9, 7).toISOString(), now)).toBe("21/11/2026");
    expect(fullTimestamp(new Date(2026, 0, 2, 3, 4, 5).toISOString())).toBe("02/01/2026 03:04:05");
  });
});

describe("threadRows", () => {
  it("puts a separator before each day and names the sender once per run", () => {
    const rows = threadRows([
      msg("2026-11-21T09:00:00"),
      msg("2026-11-21T09:01:00"),
      msg("2026-11-21T09:02:00", { sender_company_id: 20, sender_user_id: 200, mine: true }),
      msg("2026-11-21T09:30:00", { sender_company_id: 20, sender_user_id: 200, mine: true }),
      msg("2026-11-22T08:00:00"),
    ]);
    expect(rows.map((r) => (r.kind === "day" ? `day ${r.key}` : r.showSender ? "named" : "plain"))).toEqual([
      "day 2026-11-21",
      "named",
      "plain",
      "named",
      "named",
      "day 2026-11-22",
      "named",
    ]);
  });
});

describe("composer keys", () => {
  it("sends on Enter, not on Shift+Enter or while composing", () => {
    expect(isSendKey({ key: "Enter", shiftKey: false })).toBe(true);
    expect(isSendKey({ key: "Enter", shiftKey: true })).toBe(false);
    expect(isSendKey({ key: "Enter", shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: "a", shiftKey: false })).toBe(false);
  });
});

describe("withOpenConversation", () => {
  const item = (id: number) => ({ id }) as ConversationItem;
  it("adds the open conversation on top when the list does not have it yet", () => {
    expect(withOpenConversation([item(2)], item(5)).map((c) => c.id)).toEqual([5, 2]);
    expect(withOpenConversation([item(2), item(5)], item(5)).map((c) => c.id)).toEqual([2, 5]);
    expect(withOpenConversation([item(2)], undefined).map((c) => c.id)).toEqual([2]);
  });
});

describe("initials", () => {
  it("takes the first letters of two words, or two letters of one", () => {
    expect(initials("Banca Nord S.p.A.")).toBe("BN");
    expect(initials("Acme")).toBe("AC");
  });
});

describe("conversationTitle", () => {
  const item = {
    company: { id: 2, name: "Nexum", logo_url: null, type: "supplier" as const },
    own_company: { id: 1, name: "Banca" },
  };
  it("names the other company, or both for staff", () => {
    expect(conversationTitle(item, false)).toBe("Nexum");
    expect(conversationTitle(item, true)).toBe("Banca ↔ Nexum");
  });
});
