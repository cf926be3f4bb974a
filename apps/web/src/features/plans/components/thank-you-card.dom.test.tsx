// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { saveThankYouKind } from "../purchase-store.ts";
import { ThankYouCard } from "./thank-you-card.tsx";

describe("ThankYouCard", () => {
  afterEach(() => sessionStorage.clear());

  it("thanks a client for the Assumi add-on bought alone, not for a new plan", () => {
    saveThankYouKind("addon");
    renderScreen(<ThankYouCard audience="client" onClose={() => {}} />, { language: "it" });
    expect(
      screen.getByText(
        "L'add-on Assumi è attivo: ora puoi consultare e assumere gli studenti in Profili academy.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Il tuo nuovo piano è attivo/)).toBeNull();
  });

  it("thanks for the plan after a plan purchase", () => {
    saveThankYouKind("plan");
    renderScreen(<ThankYouCard audience="client" onClose={() => {}} />, { language: "it" });
    expect(screen.getByText(/Il tuo nuovo piano è attivo/)).toBeTruthy();
  });
});
