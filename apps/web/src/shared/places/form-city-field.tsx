import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { CityField } from "./city-field.tsx";

export type FormCityFieldProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  label: string;
  helperText?: string;
  maxLength?: number;
  testId?: string;
};

/** A city field with place suggestions (CityField) bound to react-hook-form, like FormTextField. */
export function FormCityField<TValues extends FieldValues>({
  control,
  name,
  label,
  helperText,
  maxLength,
  testId,
}: FormCityFieldProps<TValues>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CityField
          name={field.name}
          value={field.value ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          maxLength={maxLength}
          testId={testId}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
