import type { ServiceListItem } from "@mkt/contracts";
import { Box, Card, CardContent, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { DataTable, type DataTableColumn } from "../../../shared/components/data-table.tsx";
import { formatDay } from "../../needs/index.ts";
import { stateOfItem } from "../service-state.ts";
import { ServiceRowActions } from "./service-row-actions.tsx";
import { ServiceStatusChips } from "./service-status-chips.tsx";

function Chips({ item }: { item: ServiceListItem }) {
  return (
    <ServiceStatusChips
      status={item.status}
      published={item.published}
      approved={stateOfItem(item).approved}
      hasPendingChanges={item.has_pending_changes}
    />
  );
}

/** The staff's reason, shown under a rejected service. */
function RejectionReason({ item }: { item: ServiceListItem }) {
  const { t } = useTranslation("services");
  if (item.status !== "rejected" || !item.rejection_reason) return null;
  return (
    <Typography variant="body2" color="error" sx={{ mt: 0.5 }} data-testid="service-rejection">
      {t("list.rejectedReason", { reason: item.rejection_reason })}
    </Typography>
  );
}

function TitleCell({ item }: { item: ServiceListItem }) {
  const { t } = useTranslation("services");
  return (
    <Box sx={{ minWidth: 200 }}>
      <Typography sx={{ fontWeight: 600 }} data-testid="service-title">
        {item.title}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t("list.updatedOn", { date: formatDay(item.updated_at) })}
      </Typography>
      <RejectionReason item={item} />
    </Box>
  );
}

export type ServiceRowsProps = { rows: readonly ServiceListItem[] };

/** Desktop: one table row per service. */
export function ServiceTable({ rows }: ServiceRowsProps) {
  const { t } = useTranslation("services");
  const columns: DataTableColumn<ServiceListItem>[] = [
    { key: "title", label: t("list.title"), render: (item) => <TitleCell item={item} /> },
    {
      key: "category",
      label: t("list.category"),
      render: (item) => item.category ?? t("list.noCategory"),
    },
    { key: "status", label: t("list.state"), render: (item) => <Chips item={item} /> },
    {
      key: "actions",
      label: t("list.actions"),
      sx: { minWidth: 280 },
      render: (item) => <ServiceRowActions item={item} />,
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(item) => item.id} rowTestId="service-row" />;
}

/** Phones: one card per service. */
export function ServiceCards({ rows }: ServiceRowsProps) {
  const { t } = useTranslation("services");
  return (
    <Stack spacing={1.5}>
      {rows.map((item) => (
        <Card key={item.id} variant="outlined" data-testid="service-row">
          <CardContent sx={{ "&:last-child": { pb: 1.5 } }}>
            <TitleCell item={item} />
            <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
              {item.category ?? t("list.noCategory")}
            </Typography>
            <Chips item={item} />
            <Box sx={{ mt: 1, mx: -0.5 }}>
              <ServiceRowActions item={item} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
