// @vitest-environment happy-dom
import { ERRORS } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { ApiError } from "../api/api-error.ts";
import { applyServerFieldErrors } from "./apply-server-errors.ts";
import { FormSelectField } from "./form-select-field.tsx";
import { FormTextField } from "./form-text-field.tsx";

type Values = { name: string; role: number };

/** An invitation form whose submit fails with the server's field errors, as the API answers a 400. */
function Invite({ onSubmit, failWith }: { onSubmit: (values: Values) => void; failWith?: ApiError }) {
  const { control, handleSubmit, setError } = useForm<Values>({ defaultValues: { name: "", role: 2 } });
  const submit = (values: Values) => {
    onSubmit(values);
    if (failWith) applyServerFieldErrors(failWith, setError, ["name", "role"], "en");
  };
  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      <FormTextField control={control} name="name" label="Name" />
      <FormSelectField
        control={control}
        name="role"
        label="Role"
        data-testid="invite-role"
        options={[
          { value: 2, label: "Client", testId: "invite-role-2" },
          { value: 3, label: "Supplier", testId: "invite-role-3" },
        ]}
      />
      <button type="submit">Invite</button>
    </form>
  );
}

describe("FormSelectField", () => {
  it("shows the form's value, lists the options with their test ids and submits the one picked", async () => {
    const onSubmit = vi.fn();
    const { user } = renderScreen(<Invite onSubmit={onSubmit} />);
    const select = screen.getByRole("combobox", { name: "Role" });
    expect(select.textContent).toBe("Client");
    expect(screen.getByTestId("invite-role")).toBeTruthy();
    await user.click(select);
    await user.click(screen.getByTestId("invite-role-3"));
    expect(screen.getByRole("combobox", { name: "Role" }).textContent).toBe("Supplier");
    await user.click(screen.getByRole("button", { name: "Invite" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: "", role: 3 });
  });
});

describe("applyServerFieldErrors", () => {
  it("puts the server's field errors under the matching fields and focuses the first", async () => {
    const failWith = new ApiError(400, "validation.failed", "Invalid", [
      { field: "name", code: "validation.required", message: "Name is needed" },
      { field: "role", code: "team.role_not_allowed", message: "Role not allowed" },
      { field: "unknown", code: "validation.required", message: "Not a field of this form" },
    ]);
    const { user } = renderScreen(<Invite onSubmit={vi.fn()} failWith={failWith} />);
    await user.click(screen.getByRole("button", { name: "Invite" }));
    const alerts = screen.getAllByRole("alert");
    expect(alerts).toHaveLength(2);
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      "Name is needed",
      ERRORS["team.role_not_allowed"].en,
    ]);
    expect(screen.queryByText("Not a field of this form")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Name" }));
  });

  it("reports whether an error landed on the form", () => {
    const setError = vi.fn();
    const other = new ApiError(400, "validation.failed", "Invalid", [
      { field: "elsewhere", code: "validation.required", message: "x" },
    ]);
    expect(applyServerFieldErrors(other, setError, ["name"], "en")).toBe(false);
    expect(applyServerFieldErrors(new Error("offline"), setError, ["name"], "en")).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
