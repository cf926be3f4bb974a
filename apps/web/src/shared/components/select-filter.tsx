import { MenuItem, TextField, type TextFieldProps } from "@mui/material";
import type { ReactNode } from "react";

export type SelectFilterOption = { value: string; label: ReactNode };

export type SelectFilterProps = Omit<TextFieldProps, "select" | "value" | "onChange" | "children"> & {
  /** The chosen option's value; "" is the "any" option. */
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectFilterOption[];
  /** Adds a first option with the empty value ("All states") that clears the filter. */
  anyLabel?: ReactNode;
};

/**
 * A small labelled select of a filter bar (status, sector, order…). Values are strings: map numbers and enums at
 * the caller, which usually reads and writes them in the address query. Other TextField props (sx, fullWidth,
 * data-testid, slotProps) pass through.
 */
export function SelectFilter({
  value,
  onChange,
  options,
  anyLabel,
  size = "small",
  ...props
}: SelectFilterProps) {
  return (
    <TextField {...props} select size={size} value={value} onChange={(event) => onChange(event.target.value)}>
      {anyLabel === undefined ? null : <MenuItem value="">{anyLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
