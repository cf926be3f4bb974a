import { Route, Routes } from "react-router";
import { renderScreen } from "../../test/render.tsx";
import { PublicLinkPage } from "./public-link-page.tsx";

/** A shared profile's anonymised card as the public link calls answer it. */
export const PUBLIC_CARD = {
  id: 7,
  company_id: 3,
  firstname: "Giulia",
  lastname: "B.",
  title: "Senior Java Developer",
  seniority: "senior",
  city: "Milano",
  remote: true,
  full_time: true,
  available_from: null,
  daily_rate_min: 400,
  daily_rate_max: 500,
  premium: false,
  published: true,
  skills: [{ technology_id: 1, name: "Java", level: 5 }],
  updated_at: "2026-11-01T10:00:00.000Z",
  kind: "employee",
  localities: [],
};

/** The public page of the link `token` at /public/{token}, signed out. */
export function showPublicLink(token: string, language: "it" | "en" = "en") {
  return renderScreen(
    <Routes>
      <Route path="/public/:token" element={<PublicLinkPage />} />
    </Routes>,
    { language, path: `/public/${token}` },
  );
}
