import { Box, Checkbox, FormControlLabel, Typography } from "@mui/material";

export type FacetEntry<V extends string | number> = {
  value: V;
  label: string;
  count: number;
  indent?: boolean;
};

export type FacetListProps<V extends string | number> = {
  name: string;
  title: string;
  entries: FacetEntry<V>[];
  selected: readonly V[];
  onToggle: (value: V) => void;
};

/** A facet as a checkable list: each value with the number of services it would show. */
export function FacetList<V extends string | number>({
  name,
  title,
  entries,
  selected,
  onToggle,
}: FacetListProps<V>) {
  if (entries.length === 0) return null;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-testid={`facet-${name}`}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Box sx={{ maxHeight: 260, overflowY: "auto", display: "flex", flexDirection: "column" }}>
        {entries.map((entry) => (
          <FormControlLabel
            key={entry.value}
            sx={{ ml: entry.indent ? 2 : 0, mr: 0 }}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(entry.value)}
                onChange={() => onToggle(entry.value)}
                slotProps={{ input: { "aria-label": `${entry.label} (${entry.count})` } }}
                data-testid={`facet-${name}-${entry.value}`}
              />
            }
            label={
              <Typography variant="body2">
                {entry.label}{" "}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({entry.count})
                </Typography>
              </Typography>
            }
          />
        ))}
      </Box>
    </Box>
  );
}
