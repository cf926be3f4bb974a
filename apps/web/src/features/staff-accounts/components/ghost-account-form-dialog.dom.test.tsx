// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiFailure, type FetchCall, type FetchReply, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { GhostAccountFormDialog } from "./ghost-account-form-dialog.tsx";

// The http boundary is fetch: the dialog, the contracts' schema, the api hook and the shared client run for real.
let calls: FetchCall[] = [];
let answer: (call: FetchCall) => FetchReply;
const VALID_VAT = "01234567897";

beforeEach(() => {
  answer = () => ok({ id: 9, name: "Nebula Software", email: "paola@nebula.test", profiles: 2 });
  calls = stubFetch((call) => answer(call));
});
afterEach(() => vi.unstubAllGlobals());

function show() {
  const onClose = vi.fn();
  const view = renderScreen(<GhostAccountFormDialog onClose={onClose} />);
  const field = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);
  const fill = async (testId: string, text: string) => {
    await view.user.clear(field(testId));
    await view.user.click(field(testId));
    await view.user.paste(text);
  };
  const pick = async (testId: string, optionTestId: string) => {
    await view.user.click(within(screen.getByTestId(testId)).getByRole("combobox"));
    await view.user.click(await screen.findByTestId(optionTestId));
  };
  const save = () => view.user.click(screen.getByTestId("ghost-save"));
  return { ...view, onClose, field, fill, pick, save };
}

const creates = () => calls.filter((c) => c.path === "/api/admin/ghost-companies");

describe("GhostAccountFormDialog", () => {
  it("names each problem under its field, profiles included, and sends nothing", async () => {
    const { fill, pick, save, field } = show();
    await fill("ghost-vat", "12345678901");
    await fill("ghost-email", "nope");
    await save();
    expect(await screen.findByText("Enter a valid e-mail address.")).toBeTruthy();
    expect(screen.getAllByText("This field is required.").length).toBeGreaterThan(3);
    expect(field("ghost-company-name").getAttribute("aria-invalid")).toBe("true");
    expect(field("ghost-profile-0-title").getAttribute("aria-invalid")).toBe("true");
    // Once the rest is right, the VAT check digit is checked as at sign-up.
    await fill("ghost-company-name", "Nebula Software");
    await fill("ghost-firstname", "Paola");
    await fill("ghost-lastname", "Verdi");
    await fill("ghost-email", "paola@nebula.test");
    await fill("ghost-profile-0-firstname", "Ugo");
    await fill("ghost-profile-0-lastname", "Bassi");
    await fill("ghost-profile-0-title", "Java developer");
    await pick("ghost-profile-0-seniority", "ghost-profile-0-seniority-senior");
    await save();
    expect(
      await screen.findByText("Invalid Italian VAT number: 11 digits with a correct check digit."),
    ).toBeTruthy();
    expect(field("ghost-vat").getAttribute("aria-invalid")).toBe("true");
    expect(creates()).toEqual([]);
  });

  it("creates the company with two profiles, then closes with its name", async () => {
    const { user, fill, pick, save, onClose } = show();
    await fill("ghost-company-name", "Nebula Software");
    await fill("ghost-vat", VALID_VAT);
    await fill("ghost-firstname", "Paola");
    await fill("ghost-lastname", "Verdi");
    await fill("ghost-email", "paola@nebula.test");
    await pick("ghost-language", "ghost-language-it");
    await fill("ghost-profile-0-firstname", "Ugo");
    await fill("ghost-profile-0-lastname", "Bassi");
    await fill("ghost-profile-0-title", "Java developer");
    await pick("ghost-profile-0-seniority", "ghost-profile-0-seniority-senior");
    await user.click(screen.getByTestId("ghost-add-profile"));
    await fill("ghost-profile-1-firstname", "Lia");
    await fill("ghost-profile-1-lastname", "Serra");
    await fill("ghost-profile-1-title", "Tester");
    await pick("ghost-profile-1-seniority", "ghost-profile-1-seniority-junior");
    await save();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledWith("Nebula Software"));
    const [sent] = creates();
    expect(sent?.method).toBe("POST");
    expect(sent?.body).toMatchObject({
      company_name: "Nebula Software",
      vat_number: VALID_VAT,
      foreign_company: 0,
      firstname: "Paola",
      lastname: "Verdi",
      email: "paola@nebula.test",
      language: "it",
      profiles: [
        { firstname: "Ugo", lastname: "Bassi", title: "Java developer", seniority: "senior" },
        { firstname: "Lia", lastname: "Serra", title: "Tester", seniority: "junior" },
      ],
    });
    expect(sent?.body).not.toHaveProperty("country");
  });

  it("asks a foreign company's country, and shows the server's VAT refusal under the field", async () => {
    answer = () =>
      apiFailure(409, "auth.vat_taken", [
        { field: "vat_number", code: "auth.vat_taken", message: "This VAT number is already registered." },
      ]);
    const { user, fill, pick, save, field, onClose } = show();
    expect(screen.queryByTestId("ghost-country")).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Company outside Italy" }));
    await fill("ghost-company-name", "Lumière SAS");
    await fill("ghost-vat", "FR12345678901");
    await fill("ghost-country", "FR");
    await fill("ghost-firstname", "Paul");
    await fill("ghost-lastname", "Martin");
    await fill("ghost-email", "paul@lumiere.test");
    await fill("ghost-profile-0-firstname", "Ugo");
    await fill("ghost-profile-0-lastname", "Bassi");
    await fill("ghost-profile-0-title", "Designer");
    await pick("ghost-profile-0-seniority", "ghost-profile-0-seniority-middle");
    await save();
    expect(
      await screen.findAllByText("A company with this VAT number is already registered."),
    ).not.toHaveLength(0);
    expect(field("ghost-vat").getAttribute("aria-invalid")).toBe("true");
    expect(onClose).not.toHaveBeenCalled();
    expect(creates()[0]?.body).toMatchObject({
      foreign_company: 1,
      country: "FR",
      vat_number: "FR12345678901",
    });
  });
});
