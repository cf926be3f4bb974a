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
});
