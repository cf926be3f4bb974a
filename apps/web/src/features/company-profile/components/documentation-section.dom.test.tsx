// @vitest-environment happy-dom
import { type CompanyProfile, ROLE } from "@mkt/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../../shared/session/session-store.ts";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { sessionUser } from "../../../test/session.ts";
import { DocumentationSection } from "./documentation-section.tsx";

const profile = (type: string): CompanyProfile => ({
  id: 77,
  type,
  name: "Viewer Spa",
  vat_number: "12345678901",
  country: "IT",
  city: "Milano",
  website: null,
  description: null,
  sectors: [],
  number_employees_id: 1,
  revenue_id: null,
  how_do_you_know_id: null,
  logo_url: null,
  profiled: true,
  id_doc_status: 2,
  limit_date_documentation: null,
});

function stubApproved() {
  stubFetch({
    "GET /api/company/documents": ok([]),
    "GET /api/company/documentation": ok({
      id_doc_status: 2,
      limit_date_documentation: null,
      kinds: [
        { code: "chamber_of_commerce", label: "Visura camerale", required: true, validity_months: 6 },
        { code: "other", label: "Altro documento", required: false, validity_months: null },
      ],
      missing: [],
      last_event: null,
    }),
  });
}

describe("the company documentation section", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("tells an approved client what it may do, without the suppliers' profiles and positions", async () => {
    saveSession("token", sessionUser(ROLE.CLIENT, "client"));
    stubApproved();
    renderScreen(<DocumentationSection userId={9} profile={profile("client")} />, { language: "it" });
    const status = await screen.findByTestId("documentation-status");
    expect(status.textContent).toContain("puoi pubblicare fabbisogni");
    expect(status.textContent).not.toContain("profili");
  });

  it("keeps the supplier's wording for a supplier", async () => {
    saveSession("token", sessionUser(ROLE.SUPPLIER, "supplier"));
    stubApproved();
    renderScreen(<DocumentationSection userId={9} profile={profile("supplier")} />, { language: "it" });
    expect((await screen.findByTestId("documentation-status")).textContent).toContain(
      "puoi aggiungere profili",
    );
  });

  it("explains an approval with no file instead of a bare 'no document uploaded'", async () => {
    saveSession("token", sessionUser(ROLE.CLIENT, "client"));
    stubApproved();
    renderScreen(<DocumentationSection userId={9} profile={profile("client")} />, { language: "it" });
    const empty = await screen.findByTestId("documents-empty");
    expect(empty.textContent).toContain("già stata verificata dallo staff");
  });

  it("shows the chosen document kind without the required mark, which stays in the list", async () => {
    saveSession("token", sessionUser(ROLE.CLIENT, "client"));
    stubApproved();
    const { user } = renderScreen(<DocumentationSection userId={9} profile={profile("client")} />, {
      language: "it",
    });
    const select = await screen.findByRole("combobox", { name: "Tipo di documento" });
    await vi.waitFor(() => expect(select.textContent).toBe("Visura camerale"));
    await user.click(select);
    const listbox = await screen.findByRole("listbox");
    expect(within(listbox).getByTestId("document-kind-chamber_of_commerce").textContent).toBe(
      "Visura camerale (obbligatorio)",
    );
  });
});
