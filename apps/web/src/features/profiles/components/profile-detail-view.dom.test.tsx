// @vitest-environment happy-dom
import type { ProfileDetail } from "@mkt/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { lockedProfile } from "../../profile-detail/profile-detail-test-support.ts";
import { ProfileDetailView } from "./profile-detail-view.tsx";

afterEach(() => vi.unstubAllGlobals());

/** The profile as its own company sees it: contacts visible, whatever it filled in. */
const own = (contacts: { email: string | null; phone: string | null }): ProfileDetail => ({
  ...(lockedProfile as ProfileDetail),
  lastname: "Bruni",
  contacts_visible: true,
  editable: true,
  ...contacts,
});

const contactsSection = () => {
  const heading = screen.getByRole("heading", { name: "Contatti" });
  const section = heading.closest("section");
  if (!section) throw new Error("no contacts section");
  return section;
};

describe("ProfileDetailView contacts", () => {
  it("says no contact is given when the profile has neither e-mail nor phone", () => {
    stubFetch({});
    renderScreen(<ProfileDetailView profile={own({ email: null, phone: null })} actions={null} />, {
      language: "it",
    });
    const section = contactsSection();
    expect(within(section).getByTestId("contacts-none").textContent).toBe("Nessun contatto indicato.");
    expect(section.textContent).not.toContain("—");
  });

  it("lists only the contacts given", () => {
    stubFetch({});
    renderScreen(
      <ProfileDetailView profile={own({ email: "giulia@example.test", phone: null })} actions={null} />,
      { language: "it" },
    );
    const section = contactsSection();
    expect(section.textContent).toContain("giulia@example.test");
    expect(section.textContent).not.toContain("—");
    expect(within(section).queryByTestId("contacts-none")).toBeNull();
  });

  it("keeps the unlock notice while the contacts are hidden", () => {
    stubFetch({});
    renderScreen(<ProfileDetailView profile={lockedProfile as ProfileDetail} actions={null} />, {
      language: "it",
    });
    expect(within(contactsSection()).queryByTestId("contacts-hidden")).not.toBeNull();
    expect(screen.queryByTestId("contacts-none")).toBeNull();
  });
});
