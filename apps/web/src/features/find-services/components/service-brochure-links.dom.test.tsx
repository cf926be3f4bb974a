// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiFailure, type FetchCall, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { ServiceBrochureLinks } from "./service-brochure-links.tsx";

// The HTTP boundary is fetch; the shared download helper runs for real and hands the file to an <a download>.
let calls: FetchCall[] = [];
let status = 200;
let clicked: { href: string; download: string }[] = [];

beforeEach(() => {
  clicked = [];
  status = 200;
  calls = stubFetch(() =>
    status === 200
      ? new Response(new Blob(["%PDF-1.4"], { type: "application/pdf" }), { status: 200 })
      : apiFailure(status, "services.not_found"),
  );
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:brochure");
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ServiceBrochureLinks", () => {
  it("shows nothing for a service without brochures", () => {
    renderScreen(<ServiceBrochureLinks serviceId={9} attachments={[]} />);
    expect(screen.queryByTestId("service-detail-brochures")).toBeNull();
  });

  it("downloads a brochure of the service under its name", async () => {
    const { user } = renderScreen(
      <ServiceBrochureLinks
        serviceId={9}
        attachments={[
          { file_id: 5, name: "Audit brochure.pdf" },
          { file_id: 6, name: "Prices.pdf" },
        ]}
      />,
    );
    expect(screen.getByText("Brochures")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Prices.pdf" }));
    await waitFor(() => expect(clicked).toEqual([{ href: "blob:brochure", download: "Prices.pdf" }]));
    expect(calls.map((c) => c.path)).toEqual(["/api/services/9/files/6"]);
  });

  it("says so when the download fails, in the reader's language", async () => {
    status = 404;
    const { user } = renderScreen(
      <ServiceBrochureLinks serviceId={9} attachments={[{ file_id: 5, name: "Audit.pdf" }]} />,
      { language: "it" },
    );
    await user.click(screen.getByRole("button", { name: "Audit.pdf" }));
    expect(
      await screen.findByText("Non è stato possibile scaricare la brochure: Servizio non trovato."),
    ).toBeTruthy();
    expect(clicked).toEqual([]);
  });
});
