import { MenuItem } from "@mui/material";
import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { FormTextField, type FormTextFieldProps } from "./form-text-field.tsx";

export type FormSelectOption = {
  value: string | number;
  label: ReactNode;
  /** On the option (the browser journeys pick options by it). */
  testId?: string;
};

export type FormSelectFieldProps<TValues extends FieldValues> = Omit<
  FormTextFieldProps<TValues>,
  "select" | "children"
> & {
  options: readonly FormSelectOption[];
};

/** A select bound to react-hook-form (a FormTextField in select mode): one menu option per entry of `options`. */
export function FormSelectField<TValues extends FieldValues>({
  options,
  ...props
}: FormSelectFieldProps<TValues>) {
  return (
    <FormTextField {...props} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} data-testid={option.testId}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
