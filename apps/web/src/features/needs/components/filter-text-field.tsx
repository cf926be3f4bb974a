import { TextField, type TextFieldProps } from "@mui/material";
import { useEffect, useState } from "react";

export type FilterTextFieldProps = Omit<TextFieldProps, "value" | "onChange"> & {
  value: string;
  onCommit: (value: string) => void;
};

/** A filter input that applies its value when the user leaves it or presses Enter, not on every key. */
export function FilterTextField({ value, onCommit, ...props }: FilterTextFieldProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  return (
    <TextField
      size="small"
      {...props}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit();
      }}
    />
  );
}
