import type { FieldValues } from "react-hook-form";
import { FormTextField, type FormTextFieldProps } from "../../../shared/forms/form-text-field.tsx";

/** The 6-digit code of an authenticator app: numeric keyboard, the browser's one-time-code autofill. */
export function TwoFactorCodeField<TValues extends FieldValues>(
  props: Omit<FormTextFieldProps<TValues>, "type" | "autoComplete">,
) {
  return (
    <FormTextField
      {...props}
      autoComplete="one-time-code"
      slotProps={{
        htmlInput: {
          inputMode: "numeric",
          maxLength: 7,
          spellCheck: false,
          style: { letterSpacing: "0.3em", fontFamily: "monospace", fontSize: "1.25rem" },
        },
      }}
    />
  );
}
