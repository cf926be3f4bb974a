// @vitest-environment happy-dom
import type { ServiceFile } from "@mkt/contracts";
import { useMutation } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../shared/api/api-error.ts";
import { renderScreen } from "../../../test/render.tsx";
import { EMPTY_SERVICE, type ServiceFormValues } from "../service-form-model.ts";
import { ServiceBrochuresField } from "./service-brochures-field.tsx";

// The HTTP boundary is the feature's api module: each test says how the upload of one file goes.
const upload = vi.fn<(file: File, onProgress: (percent: number) => void) => Promise<ServiceFile>>();
vi.mock("../api.ts", () => ({
  useUploadServiceFile: (onProgress: (percent: number) => void) =>
    useMutation({ mutationFn: (file: File) => upload(file, onProgress) }),
}));

afterEach(() => upload.mockReset());

let submitted: ServiceFormValues | null = null;

function Harness({ initial = EMPTY_SERVICE }: { initial?: ServiceFormValues }) {
  const { control, handleSubmit } = useForm<ServiceFormValues>({ defaultValues: initial });
  return (
    <form
      onSubmit={handleSubmit((values) => {
        submitted = values;
      })}
    >
      <ServiceBrochuresField control={control} disabled={false} />
      <button type="submit">Save</button>
    </form>
  );
}

const pdf = (name: string, size = 1000) => {
  const file = new File(["%PDF-1.4"], name, { type: "application/pdf" });
  Object.defineProperty(file, "size", { value: size });
  return file;
};
const choose = (file: File) =>
  fireEvent.change(screen.getByTestId("service-brochure-input"), { target: { files: [file] } });

describe("ServiceBrochuresField", () => {
  it("uploads a PDF with its progress, lists it and saves it into the content's attachments", async () => {
    let finish: (file: ServiceFile) => void = () => {};
    upload.mockImplementation(
      (_file, onProgress) =>
        new Promise((resolve) => {
          onProgress(40);
          finish = resolve;
        }),
    );
    const { user } = renderScreen(<Harness />);
    expect(screen.getByText("No brochure yet.")).toBeTruthy();
    choose(pdf("Offer.pdf"));
    expect(await screen.findByText("Uploading… 40%")).toBeTruthy();
    expect(screen.getByTestId("service-add-brochure").hasAttribute("disabled")).toBe(true);
    expect(upload.mock.calls[0]?.[0].name).toBe("Offer.pdf");
    finish({ file_id: 31, name: "Offer.pdf", size: 1000 });
    expect(await screen.findByText("Offer.pdf")).toBeTruthy();
    expect(screen.queryByTestId("service-brochure-progress")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(submitted?.attachments).toEqual([{ file_id: 31, name: "Offer.pdf" }]));
  });

  it("refuses a file that is not a PDF or too large before sending it, and shows the API's refusal", async () => {
    renderScreen(<Harness />);
    choose(new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect((await screen.findByTestId("service-brochure-error")).textContent).toBe("Choose a PDF file.");
    choose(pdf("huge.pdf", 11 * 1024 * 1024));
    expect((await screen.findByTestId("service-brochure-error")).textContent).toBe(
      "The file is larger than 10 MB.",
    );
    expect(upload).not.toHaveBeenCalled();

    upload.mockRejectedValue(new ApiError(415, "upload.wrong_type", ""));
    choose(pdf("fake.pdf"));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByTestId("service-brochure-error").textContent).toBe(
        "This file type is not allowed: check the accepted formats.",
      ),
    );
    expect(screen.queryAllByTestId("service-brochure")).toHaveLength(0);
  });

  it("removes a brochure and offers no upload once three are listed", async () => {
    const initial: ServiceFormValues = {
      ...EMPTY_SERVICE,
      attachments: [
        { file_id: 1, name: "One.pdf" },
        { file_id: 2, name: "Two.pdf" },
        { file_id: 3, name: "Three.pdf" },
      ],
    };
    const { user } = renderScreen(<Harness initial={initial} />);
    expect(screen.getAllByTestId("service-brochure")).toHaveLength(3);
    expect(screen.queryByTestId("service-add-brochure")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Remove Two.pdf" }));
    const rows = screen.getAllByTestId("service-brochure");
    expect(rows.map((row) => within(row).getByText(/\.pdf$/).textContent)).toEqual(["One.pdf", "Three.pdf"]);
    expect(screen.getByTestId("service-add-brochure")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(submitted?.attachments).toEqual([
        { file_id: 1, name: "One.pdf" },
        { file_id: 3, name: "Three.pdf" },
      ]),
    );
  });
});
