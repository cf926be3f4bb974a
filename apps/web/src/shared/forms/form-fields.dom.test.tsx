// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { renderScreen } from "../../test/render.tsx";
import { contractResolver } from "./contract-resolver.ts";
import { FormCheckbox } from "./form-checkbox.tsx";
import { FormTextField } from "./form-text-field.tsx";
import { PasswordField } from "./password-field.tsx";

type Values = { email: string; password: string; terms: boolean };

const schema = z.object({
  email: z.email(),
  password: z.string().min(8),
  terms: z.literal(true),
});

/** A small sign-up form: the fields under test, bound to react-hook-form with the contracts' resolver. */
function SignUp({ onValid }: { onValid: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: { email: "", password: "", terms: false },
    resolver: contractResolver<Values>(schema),
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <FormTextField control={control} name="email" label="E-mail" helperText="Your work address" />
      <PasswordField control={control} name="password" label="Password" />
      <FormCheckbox control={control} name="terms" label="I accept the terms" required />
      <button type="submit">Sign up</button>
    </form>
  );
}

const show = () => {
  const onValid = vi.fn();
  const view = renderScreen(<SignUp onValid={onValid} />);
  return { ...view, onValid };
};
const email = () => screen.getByRole<HTMLInputElement>("textbox", { name: "E-mail" });
const password = () => screen.getByLabelText<HTMLInputElement>("Password");
const terms = () => screen.getByRole<HTMLInputElement>("checkbox", { name: "I accept the terms" });

describe("form fields", () => {
  it("show their helper text until an error replaces it, announced and tied to the input", async () => {
    const { user, onValid } = show();
    expect(screen.getByText("Your work address")).toBeTruthy();
    await user.type(email(), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(onValid).not.toHaveBeenCalled();
    expect(email().getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText("Your work address")).toBeNull();
    const alerts = screen.getAllByRole("alert");
    expect(alerts).toHaveLength(3);
    expect(email().getAttribute("aria-describedby")).toContain(alerts[0]?.id);
    expect(terms().getAttribute("aria-invalid")).toBe("true");
    expect(terms().getAttribute("aria-describedby")).toBe(alerts[2]?.id);
    expect(terms().getAttribute("aria-required")).toBe("true");
  });

  it("submit the typed and ticked values once valid", async () => {
    const { user, onValid } = show();
    await user.type(email(), "ada@example.com");
    await user.type(password(), "long enough");
    await user.click(terms());
    expect(terms().checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(onValid).toHaveBeenCalledOnce();
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      email: "ada@example.com",
      password: "long enough",
      terms: true,
    });
    expect(screen.queryAllByRole("alert")).toHaveLength(0);
  });

  it("the password field hides the password until asked to show it", async () => {
    const { user } = show();
    await user.type(password(), "secret-pass");
    expect(password().type).toBe("password");
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    await user.click(toggle);
    expect(password().type).toBe("text");
    expect(password().value).toBe("secret-pass");
    const hide = screen.getByRole("button", { name: "Hide password" });
    expect(hide.getAttribute("aria-pressed")).toBe("true");
    await user.click(hide);
    expect(password().type).toBe("password");
  });
});
