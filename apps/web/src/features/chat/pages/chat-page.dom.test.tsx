// @vitest-environment happy-dom
import { type ConversationItem, ROLE } from "@mkt/contracts";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession } from "../../../shared/session/session-store.ts";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { ChatPage } from "./chat-page.tsx";

// The plan allows the chat (the plan calls differ by role; what matters here is the conversation list).
vi.mock("../api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../api.ts")>()),
  useChatLimitation: () => ({ isLoading: false, data: null }),
}));

afterEach(() => {
  // Unmount first: a query still in flight would otherwise reach the real network once fetch is restored.
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

const conversation: ConversationItem = {
  id: 5,
  company: { id: 12, name: "Banca Popolare del Naviglio S.p.A.", logo_url: null, type: "client" },
  own_company: { id: 77, name: "Viewer Spa" },
  subject: null,
  last_message: null,
  unread: 0,
  last_message_at: null,
  created_at: "2026-01-01T00:00:00.000Z",
};

const conversations = (items: ConversationItem[]) =>
  stubFetch({ "GET /api/conversations": ok({ items, total: items.length, page: 1, limit: 30 }) });

describe("ChatPage without conversations", () => {
  it("tells a supplier there is none yet and where one starts, not to pick one on the left", async () => {
    signIn(ROLE.SUPPLIER, "supplier");
    conversations([]);
    renderScreen(<ChatPage />, { language: "it", path: "/chat_component" });
    const none = await screen.findByTestId("chat-none");
    expect(none.textContent).toContain("Ancora nessuna conversazione");
    expect(none.textContent).toContain("da una collaborazione o da una richiesta di preventivo ricevuta");
    expect(screen.queryByTestId("chat-pick")).toBeNull();
    expect(document.body.textContent).not.toContain("a sinistra");
  });

  it("tells a client it starts from a profile, a quote, a collaboration or a company's page", async () => {
    signIn(ROLE.CLIENT, "client");
    conversations([]);
    renderScreen(<ChatPage />, { language: "en", path: "/chat_component" });
    const none = await screen.findByTestId("chat-none");
    expect(none.textContent).toContain("No conversations yet");
    expect(none.textContent).toContain("“Write to the supplier”");
    expect(none.textContent).toContain("a quote you received");
  });

  it("still asks to pick a conversation when there is one", async () => {
    signIn(ROLE.SUPPLIER, "supplier");
    conversations([conversation]);
    renderScreen(<ChatPage />, { language: "it", path: "/chat_component" });
    await screen.findByText("Banca Popolare del Naviglio S.p.A.");
    await waitFor(() =>
      expect(screen.getByTestId("chat-pick").textContent).toContain("Seleziona una conversazione"),
    );
    expect(screen.queryByTestId("chat-none")).toBeNull();
  });
});
