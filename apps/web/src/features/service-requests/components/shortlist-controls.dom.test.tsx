// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { clearSession } from "../../../shared/session/session-store.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { getShortlist, SHORTLIST_KEY } from "../shortlist.ts";
import { ShortlistBar, ShortlistToggle } from "./shortlist-controls.tsx";

const services = [1, 2, 3, 4, 5, 6].map((id) => ({ id, title: `Service ${id}`, supplier: `Supplier ${id}` }));

function Catalogue() {
  return (
    <>
      {services.map((s) => (
        <ShortlistToggle key={s.id} service={s} />
      ))}
      <ShortlistBar />
    </>
  );
}

const toggle = (id: number) => screen.getByTestId(`shortlist-toggle-${id}`) as HTMLInputElement;

beforeEach(() => {
  sessionStorage.removeItem(SHORTLIST_KEY);
  clearSession();
});

describe("shortlist", () => {
  it("takes five services, refuses a sixth with a message and counts them on the request button", async () => {
    signIn(ROLE.CLIENT);
    const { user } = renderScreen(<Catalogue />);
    expect(screen.queryByTestId("shortlist-request")).toBeNull();
    for (const id of [1, 2, 3, 4, 5]) await user.click(toggle(id));
    expect(screen.getByTestId("shortlist-request").textContent).toBe("Request quotes (5)");
    await user.click(toggle(6));
    expect(toggle(6).checked).toBe(false);
    expect(
      await screen.findByText("A quote request can go to at most 5 services: remove one to add another."),
    ).toBeTruthy();
    expect(getShortlist().map((i) => i.id)).toEqual([1, 2, 3, 4, 5]);
    // Unticking one makes room again.
    await user.click(toggle(2));
    await user.click(toggle(6));
    expect(toggle(6).checked).toBe(true);
    expect(getShortlist().map((i) => i.id)).toEqual([1, 3, 4, 5, 6]);
  });

  it("keeps the shortlist in session storage across a new render", async () => {
    signIn(ROLE.CLIENT_EMPLOYEES);
    const first = renderScreen(<Catalogue />);
    await first.user.click(toggle(3));
    first.unmount();
    renderScreen(<Catalogue />, { language: "it" });
    expect(toggle(3).checked).toBe(true);
    expect(screen.getByTestId("shortlist-request").textContent).toBe("Richiedi preventivi (1)");
  });

  it("opens the request dialog from the request button", async () => {
    signIn(ROLE.CLIENT);
    const { user } = renderScreen(<Catalogue />);
    await user.click(toggle(4));
    await user.click(screen.getByTestId("shortlist-request"));
    expect((await screen.findByTestId("service-request-services")).textContent).toContain("Service 4");
  });

  it("is absent for roles that do not request quotes", () => {
    signIn(ROLE.COMPANY_ADMINISTRATOR);
    renderScreen(<Catalogue />);
    expect(screen.queryByTestId("shortlist-toggle-1")).toBeNull();
    expect(screen.queryByText("Add to quote request")).toBeNull();
  });
});
