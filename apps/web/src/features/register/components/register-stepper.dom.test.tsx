// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { RegisterStepper } from "./register-stepper.tsx";

// The http boundary is fetch: the stepper, its step schemas, the server checks and the shared client run for real.
type Call = { method: string; path: string; body: unknown };
type Answer = { status: number; body: unknown };
let calls: Call[] = [];
/** The API's answer per path; anything not listed answers available/ok. */
let answers: Record<string, Answer> = {};
const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data, message: "" } });
const refused = (status: number, code: string, message = "Refused"): Answer => ({
  status,
  body: { success: false, data: null, message, code },
});
const DEFAULTS: Record<string, Answer> = {
  "/api/encoded_value/listRegister": ok({ how_do_you_know: [] }),
  "/api/auth/checkEmail": ok({ available: true }),
  "/api/auth/checkPiva": ok({ available: true }),
  "/api/auth/register": ok({ user_id: 30, company_id: 20, email: "giulia@acme.it", email_confirmed: false }),
};

beforeEach(() => {
  calls = [];
  answers = {};
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? "GET",
        path: new URL(url, "http://localhost").pathname,
        body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
      };
      calls.push(call);
      const { status, body } = answers[call.path] ?? DEFAULTS[call.path] ?? refused(404, "common.not_found");
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const sent = (path: string) => calls.filter((call) => call.path === `/api/${path}`).map((call) => call.body);

function show() {
  const view = renderScreen(
    <RegisterStepper role={ROLE.CLIENT} sso={null} changeRoleTo="/authentication/register" />,
  );
  const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label, { selector: "input" });
  const fill = async (label: RegExp, text: string) => {
    await view.user.click(field(label));
    await view.user.paste(text);
  };
  return {
    ...view,
    field,
    fill,
    next: () => view.user.click(screen.getByTestId("register-next")),
    step: () => screen.getByRole("heading", { level: 2 }).textContent,
    /** Waits for a step: its heading shows and takes the focus (screen readers announce the new step). */
    reached: (name: string) =>
      vi.waitFor(() => {
        const heading = screen.getByRole("heading", { level: 2 });
        expect(heading.textContent).toBe(name);
        expect(document.activeElement).toBe(heading);
      }),
    fillAccount: async (password = "secret123") => {
      await fill(/^First name/, "Giulia");
      await fill(/^Last name/, "Bianchi");
      await fill(/^Work e-mail/, "giulia@acme.it");
      await fill(/^Password/, "secret123");
      await fill(/^Confirm password/, password);
    },
  };
}

describe("RegisterStepper", () => {
  it("keeps the account step until its fields are valid, and asks the server nothing before", async () => {
    const { next, step, field, fillAccount } = show();
    await next();
    expect(field(/^First name/).getAttribute("aria-invalid")).toBe("true");
    expect((await screen.findAllByText("This field is required.")).length).toBeGreaterThanOrEqual(4);

    await fillAccount("secret124");
    await next();
    expect(await screen.findByText("The passwords do not match.")).toBeTruthy();
    expect(step()).toBe("Step 1 of 3: Account");
    expect(sent("auth/checkEmail")).toEqual([]);
  });

  it("shows a taken e-mail under the e-mail field and stays on the account step", async () => {
    answers["/api/auth/checkEmail"] = refused(409, "auth.email_taken");
    const { next, step, field, fillAccount } = show();
    await fillAccount();
    await next();
    expect(await screen.findByText("This e-mail is already registered.")).toBeTruthy();
    expect(field(/^Work e-mail/).getAttribute("aria-invalid")).toBe("true");
    expect(step()).toBe("Step 1 of 3: Account");
    expect(sent("auth/checkEmail")).toEqual([{ email: "giulia@acme.it", role: ROLE.CLIENT, language: "en" }]);
  });

  it("walks the three steps: VAT checked here and by the server, terms required, then the register body", async () => {
    const { user, fill, next, reached, fillAccount } = show();
    await fillAccount();
    await next();
    await reached("Step 2 of 3: Company");

    await fill(/^Company name/, "Acme Srl");
    await fill(/^VAT number/, "123");
    await next();
    expect(
      await screen.findByText("Invalid Italian VAT number: 11 digits with a correct check digit."),
    ).toBeTruthy();
    expect(sent("auth/checkPiva")).toEqual([]);

    await user.clear(screen.getByLabelText(/^VAT number/, { selector: "input" }));
    await fill(/^VAT number/, "01234567897");
    await next();
    await reached("Step 3 of 3: Confirm");
    expect(sent("auth/checkPiva")).toEqual([
      { vat_number: "01234567897", foreign_company: 0, role: ROLE.CLIENT, language: "en" },
    ]);
    // The summary repeats what will be sent.
    expect(screen.getByText("Giulia Bianchi")).toBeTruthy();
    expect(screen.getByText("Acme Srl")).toBeTruthy();

    await next();
    expect(await screen.findByText("You must accept the terms and privacy policy to continue.")).toBeTruthy();
    expect(sent("auth/register")).toEqual([]);

    await user.click(screen.getByRole("checkbox", { name: /I accept the terms/ }));
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Check your e-mail")).toBeTruthy();
    expect(sent("auth/register")).toEqual([
      {
        role_id: ROLE.CLIENT,
        firstname: "Giulia",
        lastname: "Bianchi",
        email: "giulia@acme.it",
        password: "secret123",
        company_name: "Acme Srl",
        vat_number: "01234567897",
        foreign_company: 0,
        language: "en",
        terms_accepted: true,
        newsletter: 0,
      },
    ]);
  });

  it("takes the user back to the company step when the server finds the VAT number taken", async () => {
    answers["/api/auth/register"] = refused(409, "auth.vat_taken");
    const { user, fill, next, step, reached, fillAccount } = show();
    await fillAccount();
    await next();
    await reached("Step 2 of 3: Company");
    await fill(/^Company name/, "Acme Srl");
    await fill(/^VAT number/, "01234567897");
    await next();
    await reached("Step 3 of 3: Confirm");
    await user.click(screen.getByRole("checkbox", { name: /I accept the terms/ }));
    await next();
    expect(await screen.findByText("A company with this VAT number is already registered.")).toBeTruthy();
    expect(step()).toBe("Step 2 of 3: Company");
    expect(screen.getByLabelText(/^VAT number/, { selector: "input" }).getAttribute("aria-invalid")).toBe(
      "true",
    );
  });
});
