import { NEED_LIMITS } from "@mkt/contracts";
import { Box } from "@mui/material";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { CityField } from "../../../shared/places/city-field.tsx";

export type FilterCityFieldProps = {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  testId?: string;
};

/**
 * The market lists' city filter: the shared city field with place suggestions (issue 22: "Milan" finds positions
 * within the commuting radius of Milano), applied when a suggestion is chosen, on Enter or when the user leaves
 * the field, not on every key — like the lists' other text filters.
 */
export function FilterCityField({ label, value, onCommit, testId }: FilterCityFieldProps) {
  const [draft, setDraft] = useState(value);
  // The latest text and the last value applied, read by handlers that run before the next render.
  const latest = useRef(value);
  const applied = useRef(value);
  useEffect(() => {
    setDraft(value);
    latest.current = value;
    applied.current = value;
  }, [value]);
  const commit = (text: string) => {
    const next = text.trim();
    if (next === applied.current) return;
    applied.current = next;
    onCommit(next);
  };
  return (
    // Enter bubbles here after the autocomplete has handled it (a highlighted suggestion is chosen first).
    <Box
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === "Enter") commit(latest.current);
      }}
    >
      <CityField
        size="small"
        label={label}
        value={draft}
        maxLength={NEED_LIMITS.cityMax}
        testId={testId}
        onChange={(text) => {
          latest.current = text;
          setDraft(text);
        }}
        onChoose={commit}
        onBlur={() => commit(latest.current)}
      />
    </Box>
  );
}
