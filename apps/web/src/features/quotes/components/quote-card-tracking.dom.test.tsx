// @vitest-environment happy-dom
import { type Quote, ROLE } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tracker } from "../../../shared/tracking/tracker.ts";
import { stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { QuoteCard } from "./quote-card.tsx";

const decide = vi.fn();
vi.mock("../api.ts", () => ({
  useDecide: () => ({ mutate: decide, isPending: false }),
  useMarkViewed: () => ({ mutate: vi.fn() }),
  downloadQuotePdf: vi.fn(() => Promise.resolve()),
  downloadQuoteDocument: vi.fn(() => Promise.resolve()),
}));

const quote: Quote = {
  id: 31,
  kind: "tm",
  status: "viewed",
  need_id: 9,
  need_title: "ERP roll-out",
  position_id: 14,
  position_title: "Java developer",
  supplier: { id: 7, name: "ACME Consulting" },
  client: { id: 2, name: "Client SpA" },
  daily_rate: 400,
  date_start: "2026-12-01",
  date_end: "2027-03-01",
  profile_number: 1,
  price: null,
  delivery_date: null,
  note: "",
  document: null,
  discard_reason: null,
  viewed_at: "2026-11-20T10:00:00Z",
  decided_at: null,
  created_at: "2026-11-19T10:00:00Z",
  nominations: [],
};
const fields = { preventivo_id: 31, project_id: 9, supplier_id: 7, position_id: 14 };

let track: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  track = vi.spyOn(tracker, "track").mockImplementation(() => undefined);
});
afterEach(() => {
  track.mockRestore();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("QuoteCard tracking (§2.6 Preventivi)", () => {
  it("queues quote_detail when shown, then quote_download, quote_favourite, quote_discard and quote_chat on the actions", async () => {
    signIn(ROLE.CLIENT);
    stubFetch({});
    const { user } = renderScreen(<QuoteCard quote={quote} onDecide={vi.fn()} />);
    expect(track.mock.calls).toEqual([["quote_detail", fields]]);

    await user.click(screen.getByTestId("quote-pdf"));
    await user.click(screen.getByTestId("quote-favourite"));
    await user.click(screen.getByTestId("quote-discard"));
    await user.click(screen.getByTestId("quote-contact"));
    expect(track.mock.calls.slice(1)).toEqual([
      ["quote_download", fields],
      ["quote_favourite", fields],
      ["quote_discard", fields],
      ["quote_chat", fields],
    ]);
    expect(decide).toHaveBeenCalledTimes(1);
  });
});
