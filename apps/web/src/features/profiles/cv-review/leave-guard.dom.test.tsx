// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { LeaveGuard } from "./leave-guard.tsx";

let saved = false;
afterEach(() => {
  cleanup();
  saved = false;
});

function renderGuard() {
  void i18n.changeLanguage("en");
  const router = createMemoryRouter(
    [
      {
        path: "/upload_cv",
        element: (
          <>
            <LeaveGuard active={() => !saved} />
            <Link to="/employees">Profiles</Link>
          </>
        ),
      },
      { path: "/employees", element: <p>Profile list</p> },
    ],
    { initialEntries: ["/upload_cv"] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

describe("LeaveGuard", () => {
  it("asks before leaving the review; Stay keeps it, Discard leaves", async () => {
    const { router, user } = renderGuard();
    await user.click(screen.getByRole("link", { name: "Profiles" }));
    expect(await screen.findByText("Discard this draft?")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByText("Discard this draft?")).toBeNull());
    expect(router.state.location.pathname).toBe("/upload_cv");
    await user.click(screen.getByRole("link", { name: "Profiles" }));
    await user.click(await screen.findByRole("button", { name: "Discard and leave" }));
    expect(await screen.findByText("Profile list")).toBeTruthy();
  });

  it("lets the page leave once the profile is saved", async () => {
    const { user } = renderGuard();
    saved = true;
    await user.click(screen.getByRole("link", { name: "Profiles" }));
    expect(await screen.findByText("Profile list")).toBeTruthy();
    expect(screen.queryByText("Discard this draft?")).toBeNull();
  });
});
