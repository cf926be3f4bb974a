// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchCall as Call, notFound, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { dayFromToday, request, target } from "../service-requests-test-support.ts";
import { addToShortlist, getShortlist, SHORTLIST_KEY } from "../shortlist.ts";
import { RequestDialog } from "./request-dialog.tsx";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderDialog() {
  const onClose = vi.fn();
  const view = renderScreen(
    <Routes>
      <Route path="/find_services" element={<RequestDialog onClose={onClose} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: "/find_services" },
  );
  return { ...view, onClose };
}

let calls: Call[];
let answer: (call: Call) => Response;
beforeEach(() => {
  sessionStorage.removeItem(SHORTLIST_KEY);
  addToShortlist({ id: 11, title: "Cloud migration", supplier: "Nuvola Srl" });
  addToShortlist({ id: 12, title: "Security audit", supplier: "Scudo Spa" });
  answer = () => notFound();
  calls = stubFetch((call) => answer(call));
});
afterEach(() => vi.unstubAllGlobals());

const scope = "We need the ERP moved to AWS with no downtime.";

describe("RequestDialog", () => {
  it("lists the shortlisted services and removes one", async () => {
    const { user } = renderDialog();
    const list = screen.getByTestId("service-request-services");
    expect(list.textContent).toContain("Cloud migration");
    expect(list.textContent).toContain("Scudo Spa");
    await user.click(screen.getByRole("button", { name: "Remove Security audit" }));
    expect(screen.getByTestId("service-request-services").textContent).not.toContain("Security audit");
    expect(getShortlist().map((i) => i.id)).toEqual([11]);
  });

  it("shows field errors for an empty scope and a past deadline, and sends nothing", async () => {
    const { user } = renderDialog();
    await user.type(screen.getByTestId("request-title"), "ERP migration");
    await user.type(screen.getByTestId("request-deadline"), dayFromToday(-3));
    await user.click(screen.getByTestId("service-request-send"));
    const alerts = await screen.findAllByRole("alert");
    const texts = alerts.map((a) => a.textContent);
    expect(texts).toContain("This field is required.");
    expect(texts).toContain("Choose a future date.");
    expect(calls).toHaveLength(0);
  });

  it("refuses a deadline before the desired start", async () => {
    const { user } = renderDialog();
    await user.type(screen.getByTestId("request-title"), "ERP migration");
    await user.type(screen.getByTestId("request-scope"), scope);
    await user.type(screen.getByTestId("request-start"), dayFromToday(20));
    await user.type(screen.getByTestId("request-deadline"), dayFromToday(10));
    await user.click(screen.getByTestId("service-request-send"));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The end date cannot be before the start date.",
    );
    expect(calls).toHaveLength(0);
  });

  it("posts the request body, empties the shortlist and opens the request", async () => {
    answer = (call) =>
      call.method === "POST" && call.path === "/api/service-requests"
        ? Response.json(ok(request({ id: 31, targets: [target({ id: 1 }), target({ id: 2 })] })), {
            status: 201,
          })
        : notFound();
    const { user, onClose } = renderDialog();
    const deadline = dayFromToday(30);
    await user.type(screen.getByTestId("request-title"), "ERP migration");
    await user.type(screen.getByTestId("request-scope"), scope);
    await user.type(screen.getByTestId("request-budget"), "12000");
    await user.type(screen.getByTestId("request-deadline"), deadline);
    await user.click(screen.getByTestId("service-request-send"));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/service_requests/31"));
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/service-requests",
        body: {
          service_ids: [11, 12],
          title: "ERP migration",
          scope,
          budget: 12000,
          start_date: null,
          deadline,
        },
      },
    ]);
    expect(getShortlist()).toEqual([]);
    expect(onClose).toHaveBeenCalled();
  });

  it("puts the API's field errors under the fields and other refusals on top", async () => {
    answer = () =>
      Response.json(
        {
          success: false,
          data: null,
          message: "Invalid data.",
          code: "validation.failed",
          errors: [{ field: "deadline", code: "validation.future_date", message: "Choose a future date." }],
        },
        { status: 400 },
      );
    const { user } = renderDialog();
    await user.type(screen.getByTestId("request-title"), "ERP migration");
    await user.type(screen.getByTestId("request-scope"), scope);
    await user.type(screen.getByTestId("request-deadline"), dayFromToday(30));
    await user.click(screen.getByTestId("service-request-send"));
    const deadlineField = screen
      .getByTestId("request-deadline")
      .closest(".MuiFormControl-root") as HTMLElement;
    expect((await within(deadlineField).findByRole("alert")).textContent).toBe("Choose a future date.");

    answer = () =>
      Response.json(
        {
          success: false,
          data: null,
          message: "You already asked this service for a quote.",
          code: "service_requests.already_requested",
        },
        { status: 409 },
      );
    await user.type(screen.getByTestId("request-budget"), "1");
    await user.click(screen.getByTestId("service-request-send"));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(
      await within(screen.getByTestId("service-request-dialog")).findByText(
        "You already have an open request for one of these services.",
      ),
    ).toBeTruthy();
    expect(getShortlist()).toHaveLength(2);
  });
});
