import type { PlaceSuggestion } from "@mkt/contracts";
import { Autocomplete, Chip, TextField } from "@mui/material";
import { type HTMLAttributes, type Key, type ReactNode, type Ref, useState } from "react";
import { usePlaceSuggestions } from "./place-suggestions.ts";

type Common = {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  name?: string;
  size?: "small" | "medium";
  maxLength?: number;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
};

const nameOf = (option: string | PlaceSuggestion) => (typeof option === "string" ? option : option.name);

function renderSuggestion(props: HTMLAttributes<HTMLLIElement> & { key: Key }, option: PlaceSuggestion) {
  const { key: _key, ...rest } = props;
  return (
    <li {...rest} key={option.id}>
      {option.label}
    </li>
  );
}

/**
 * A city typed freely, with suggestions of real places as one types (GET places): choosing one writes the name the
 * API resolves back to that place ("Milano", "Samone (TN)"), so on-site matching and city filters measure distances
 * from it. Text that names no place is kept as typed.
 */
export function CityField({
  value,
  onChange,
  label,
  helperText,
  error,
  name,
  size,
  maxLength,
  onBlur,
  inputRef,
  testId,
  onChoose,
}: Common & {
  value: string;
  onChange: (value: string) => void;
  /** Called when a suggestion is chosen (or the field cleared), besides onChange: a filter applies it at once. */
  onChoose?: (value: string) => void;
}) {
  const options = usePlaceSuggestions(value);
  return (
    <Autocomplete<PlaceSuggestion, false, false, true>
      freeSolo
      size={size}
      options={options}
      filterOptions={(list) => list}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={renderSuggestion}
      value={value}
      inputValue={value}
      onInputChange={(_, text) => onChange(text)}
      onChange={(_, chosen) => {
        const next = chosen === null ? "" : nameOf(chosen);
        onChange(next);
        onChoose?.(next);
      }}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          error={error}
          helperText={helperText}
          inputRef={inputRef}
          fullWidth
          slotProps={{
            htmlInput: { ...params.inputProps, maxLength, "data-testid": testId },
            formHelperText: { role: error ? "alert" : undefined },
          }}
        />
      )}
    />
  );
}

/**
 * Several cities (a consultant's on-site localities, a search's localities) as chips, with the same suggestions for
 * the one being typed; at most `max`, repeated names left out.
 */
export function CitiesField({
  value,
  onChange,
  max,
  label,
  helperText,
  error,
  name,
  size,
  maxLength,
  onBlur,
  inputRef,
  testId,
}: Common & { value: string[]; onChange: (value: string[]) => void; max: number }) {
  const [text, setText] = useState("");
  const options = usePlaceSuggestions(text);
  return (
    <Autocomplete<PlaceSuggestion | string, true, false, true>
      multiple
      freeSolo
      size={size}
      options={options}
      filterOptions={(list) => list}
      getOptionLabel={nameOf}
      renderOption={(props, option) => (typeof option === "string" ? null : renderSuggestion(props, option))}
      value={value}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      onChange={(_, next) => {
        setText("");
        const names = next
          .map((v) =>
            nameOf(v)
              .trim()
              .slice(0, maxLength ?? 80),
          )
          .filter(Boolean);
        onChange([...new Set(names)].slice(0, max));
      }}
      onBlur={onBlur}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={nameOf(option)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          error={error}
          helperText={helperText}
          inputRef={inputRef}
          slotProps={{
            htmlInput: { ...params.inputProps, maxLength, "data-testid": testId },
            formHelperText: { role: error ? "alert" : undefined },
          }}
        />
      )}
    />
  );
}
