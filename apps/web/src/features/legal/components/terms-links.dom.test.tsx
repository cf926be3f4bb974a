// @vitest-environment happy-dom
import { Checkbox, FormControlLabel } from "@mui/material";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { TermsLinks } from "./terms-links.tsx";

function ConsentBox() {
  return (
    <>
      <FormControlLabel control={<Checkbox />} label="I accept the terms" />
      <TermsLinks />
    </>
  );
}

describe("the links beside the terms checkbox and the legal dialog", () => {
  it("opens the terms over the form without ticking the box, with their contents and a link to a tab", async () => {
    const { user } = renderScreen(<ConsentBox />);
    const box = screen.getByRole<HTMLInputElement>("checkbox", { name: "I accept the terms" });
    await user.click(screen.getByRole("button", { name: "terms of service" }));
    const dialog = await screen.findByRole("dialog", { name: "Terms of service" });
    // The text loads (its own chunk): numbered sections and a table of contents pointing at them.
    const heading = await within(dialog).findByRole("heading", {
      name: "4. Needs, quotes and collaborations",
    });
    expect(heading.closest("section")?.id).toBe("terms-quotes");
    const contents = within(dialog).getByRole("navigation", { name: "Contents" });
    expect(within(contents).getByRole("link", { name: "Governing law and court" }).getAttribute("href")).toBe(
      "#terms-law",
    );
    expect(within(dialog).getByTestId("legal-version").textContent).toMatch(/Version of \d{4}-\d{2}-\d{2}/);
    const tab = within(dialog).getByRole("link", { name: "Open in a new tab" });
    expect(tab.getAttribute("href")).toBe("/terms");
    expect(tab.getAttribute("target")).toBe("_blank");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(box.checked).toBe(false);
    await user.click(box);
    expect(box.checked).toBe(true);
  });

  it("opens the privacy policy in Italian, with the retention and rights sections", async () => {
    const { user } = renderScreen(<ConsentBox />, { language: "it" });
    await user.click(screen.getByRole("button", { name: "informativa sulla privacy" }));
    const dialog = await screen.findByRole("dialog", { name: "Informativa sulla privacy" });
    expect(
      await within(dialog).findByRole("heading", { name: "5. Per quanto tempo conserviamo i dati" }),
    ).toBeTruthy();
    expect(within(dialog).getByRole("heading", { name: "6. I tuoi diritti" })).toBeTruthy();
    expect(within(dialog).getByText(/Garante per la protezione dei dati personali/)).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Apri in una nuova scheda" }).getAttribute("href")).toBe(
      "/privacy",
    );
  });
});
