// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession } from "../../../shared/session/session-store.ts";
import { apiFailure, type FetchCall, type FetchReply, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { ConfigurationPage } from "./configuration-page.tsx";

// The http boundary is fetch: the page, the form, the feature's api hooks and the shared client run for real.
const STORED = {
  maintenance: { enabled: false, message_it: "", message_en: "" },
  default_product_version: 2,
  documentation_days: 30,
  sales_email: "sales@marketplace.local",
  embedding_hosts: ["https://partner.example"],
  support_chat: { enabled: false, provider: "crisp", site_id: "" },
};

let calls: FetchCall[];
let saveAnswer: (call: FetchCall) => FetchReply;
beforeEach(() => {
  saveAnswer = (call) => ok(call.body);
  calls = stubFetch((call) => {
    if (call.path === "/api/admin/configuration" && call.method === "GET") return ok(STORED);
    if (call.path === "/api/admin/configuration" && call.method === "PUT") return saveAnswer(call);
    return apiFailure(404, "common.not_found");
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const puts = () => calls.filter((c) => c.method === "PUT");

describe("configuration screen", () => {
  it("the Administrator switches maintenance on with a message and saves every setting", async () => {
    signIn(ROLE.ADMINISTRATOR, "staff");
    const { user } = renderScreen(<ConfigurationPage />);
    const days = await screen.findByTestId("config-days");
    expect(days).toHaveProperty("value", "30");
    await user.click(screen.getByTestId("config-maintenance"));
    expect(screen.getByText(/Maintenance mode is on/)).toBeTruthy();
    await user.type(screen.getByTestId("config-message-en"), "Back at 10:00");
    await user.clear(days);
    await user.type(days, "45");
    const hosts = screen.getByTestId("config-hosts");
    await user.type(hosts, "\n  https://*.brand.example  \n");
    await user.click(screen.getByTestId("config-save"));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({
      ...STORED,
      maintenance: { enabled: true, message_it: "", message_en: "Back at 10:00" },
      documentation_days: 45,
      embedding_hosts: ["https://partner.example", "https://*.brand.example"],
    });
    expect(await screen.findByText("Configuration saved.")).toBeTruthy();
  });

  it("shows a message under each bad field and sends nothing", async () => {
    signIn(ROLE.ADMINISTRATOR, "staff");
    const { user } = renderScreen(<ConfigurationPage />);
    const days = await screen.findByTestId("config-days");
    await user.clear(days);
    await user.type(days, "400");
    const sales = screen.getByTestId("config-sales");
    await user.clear(sales);
    await user.type(sales, "sales-at-example");
    await user.type(screen.getByTestId("config-hosts"), "\nhttps://bad.example/path");
    await user.click(screen.getByTestId("config-save"));
    expect(await screen.findByText("Enter a valid e-mail address.")).toBeTruthy();
    expect(
      screen.getByText("Line 2: Enter an origin such as https://partner.example (no path)."),
    ).toBeTruthy();
    expect(screen.getByText("Invalid value.")).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it("puts the API's field errors under the fields, a host's with its line", async () => {
    signIn(ROLE.ADMINISTRATOR, "staff");
    saveAnswer = () =>
      apiFailure(400, "validation.failed", [
        { field: "embedding_hosts.0", code: "validation.host", message: "" },
        { field: "maintenance.message_it", code: "validation.too_long", message: "" },
      ]);
    const { user } = renderScreen(<ConfigurationPage />);
    await user.click(await screen.findByTestId("config-save"));
    expect(
      await screen.findByText("Line 1: Enter an origin such as https://partner.example (no path)."),
    ).toBeTruthy();
    expect(screen.getByTestId("config-message-it").closest(".MuiFormControl-root")?.textContent).toMatch(
      /too long|characters/i,
    );
  });

  it("the support chat: the site id is checked against the chosen provider's format, then saved", async () => {
    signIn(ROLE.ADMINISTRATOR, "staff");
    const { user } = renderScreen(<ConfigurationPage />);
    await user.click(await screen.findByTestId("config-chat-enabled"));
    await user.click(screen.getByTestId("config-save"));
    expect(await screen.findByText("This field is required.")).toBeTruthy();
    const site = screen.getByTestId("config-chat-site");
    await user.type(site, "5f1a2b3c4d5e6f7a8b9c0d1e/1h2j3k4l5");
    await user.click(screen.getByTestId("config-save"));
    expect(await screen.findByText(/Enter the Crisp Website ID/)).toBeTruthy();
    expect(puts()).toHaveLength(0);
    await user.click(screen.getByRole("combobox", { name: "Provider" }));
    await user.click(await screen.findByTestId("config-chat-provider-tawk"));
    expect(screen.getByLabelText("Tawk.to Property ID/Widget ID")).toBeTruthy();
    await user.click(screen.getByTestId("config-save"));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({
      support_chat: { enabled: true, provider: "tawk", site_id: "5f1a2b3c4d5e6f7a8b9c0d1e/1h2j3k4l5" },
    });
  });

  it("Admin Management sees the values read-only, without a save button", async () => {
    signIn(ROLE.ADMIN_MANAGEMENT, "staff");
    renderScreen(<ConfigurationPage />, { language: "it" });
    const days = await screen.findByTestId("config-days");
    expect(days).toHaveProperty("disabled", true);
    expect(screen.getByTestId("config-maintenance")).toHaveProperty("disabled", true);
    expect(screen.getByTestId("config-chat-site")).toHaveProperty("disabled", true);
    expect(screen.getByText(/solo un Amministratore può modificarla/)).toBeTruthy();
    expect(screen.queryByTestId("config-save")).toBeNull();
  });
});
