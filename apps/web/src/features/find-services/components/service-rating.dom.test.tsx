// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { ServiceRating } from "./service-rating.tsx";

describe("ServiceRating", () => {
  it("shows the stars and the average with the number of ratings in the reader's language", () => {
    renderScreen(<ServiceRating rating={{ rating_avg: 4.5, rating_count: 12 }} testId="r" />, {
      language: "it",
    });
    expect(screen.getByTestId("r").textContent).toBe("4,5 (12)");
    expect(screen.getByRole("img", { name: "Valutazione 4,5 su 5" })).toBeTruthy();
  });

  it("writes the average with a point in English", () => {
    renderScreen(<ServiceRating rating={{ rating_avg: 3, rating_count: 1 }} testId="r" />);
    expect(screen.getByTestId("r").textContent).toBe("3.0 (1)");
    expect(screen.getByRole("img", { name: "Rated 3.0 out of 5" })).toBeTruthy();
  });

  it("says so before the first rating", () => {
    const en = renderScreen(<ServiceRating rating={{ rating_avg: null, rating_count: 0 }} testId="r" />);
    expect(screen.getByTestId("r").textContent).toBe("No reviews yet");
    expect(screen.queryByRole("img")).toBeNull();
    en.unmount();
    renderScreen(<ServiceRating rating={{ rating_avg: null, rating_count: 0 }} testId="r" />, {
      language: "it",
    });
    expect(screen.getByTestId("r").textContent).toBe("Nessuna recensione");
  });
});
