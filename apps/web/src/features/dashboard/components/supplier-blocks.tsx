import { formatDayMonthYear, QUOTE_STATUSES_FOR_DASHBOARD } from "@mkt/contracts";
import { Box, Chip, Grid, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { profileEditPath } from "../../profiles/index.ts";
import { useSupplierDashboard } from "../api.ts";
import { BlockList, BlockRow, DashboardBlock } from "./dashboard-block.tsx";
import { ReceivedRequestsBlock } from "./received-requests-block.tsx";

const BAND_COLOR = {
  excellent: "success",
  very_good: "success",
  good: "primary",
  bad: "default",
  no_data: "default",
} as const;

export type SupplierBlocksProps = {
  /**
   * Where this account finds open positions and answers them with quotes (freelancers have their own list);
   * null for academies, which see which positions fit their students but do not quote.
   */
  positionsPath: string | null;
};

/** §2.2 dashboard_supplier: fitting positions, my quotes by state, profiles without availability, requests. */
export function SupplierBlocks({ positionsPath }: SupplierBlocksProps) {
  const { t } = useTranslation("dashboard");
  const dash = useSupplierDashboard();
  const d = dash.data;
  const loading = dash.isPending;
  const cell = { xs: 12, md: 6 } as const;
  const quoteCount = (status: string) => d?.quotes_by_status.find((q) => q.status === status)?.count ?? 0;
  const quotesTotal = d?.quotes_by_status.reduce((sum, q) => sum + q.count, 0) ?? 0;
  return (
    <>
      <Grid size={cell}>
        <DashboardBlock
          id="fitting-positions"
          title={t("blocks.fitting.title")}
          hint={t("blocks.fitting.hint")}
          loading={loading}
          empty={
            d && d.fitting_positions.length === 0
              ? {
                  text: t("blocks.fitting.empty"),
                  ...(positionsPath
                    ? { action: { label: t("blocks.fitting.emptyAction"), to: positionsPath } }
                    : {}),
                }
              : null
          }
          footer={positionsPath ? { label: t("blocks.fitting.footer"), to: positionsPath } : null}
        >
          <BlockList>
            {d?.fitting_positions.map((f) => (
              <BlockRow
                key={f.position_id}
                {...(positionsPath ? { to: positionsPath } : {})}
                testId="fitting-position"
                primary={f.position_title}
                secondary={[
                  f.client_name ?? t("blocks.fitting.anonymous"),
                  t("blocks.fitting.best", { name: f.profile_name, count: f.profiles_scored }),
                ].join(" · ")}
                aside={
                  <Chip
                    size="small"
                    color={BAND_COLOR[f.band]}
                    label={t("blocks.bestMatches.score", { score: f.score, band: t(`bands.${f.band}`) })}
                  />
                }
              />
            ))}
          </BlockList>
        </DashboardBlock>
      </Grid>
      {positionsPath ? (
        <Grid size={cell}>
          <DashboardBlock
            id="my-quotes"
            title={t("blocks.quotes.title")}
            count={d ? quotesTotal : undefined}
            countLabel={t("blocks.quotes.countLabel", { count: quotesTotal })}
            loading={loading}
            empty={
              d && quotesTotal === 0
                ? {
                    text: t("blocks.quotes.empty"),
                    action: { label: t("blocks.quotes.emptyAction"), to: positionsPath },
                  }
                : null
            }
          >
            <Box
              sx={{
                display: "grid",
                gridTemplateColumns: { xs: "repeat(2, 1fr)", sm: "repeat(3, 1fr)" },
                gap: 1.5,
              }}
            >
              {QUOTE_STATUSES_FOR_DASHBOARD.map((status) => (
                <Box
                  key={status}
                  sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}
                  data-testid="quote-status"
                  data-status={status}
                >
                  <Typography sx={{ fontSize: "1.5rem", fontWeight: 800, lineHeight: 1.1 }}>
                    {quoteCount(status)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`quoteStatus.${status}`)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </DashboardBlock>
        </Grid>
      ) : null}
      <Grid size={cell}>
        <DashboardBlock
          id="no-availability"
          title={t("blocks.noAvailability.title")}
          hint={t("blocks.noAvailability.hint")}
          count={d?.profiles_without_availability.count}
          countLabel={t("blocks.noAvailability.countLabel")}
          loading={loading}
          empty={
            d && d.profiles_without_availability.count === 0
              ? { text: t("blocks.noAvailability.empty") }
              : null
          }
          footer={{ label: t("blocks.noAvailability.footer"), to: "/employees" }}
        >
          <BlockList>
            {d?.profiles_without_availability.latest.map((p) => (
              <BlockRow
                key={p.id}
                to={profileEditPath(p.id)}
                testId="stale-profile"
                primary={p.name}
                secondary={[
                  p.title,
                  p.available_from
                    ? t("blocks.noAvailability.past", {
                        date: formatDayMonthYear(new Date(`${p.available_from}T00:00:00Z`)),
                      })
                    : t("blocks.noAvailability.none"),
                ].join(" · ")}
              />
            ))}
          </BlockList>
        </DashboardBlock>
      </Grid>
      <Grid size={cell}>
        <ReceivedRequestsBlock counts={d?.availability} />
      </Grid>
    </>
  );
}
