// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { FormAlert } from "./form-alert.tsx";
import { PageLoader } from "./page-loader.tsx";

describe("FormAlert", () => {
  it("announces an error as an alert and takes the focus", () => {
    renderScreen(<FormAlert>Wrong password</FormAlert>);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Wrong password");
    expect(document.activeElement).toBe(alert);
  });

  it("announces other severities as a status, with its action", () => {
    renderScreen(
      <FormAlert severity="success" action={<button type="button">Sign in</button>}>
        Password changed
      </FormAlert>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("Password changed");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeTruthy();
  });
});

describe("PageLoader", () => {
  it("is a polite status with a spinner named in the interface language", () => {
    const { unmount } = renderScreen(<PageLoader />);
    expect(screen.getByRole("status").getAttribute("aria-live")).toBe("polite");
    expect(screen.getByRole("progressbar", { name: "Loading" })).toBeTruthy();
    unmount();
    renderScreen(<PageLoader />, { language: "it" });
    expect(screen.getByRole("progressbar", { name: "Caricamento in corso" })).toBeTruthy();
  });
});
