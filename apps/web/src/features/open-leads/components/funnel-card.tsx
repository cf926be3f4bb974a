import type { OpenFunnel } from "@mkt/contracts";
import { Box, Card, CardContent, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../shared/components/data-table.tsx";
import { QueryState } from "../../../shared/components/query-state.tsx";
import { periodReversed, useOpenFunnel } from "../api.ts";

type Row = OpenFunnel["rows"][number];

/** Visits → contacts → registrations → first needs per UTM source, for the screen's period. */
export function FunnelCard({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation("open-leads");
  const funnel = useOpenFunnel(from, to);
  const number = (key: keyof Omit<Row, "utm_source">, label: string) => ({
    key,
    label,
    align: "right" as const,
    render: (r: Row) => r[key],
  });
  return (
    <Card data-testid="open-leads-funnel">
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t("funnel.title")}
          </Typography>
          {periodReversed({ from, to }) ? (
            <Typography color="error" variant="body2">
              {t("filters.dateOrder")}
            </Typography>
          ) : (
            <QueryState
              query={funnel}
              isEmpty={(data) => data.rows.length === 0}
              emptyText={t("funnel.empty")}
            >
              {(data) => (
                <>
                  <Typography variant="body2" color="text.secondary" data-testid="funnel-period">
                    {t("funnel.period", { from: data.from, to: data.to })}
                  </Typography>
                  <Box sx={{ overflowX: "auto" }}>
                    <DataTable
                      rows={data.rows}
                      rowKey={(r) => r.utm_source ?? ""}
                      rowTestId="funnel-row"
                      columns={[
                        {
                          key: "source",
                          label: t("funnel.source"),
                          render: (r) => r.utm_source ?? t("funnel.none"),
                        },
                        number("visits", t("funnel.visits")),
                        number("contacts", t("funnel.contacts")),
                        number("registrations", t("funnel.registrations")),
                        number("first_needs", t("funnel.firstNeeds")),
                      ]}
                    />
                  </Box>
                </>
              )}
            </QueryState>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
