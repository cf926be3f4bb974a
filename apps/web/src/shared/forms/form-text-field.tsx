import { TextField, type TextFieldProps } from "@mui/material";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";

export type FormTextFieldProps<TValues extends FieldValues> = Omit<
  TextFieldProps,
  "name" | "value" | "onChange" | "onBlur" | "error" | "inputRef"
> & {
  control: Control<TValues>;
  name: FieldPath<TValues>;
};

/** A labelled MUI text field bound to react-hook-form; its error is announced and tied to the input. */
export function FormTextField<TValues extends FieldValues>({
  control,
  name,
  helperText,
  slotProps,
  ...props
}: FormTextFieldProps<TValues>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          fullWidth
          slotProps={{
            ...slotProps,
            formHelperText: { role: fieldState.error ? "alert" : undefined },
          }}
        />
      )}
    />
  );
}
