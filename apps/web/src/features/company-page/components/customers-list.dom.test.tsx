// @vitest-environment happy-dom
import { type ConversationItem, ROLE } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession } from "../../../shared/session/session-store.ts";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { CustomersList } from "./customers-list.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const talk = (id: number, company: ConversationItem["company"]): ConversationItem => ({
  id,
  company,
  own_company: { id: 77, name: "Nexum Consulting S.r.l." },
  subject: null,
  last_message: null,
  unread: 0,
  last_message_at: null,
  created_at: "2026-01-01T00:00:00.000Z",
});

describe("CustomersList", () => {
  it("lists the clients the supplier talks with, once each, and not its partners", async () => {
    signIn(ROLE.SUPPLIER, "supplier");
    const items = [
      talk(1, { id: 12, name: "Banca Popolare del Naviglio S.p.A.", logo_url: null, type: "client" }),
      talk(2, { id: 12, name: "Banca Popolare del Naviglio S.p.A.", logo_url: null, type: "client" }),
      talk(3, { id: 31, name: "Partner Cloud S.r.l.", logo_url: null, type: "supplier" }),
      talk(4, { id: 40, name: "Campus Academy", logo_url: null, type: "academy" }),
    ];
    stubFetch({ "GET /api/conversations": ok({ items, total: items.length, page: 1, limit: 30 }) });
    renderScreen(<CustomersList userId={5} />);
    const rows = await screen.findAllByTestId("customer-row");
    expect(rows.map((row) => row.textContent)).toEqual(["Banca Popolare del Naviglio S.p.A."]);
    expect(rows[0]?.getAttribute("href")).toBe("/customer_profile?company=12");
  });
});
