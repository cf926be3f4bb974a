// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { AuditLogPage } from "./audit-log-page.tsx";

describe("AuditLogPage filters", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("keeps the To date on the other filters' line: no blank helper line under it, the message only for a wrong range", async () => {
    signIn(ROLE.ADMINISTRATOR);
    stubFetch({
      "GET /api/admin/audit-log": ok({ items: [], total: 0, page: 1, limit: 25, actions: [] }),
    });
    const { container, user } = renderScreen(<AuditLogPage />, { language: "it" });
    await screen.findByTestId("audit-empty");
    // A reserved (blank) helper line made the To field taller, and the centred grid lifted it above the others.
    expect(container.querySelectorAll(".MuiFormHelperText-root")).toHaveLength(0);
    await user.type(screen.getByTestId("audit-from"), "2026-03-10");
    await user.type(screen.getByTestId("audit-to"), "2026-03-01");
    expect(container.querySelectorAll(".MuiFormHelperText-root")).toHaveLength(1);
  });

  it("names each action in the interface's language and shows a code it has no name for as stored", async () => {
    signIn(ROLE.ADMINISTRATOR);
    const entry = (id: number, action: string) => ({
      id,
      action,
      actor: { id: 1, name: "Marketplace Staff", email: "admin@demo.test" },
      assumed_by: null,
      subject_user: null,
      company: null,
      details: {},
      ip: null,
      created_at: "2026-11-28T09:00:00.000Z",
    });
    stubFetch({
      "GET /api/admin/audit-log": ok({
        items: [entry(2, "reference.technology.merge"), entry(1, "retired_action")],
        total: 2,
        page: 1,
        limit: 25,
        actions: ["reference.technology.merge", "retired_action"],
      }),
    });
    renderScreen(<AuditLogPage />, { language: "en" });
    const rows = await screen.findAllByTestId("audit-row");
    expect(rows[0]?.textContent).toContain("Technology merged");
    expect(rows[0]?.textContent).not.toContain("reference.technology.merge");
    expect(rows[1]?.textContent).toContain("retired_action");
  });
});
