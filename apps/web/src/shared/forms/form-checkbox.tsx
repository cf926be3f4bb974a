import { Checkbox, FormControl, FormControlLabel, FormHelperText } from "@mui/material";
import { type ReactNode, useId } from "react";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";

export type FormCheckboxProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  label: ReactNode;
  required?: boolean;
};

/** A checkbox bound to react-hook-form, with its error announced and tied to the input. */
export function FormCheckbox<TValues extends FieldValues>({
  control,
  name,
  label,
  required,
}: FormCheckboxProps<TValues>) {
  const helperId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} required={required}>
          <FormControlLabel
            label={label}
            control={
              <Checkbox
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                slotProps={{
                  input: {
                    "aria-invalid": fieldState.error ? true : undefined,
                    "aria-describedby": fieldState.error ? helperId : undefined,
                    "aria-required": required,
                  },
                }}
              />
            }
          />
          {fieldState.error ? (
            <FormHelperText id={helperId} role="alert">
              {fieldState.error.message}
            </FormHelperText>
          ) : null}
        </FormControl>
      )}
    />
  );
}
