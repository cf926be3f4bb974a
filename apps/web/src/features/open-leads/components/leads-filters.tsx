import { OPEN_CONTACT_KINDS, OPEN_CONTACT_STATUSES } from "@mkt/contracts";
import { Box, TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SelectFilter } from "../../../shared/components/select-filter.tsx";
import { type LeadFilters, periodReversed } from "../api.ts";

type Props = { filters: LeadFilters; onChange: (change: Partial<LeadFilters>) => void };

/** Status, kind, source, search and the creation period; typed text is applied 300 ms after the last key. */
export function LeadsFilters({ filters, onChange }: Props) {
  const { t } = useTranslation("open-leads");
  const [draft, setDraft] = useState({ source: filters.source, search: filters.search });
  useEffect(() => {
    const timer = setTimeout(() => {
      const source = draft.source.trim();
      const search = draft.search.trim();
      if (source !== filters.source || search !== filters.search) onChange({ source, search });
    }, 300);
    return () => clearTimeout(timer);
  }, [draft, filters.source, filters.search, onChange]);
  const reversed = periodReversed(filters);
  return (
    <Box
      sx={{
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "repeat(3, 1fr)" },
        alignItems: "start",
      }}
    >
      <SelectFilter
        size="small"
        label={t("filters.status")}
        value={filters.status}
        onChange={(status) => onChange({ status: status as LeadFilters["status"] })}
        anyLabel={t("filters.anyStatus")}
        options={OPEN_CONTACT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        data-testid="leads-status"
      />
      <SelectFilter
        size="small"
        label={t("filters.kind")}
        value={filters.kind}
        onChange={(kind) => onChange({ kind: kind as LeadFilters["kind"] })}
        anyLabel={t("filters.anyKind")}
        options={OPEN_CONTACT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        data-testid="leads-kind"
      />
      <TextField
        size="small"
        label={t("filters.source")}
        value={draft.source}
        onChange={(e) => setDraft((d) => ({ ...d, source: e.target.value }))}
        slotProps={{ htmlInput: { maxLength: 100, "data-testid": "leads-source" } }}
      />
      <TextField
        size="small"
        label={t("filters.search")}
        value={draft.search}
        onChange={(e) => setDraft((d) => ({ ...d, search: e.target.value }))}
        slotProps={{ htmlInput: { maxLength: 100, "data-testid": "leads-search" } }}
      />
      <TextField
        size="small"
        type="date"
        label={t("filters.from")}
        value={filters.from}
        onChange={(e) => onChange({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "leads-from" } }}
      />
      <TextField
        size="small"
        type="date"
        label={t("filters.to")}
        value={filters.to}
        onChange={(e) => onChange({ to: e.target.value })}
        error={reversed}
        helperText={reversed ? t("filters.dateOrder") : undefined}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { "data-testid": "leads-to" },
          formHelperText: { role: reversed ? "alert" : undefined },
        }}
      />
    </Box>
  );
}
