// @vitest-environment happy-dom
import type { ProfileListItem } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { CompanyProfilesGrid } from "./company-profiles-grid.tsx";

// The fields the card reads; the rest of a list item does not show.
const profile = {
  id: 7,
  company_id: 3,
  firstname: "Samuele",
  lastname: "P.",
  title: "Junior Java Microservices Engineer",
  photo_url: null,
  seniority: "junior",
  available_from: "2026-12-04",
  daily_rate_min: 200,
  daily_rate_max: 280,
  skills: [
    { technology_id: 1, name: "Apache Kafka" },
    { technology_id: 2, name: "Docker" },
    { technology_id: 3, name: "GitLab CI" },
    { technology_id: 4, name: "Java" },
  ],
} as unknown as ProfileListItem;

describe("CompanyProfilesGrid", () => {
  it("gives the daily rate its unit, as the search's cards do", () => {
    renderScreen(<CompanyProfilesGrid profiles={[profile]} linked />, { language: "it" });
    // Intl puts a no-break space before the sign; the test reads it as a plain one.
    expect(screen.getByTestId("company-page-profile-rate").textContent?.replace(/\s/g, " ")).toBe(
      "200–280 € al giorno",
    );
  });

  it("writes the rate in the app's euro format on an English screen, the sign before each amount", () => {
    renderScreen(<CompanyProfilesGrid profiles={[profile]} linked />, { language: "en" });
    expect(screen.getByTestId("company-page-profile-rate").textContent).toBe("€200 – €280 per day");
  });

  it("shows the title and the technologies whole, never cut with an ellipsis", () => {
    renderScreen(<CompanyProfilesGrid profiles={[profile]} linked />, { language: "it" });
    const title = screen.getByTestId("company-page-profile-title");
    expect(title.textContent).toBe("Junior Java Microservices Engineer");
    expect(title.className).not.toContain("MuiTypography-noWrap");
    const skills = screen.getByTestId("company-page-profile-skills");
    expect(skills.textContent).toBe("Apache Kafka · Docker · GitLab CI · Java");
    expect(skills.className).not.toContain("MuiTypography-noWrap");
  });

  it("links each card to the profile's detail only for a viewer who can open it", () => {
    const { unmount } = renderScreen(<CompanyProfilesGrid profiles={[profile]} linked />, { language: "it" });
    expect(screen.getByTestId("company-page-profile").querySelector("a")?.getAttribute("href")).toContain(
      "/complete_detail/3/",
    );
    unmount();
    renderScreen(<CompanyProfilesGrid profiles={[profile]} linked={false} />, { language: "it" });
    expect(screen.getByTestId("company-page-profile").querySelector("a")).toBeNull();
    expect(screen.getByTestId("company-page-profile-title").textContent).toBe(
      "Junior Java Microservices Engineer",
    );
  });
});
