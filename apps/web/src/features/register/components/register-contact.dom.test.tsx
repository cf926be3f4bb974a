// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { RegisterStepper } from "./register-stepper.tsx";

// A registration link from the open area: the lead pre-fills the form and says what registering will do.
const LEAD = {
  email: "carla@cliente.test",
  firstname: "Carla",
  lastname: null,
  company_name: "Verdi Spa",
  language: "en" as const,
  kind: "availability" as const,
  profile: { id: 41, title: "Senior Java developer" },
  need: null,
  expires_at: "2031-01-01T00:00:00.000Z",
};

beforeEach(() => {
  stubFetch({ "POST /api/encoded_value/listRegister": ok({ how_do_you_know: [] }) });
});
afterEach(() => vi.unstubAllGlobals());

describe("RegisterStepper with an open-area contact", () => {
  it("pre-fills the account fields and explains that the availability request follows registration", () => {
    renderScreen(
      <RegisterStepper
        role={ROLE.CLIENT}
        sso={null}
        changeRoleTo="/authentication/register"
        contact={{ token: "c".repeat(43), lead: LEAD }}
      />,
    );
    expect(screen.getByTestId("register-contact-notice").textContent).toContain(
      "Your availability request for “Senior Java developer” is sent to the supplier",
    );
    expect(screen.getByDisplayValue("carla@cliente.test")).toBeTruthy();
    expect(screen.getByDisplayValue("Carla")).toBeTruthy();
  });

  it("says in Italian that a need lead becomes the client's need", () => {
    renderScreen(
      <RegisterStepper
        role={ROLE.CLIENT}
        sso={null}
        changeRoleTo="/authentication/register"
        contact={{
          token: "c".repeat(43),
          lead: { ...LEAD, kind: "need", profile: null, need: { title: "Team Java", type: "tm" } },
        }}
      />,
      { language: "it" },
    );
    expect(screen.getByTestId("register-contact-notice").textContent).toContain(
      "Il tuo fabbisogno «Team Java» sarà creato nel tuo account",
    );
  });
});
