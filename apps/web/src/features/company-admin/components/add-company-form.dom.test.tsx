// @vitest-environment happy-dom
import { computeItalianVatCheckDigit, ERRORS } from "@mkt/contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiFailure, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { AddCompanyForm } from "./add-company-form.tsx";

const VAT = `0123456789${computeItalianVatCheckDigit("0123456789")}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (name: string) => {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no input ${name}`);
  return input;
};

async function fillValid(user: ReturnType<typeof renderScreen>["user"]) {
  await user.type(field("company_name"), "Orione Impianti");
  await user.type(field("vat_number"), VAT);
  await user.type(field("owner_firstname"), "Ilaria");
  await user.type(field("owner_lastname"), "Gatti");
  await user.type(field("owner_email"), "ilaria@example.com");
}

describe("AddCompanyForm", () => {
  it("checks the fields before calling the server, the Italian VAT check digit included", async () => {
    const calls = stubFetch({});
    const { user } = renderScreen(<AddCompanyForm asStaff={false} onCreated={() => undefined} />);
    await user.click(screen.getByTestId("add-company-submit"));
    await waitFor(() => expect(field("company_name").getAttribute("aria-invalid")).toBe("true"));
    expect(field("owner_email").getAttribute("aria-invalid")).toBe("true");
    expect(field("vat_number").getAttribute("aria-invalid")).toBe("true");

    await user.type(field("vat_number"), "12345678901");
    await user.click(screen.getByTestId("add-company-submit"));
    await screen.findByText(/check digit|not a valid Italian VAT/i);
    expect(calls).toHaveLength(0);
  });

  it("asks for the country of a foreign company", async () => {
    const calls = stubFetch({});
    const { user } = renderScreen(<AddCompanyForm asStaff={false} onCreated={() => undefined} />);
    await user.click(screen.getByTestId("add-company-foreign"));
    await fillValid(user);
    await user.click(screen.getByTestId("add-company-submit"));
    await waitFor(() => expect(field("country").getAttribute("aria-invalid")).toBe("true"));
    expect(calls).toHaveLength(0);
  });

  it("posts the company and its owner to the organisation and reports the new company", async () => {
    const calls = stubFetch({
      "POST /api/company-admin/companies": ok({
        company_id: 41,
        owner_user_id: 90,
        owner_email: "ilaria@example.com",
      }),
    });
    const onCreated = vi.fn();
    const { user } = renderScreen(<AddCompanyForm asStaff={false} onCreated={onCreated} />);
    await fillValid(user);
    await user.click(screen.getByTestId("add-company-submit"));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ company_id: 41 })));
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/company-admin/companies",
        body: {
          type: "client",
          company_name: "Orione Impianti",
          vat_number: VAT,
          foreign_company: 0,
          owner_firstname: "Ilaria",
          owner_lastname: "Gatti",
          owner_email: "ilaria@example.com",
          language: "en",
        },
      },
    ]);
  });

  it("puts the server's VAT and e-mail refusals under their fields", async () => {
    stubFetch({
      "POST /api/company-admin/companies": apiFailure(409, "auth.vat_taken", [
        { field: "vat_number", code: "auth.vat_taken", message: "" },
      ]),
    });
    const { user } = renderScreen(<AddCompanyForm asStaff={false} onCreated={() => undefined} />);
    await fillValid(user);
    await user.click(screen.getByTestId("add-company-submit"));
    await screen.findByText(ERRORS["auth.vat_taken"].en);
    expect(field("vat_number").getAttribute("aria-invalid")).toBe("true");
    expect(field("owner_email").getAttribute("aria-invalid")).toBe("false");

    stubFetch({
      "POST /api/company-admin/companies": apiFailure(409, "auth.email_taken", [
        { field: "owner_email", code: "auth.email_taken", message: "" },
      ]),
    });
    await user.click(screen.getByTestId("add-company-submit"));
    await screen.findByText(ERRORS["auth.email_taken"].en);
    expect(field("owner_email").getAttribute("aria-invalid")).toBe("true");
  });

  it("lets staff choose the organisation and posts to the staff endpoint", async () => {
    const calls = stubFetch({
      "GET /api/admin/companies": ok({
        items: [
          {
            id: 7,
            name: "Consorzio Nord",
            vat_number: "x",
            type: "company_admin",
            country: "IT",
            city: null,
            id_doc_status: 2,
            limit_date_documentation: null,
            documents: 0,
            pending_documents: 0,
            created_at: "2030-01-01T00:00:00.000Z",
          },
        ],
        total: 1,
        page: 1,
        page_size: 20,
      }),
      "POST /api/admin/companies": ok({
        company_id: 42,
        owner_user_id: 91,
        owner_email: "ilaria@example.com",
      }),
    });
    const { user } = renderScreen(<AddCompanyForm asStaff onCreated={() => undefined} />);
    await fillValid(user);
    await user.click(screen.getByTestId("organisation-input"));
    await user.click(await screen.findByRole("option", { name: "Consorzio Nord" }));
    await user.click(screen.getByTestId("add-company-submit"));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(
      calls.find((c) => c.path === "/api/admin/companies" && c.method === "GET")?.query.get("type"),
    ).toBe("company_admin");
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      path: "/api/admin/companies",
      body: { admin_company_id: 7, company_name: "Orione Impianti" },
    });
  });
});
