// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../shared/api/api-error.ts";
import { renderScreen } from "../../test/render.tsx";
import { IncomingProposalDialog } from "./incoming-proposal-dialog.tsx";
import { incomingRequest } from "./incoming-test-data.ts";

// The upload boundary: the shared multipart upload (XMLHttpRequest underneath). The dialog, its contract schema,
// its rules and the feature's api hook run for real.
const upload = vi.hoisted(() => ({ calls: [] as { path: string; form: FormData }[], result: vi.fn() }));
vi.mock("../../shared/api/transfer.ts", () => ({
  uploadForm: (path: string, form: FormData) => {
    upload.calls.push({ path, form });
    return upload.result();
  },
}));

const request = incomingRequest();

beforeEach(() => {
  upload.calls = [];
  upload.result.mockReset();
  upload.result.mockResolvedValue(
    incomingRequest({}, { status: "quoted", answered_at: "2031-04-21T09:00:00.000Z" }),
  );
});

async function fill(user: ReturnType<typeof renderScreen>["user"], price: string, delivery: string) {
  await user.type(screen.getByTestId("incoming-proposal-price"), price);
  const date = screen.getByTestId("incoming-proposal-delivery");
  await user.clear(date);
  await user.type(date, delivery);
  await user.type(screen.getByTestId("incoming-proposal-note"), "Two testers, report in English.");
}

describe("IncomingProposalDialog", () => {
  it("refuses a delivery date after the request's deadline and sends nothing", async () => {
    const onClose = vi.fn();
    const { user } = renderScreen(
      <IncomingProposalDialog request={request} targetId={7} onClose={onClose} />,
    );
    expect(screen.getByText(/By 30\/06\/2031/)).toBeTruthy();
    await fill(user, "5500", "2031-07-01");
    await user.click(screen.getByTestId("incoming-proposal-submit"));
    expect(await screen.findByText("Delivery cannot be later than the project's deadline.")).toBeTruthy();
    expect(upload.calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("asks for a price", async () => {
    const { user } = renderScreen(
      <IncomingProposalDialog request={request} targetId={7} onClose={vi.fn()} />,
    );
    await user.click(screen.getByTestId("incoming-proposal-submit"));
    await waitFor(() =>
      expect(screen.getByTestId("incoming-proposal-price").getAttribute("aria-invalid")).toBe("true"),
    );
    expect(upload.calls).toHaveLength(0);
  });

  it("posts price, delivery date and note to the target's proposal, then closes", async () => {
    const onClose = vi.fn();
    const { user } = renderScreen(
      <IncomingProposalDialog request={request} targetId={7} onClose={onClose} />,
    );
    await fill(user, "5500", "2031-06-30");
    await user.click(screen.getByTestId("incoming-proposal-submit"));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(upload.calls).toHaveLength(1);
    const [call] = upload.calls;
    expect(call?.path).toBe("service-requests/targets/7/proposal");
    expect(Object.fromEntries(call?.form.entries() ?? [])).toEqual({
      price: "5500",
      delivery_date: "2031-06-30",
      note: "Two testers, report in English.",
    });
  });

  it("sends the chosen PDF in file", async () => {
    const onClose = vi.fn();
    const { user } = renderScreen(
      <IncomingProposalDialog request={request} targetId={7} onClose={onClose} />,
    );
    await fill(user, "5500", "2031-06-01");
    const pdf = new File(["%PDF-1.4"], "offer.pdf", { type: "application/pdf" });
    await user.upload(screen.getByTestId("incoming-proposal-file-input"), pdf);
    expect(screen.getByTestId("incoming-proposal-file").textContent).toContain("offer.pdf");
    await user.click(screen.getByTestId("incoming-proposal-submit"));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const file = upload.calls[0]?.form.get("file");
    expect(file instanceof File ? file.name : null).toBe("offer.pdf");
  });

  it("puts the API's field errors under the fields and stays open", async () => {
    upload.result.mockRejectedValue(
      new ApiError(400, "validation.failed", "", [
        { field: "delivery_date", code: "validation.after_deadline", message: "Too late for the client." },
      ]),
    );
    const onClose = vi.fn();
    const { user } = renderScreen(
      <IncomingProposalDialog request={request} targetId={7} onClose={onClose} />,
    );
    await fill(user, "5500", "2031-06-30");
    await user.click(screen.getByTestId("incoming-proposal-submit"));
    expect(await screen.findByText("Too late for the client.")).toBeTruthy();
    expect(screen.getByTestId("incoming-proposal-delivery").getAttribute("aria-invalid")).toBe("true");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows a refusal that names no field above the form", async () => {
    upload.result.mockRejectedValue(
      new ApiError(409, "service_requests.already_answered", "Already answered."),
    );
    const { user } = renderScreen(
      <IncomingProposalDialog request={request} targetId={7} onClose={vi.fn()} />,
    );
    await fill(user, "5500", "2031-06-30");
    await user.click(screen.getByTestId("incoming-proposal-submit"));
    expect(await screen.findByRole("alert")).toBeTruthy();
  });
});
