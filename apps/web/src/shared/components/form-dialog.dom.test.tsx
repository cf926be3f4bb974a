// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { ApiError } from "../api/api-error.ts";
import { applyServerFieldErrors } from "../forms/apply-server-errors.ts";
import { FormTextField } from "../forms/form-text-field.tsx";
import { FormDialog } from "./form-dialog.tsx";

/** A one-field form in the dialog, wired as the features do: a failed call puts its field errors under the inputs. */
function NoteDialog({
  call,
  pending = false,
  onClose = () => {},
}: {
  call: () => Promise<void>;
  pending?: boolean;
  onClose?: () => void;
}) {
  const { control, handleSubmit, setError } = useForm({ defaultValues: { note: "" } });
  const onSubmit = handleSubmit(async () => {
    try {
      await call();
    } catch (error) {
      applyServerFieldErrors(error, setError, ["note"], "en");
    }
  });
  return (
    <FormDialog
      title="Reject"
      onClose={onClose}
      onSubmit={onSubmit}
      pending={pending}
      cancelLabel="Cancel"
      submitLabel="Send"
    >
      <FormTextField control={control} name="note" label="Note" />
    </FormDialog>
  );
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });

describe("FormDialog (interactive)", () => {
  it("disables submit and Cancel while the call is pending, and Escape does not close it", async () => {
    const onClose = vi.fn();
    const { user } = renderScreen(<NoteDialog call={async () => {}} pending onClose={onClose} />);
    expect(button("Send").disabled).toBe(true);
    expect(button("Cancel").disabled).toBe(true);
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the ApiError's field error under its input", async () => {
    const failure = new ApiError(400, "validation.failed", "Invalid", [
      { field: "note", code: "validation.too_long", message: "At most 200 characters." },
    ]);
    const { user } = renderScreen(<NoteDialog call={() => Promise.reject(failure)} />);
    await user.click(button("Send"));
    expect((await screen.findByRole("alert")).textContent).toBe("At most 200 characters.");
    const note = screen.getByRole("textbox", { name: "Note" });
    expect(note.getAttribute("aria-invalid")).toBe("true");
    expect(note.getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
  });

  it("calls onClose on Cancel", async () => {
    const onClose = vi.fn();
    const { user } = renderScreen(<NoteDialog call={async () => {}} onClose={onClose} />);
    await user.click(button("Cancel"));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
