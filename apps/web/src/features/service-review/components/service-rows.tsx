import type { ServiceListItem } from "@mkt/contracts";
import { Box, Card, CardActionArea, Chip, Link, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { DataTable, type DataTableColumn } from "../../../shared/components/data-table.tsx";
import { selectedCardProps } from "../../../shared/components/use-review-shortcuts.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { dateTimeLabel } from "../format.ts";
import { ServiceStatusChip } from "./service-status-chip.tsx";

export type ServiceRowsProps = {
  mode: "queue" | "all";
  rows: readonly ServiceListItem[];
  narrow: boolean;
  onOpen: (id: number) => void;
  onCompany: (row: ServiceListItem) => void;
  /** Which rows open a detail (default: all); the others show their title as text (Company Services). */
  canOpen?: (row: ServiceListItem) => boolean;
  /** The review queue's keyboard selection (index) and the attributes its keys find an item by. */
  selected?: number;
  itemProps?: (index: number) => Record<string, unknown>;
};

/** The queue's "new" or "changes to an approved service". */
function KindChip({ row }: { row: ServiceListItem }) {
  const { t } = useTranslation("service-review");
  return row.has_pending_changes ? (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={t("kind.changes")}
      data-testid="service-kind"
    />
  ) : (
    <Chip size="small" color="info" variant="outlined" label={t("kind.new")} data-testid="service-kind" />
  );
}

function StatusCell({ row }: { row: ServiceListItem }) {
  const { t } = useTranslation("service-review");
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
      <ServiceStatusChip status={row.status} />
      {row.published ? <Chip size="small" color="success" variant="outlined" label={t("published")} /> : null}
    </Stack>
  );
}

/** Staff rows of services: a table on a desktop, cards on a phone; the title opens the detail. */
export function ServiceRows({
  mode,
  rows,
  narrow,
  onOpen,
  onCompany,
  canOpen = () => true,
  selected,
  itemProps,
}: ServiceRowsProps) {
  const { t } = useTranslation("service-review");
  const language = useLanguage();
  const when = (row: ServiceListItem) => {
    const at = mode === "queue" ? (row.submitted_at ?? row.updated_at) : row.updated_at;
    return dateTimeLabel(at, language);
  };
  const company = (row: ServiceListItem, spelled = false) => (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={() => onCompany(row)}
      aria-label={t("filters.onlyCompany", { name: row.company_name })}
      sx={{ textAlign: "left", wordBreak: "break-word" }}
    >
      {spelled ? t("filters.onlyCompany", { name: row.company_name }) : row.company_name}
    </Link>
  );
  const title = (row: ServiceListItem) =>
    canOpen(row) ? (
      <Link
        component="button"
        type="button"
        onClick={() => onOpen(row.id)}
        aria-label={t("open", { title: row.title })}
        {...itemProps?.(rows.indexOf(row))}
        sx={{ textAlign: "left", fontWeight: 600, wordBreak: "break-word" }}
        data-testid="service-open"
      >
        {row.title}
      </Link>
    ) : (
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, wordBreak: "break-word" }}
        data-testid="service-title"
      >
        {row.title}
      </Typography>
    );

  const cardBody = (row: ServiceListItem) => (
    <>
      <Typography sx={{ fontWeight: 600, wordBreak: "break-word" }}>{row.title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: "break-word" }}>
        {[row.company_name, row.category].filter(Boolean).join(" · ")}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {mode === "queue" ? t("columns.submittedAt") : t("columns.updatedAt")}: {when(row)}
      </Typography>
      <Box sx={{ mt: 1 }}>{mode === "queue" ? <KindChip row={row} /> : <StatusCell row={row} />}</Box>
    </>
  );

  // A card is named by what it shows, its title first (WCAG 2.5.3: a label other than its text failed axe).
  if (narrow)
    return (
      <Stack spacing={1.5}>
        {rows.map((row, index) => (
          <Card
            key={row.id}
            variant="outlined"
            data-testid="service-row"
            {...selectedCardProps(index === selected)}
          >
            {canOpen(row) ? (
              <CardActionArea onClick={() => onOpen(row.id)} sx={{ p: 2 }} {...itemProps?.(index)}>
                {cardBody(row)}
              </CardActionArea>
            ) : (
              <Box sx={{ p: 2 }}>{cardBody(row)}</Box>
            )}
            <Box sx={{ px: 2, pb: 1.5 }}>{company(row, true)}</Box>
          </Card>
        ))}
      </Stack>
    );

  const columns: DataTableColumn<ServiceListItem>[] = [
    { key: "company", label: t("columns.company"), render: (row) => company(row) },
    { key: "title", label: t("columns.title"), render: title },
    { key: "category", label: t("columns.category"), render: (row) => row.category ?? "—" },
    mode === "queue"
      ? {
          key: "submitted",
          label: t("columns.submittedAt"),
          sx: { whiteSpace: "nowrap" },
          render: when,
        }
      : { key: "status", label: t("columns.status"), render: (row) => <StatusCell row={row} /> },
    mode === "queue"
      ? { key: "kind", label: t("columns.kind"), render: (row) => <KindChip row={row} /> }
      : { key: "updated", label: t("columns.updatedAt"), sx: { whiteSpace: "nowrap" }, render: when },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowTestId="service-row"
      selectedIndex={selected}
    />
  );
}
