// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiFailure, type FetchCall, type FetchReply, ok, stubFetch } from "../../test/fetch-stub.ts";
import { renderScreen } from "../../test/render.tsx";
import { OpenAvailabilityDialog } from "./open-availability-dialog.tsx";

// The http boundary is fetch: the dialog, the contracts' schema, the api hook and the shared client run for real.
let calls: FetchCall[] = [];
let answer: (call: FetchCall) => FetchReply;
const TOKEN = "t".repeat(43);

beforeEach(() => {
  answer = () => ok({ sent: true, email: "carla@cliente.test" });
  calls = stubFetch((call) => answer(call));
});
afterEach(() => vi.unstubAllGlobals());

function show(language: "it" | "en" = "en") {
  const onClose = vi.fn();
  const view = renderScreen(
    <OpenAvailabilityDialog
      token={TOKEN}
      profile={{ id: 41, title: "Senior Java developer" }}
      onClose={onClose}
    />,
    { language },
  );
  const fill = async (testId: string, text: string) => {
    await view.user.click(screen.getByTestId(testId));
    await view.user.paste(text);
  };
  const send = () => view.user.click(screen.getByTestId("open-ask-submit"));
  return { ...view, onClose, fill, send };
}

const posts = () => calls.filter((c) => c.path === "/api/open/requestAvailableProfile");

describe("OpenAvailabilityDialog", () => {
  it("names each problem under its field and sends nothing", async () => {
    const { fill, send } = show();
    await fill("open-ask-email", "nope");
    await fill("open-ask-firstname", "C");
    await send();
    expect(await screen.findByText("Enter a valid e-mail address.")).toBeTruthy();
    expect(screen.getByText("Enter at least 2 characters.")).toBeTruthy();
    expect(screen.getByText("You must accept the terms and privacy policy to continue.")).toBeTruthy();
    expect(screen.getByTestId("open-ask-email").getAttribute("aria-invalid")).toBe("true");
    expect(posts()).toEqual([]);
  });

  it("sends the visit's token, the profile and the contact, then confirms with the address", async () => {
    const { user, fill, send, onClose } = show();
    await fill("open-ask-email", "Carla@Cliente.test");
    await fill("open-ask-company", "Verdi Spa");
    await user.click(screen.getByRole("checkbox"));
    await send();
    expect(await screen.findByText(/We sent carla@cliente.test the link to register/)).toBeTruthy();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.body).toMatchObject({
      token: TOKEN,
      profile_id: 41,
      email: "carla@cliente.test",
      company_name: "Verdi Spa",
      consent: true,
      language: "en",
    });
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("puts the server's refusal under the e-mail, or above the buttons when it is not a field's (Italian)", async () => {
    answer = () => apiFailure(429, "open.contact_rate_limited");
    const { user, fill, send } = show("it");
    expect(screen.getByText(/Senior Java developer/)).toBeTruthy();
    await fill("open-ask-email", "carla@cliente.test");
    await user.click(screen.getByRole("checkbox"));
    await send();
    expect(
      await screen.findByText("Hai già inviato troppe richieste con questo indirizzo oggi: riprova domani."),
    ).toBeTruthy();
    answer = () =>
      apiFailure(400, "common.validation", [{ field: "email", code: "validation.email", message: "" }]);
    await send();
    expect(await screen.findByText("Inserisci un indirizzo e-mail valido.")).toBeTruthy();
    expect(screen.getByTestId("open-ask-email").getAttribute("aria-invalid")).toBe("true");
  });
});
