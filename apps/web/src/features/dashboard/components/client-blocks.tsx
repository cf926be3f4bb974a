import { formatDayMonthYear } from "@mkt/contracts";
import { Chip, Grid } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useClientDashboard } from "../api.ts";
import { BlockList, BlockRow, DashboardBlock } from "./dashboard-block.tsx";
import { SentRequestsBlock } from "./sent-requests-block.tsx";

const needPath = (id: number) => `/need/detail?id=${id}`;
const BAND_COLOR = {
  excellent: "success",
  very_good: "success",
  good: "primary",
  bad: "default",
  no_data: "default",
} as const;

/** §2.2 dashboard_client: open needs, new quotes, best matches, saved profiles and availability requests. */
export function ClientBlocks() {
  const { t } = useTranslation("dashboard");
  const dash = useClientDashboard();
  const d = dash.data;
  const loading = dash.isPending;
  const cell = { xs: 12, md: 6, xl: 4 } as const;
  return (
    <>
      <Grid size={cell}>
        <DashboardBlock
          id="open-needs"
          title={t("blocks.openNeeds.title")}
          count={d?.open_needs.count}
          countLabel={t("blocks.openNeeds.countLabel")}
          loading={loading}
          empty={
            d && d.open_needs.count === 0
              ? {
                  text: t("blocks.openNeeds.empty"),
                  action: { label: t("blocks.openNeeds.emptyAction"), to: "/need/create" },
                }
              : null
          }
          footer={{ label: t("blocks.openNeeds.footer"), to: "/need/create" }}
        >
          <BlockList>
            {d?.open_needs.latest.map((n) => (
              <BlockRow
                key={n.id}
                to={needPath(n.id)}
                testId="open-need"
                primary={n.title}
                secondary={[
                  t(`blocks.openNeeds.type.${n.type}`),
                  n.type === "tm" ? t("blocks.openNeeds.positions", { count: n.positions }) : null,
                  n.published_at
                    ? t("blocks.publishedOn", { date: formatDayMonthYear(new Date(n.published_at)) })
                    : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              />
            ))}
          </BlockList>
        </DashboardBlock>
      </Grid>
      <Grid size={cell}>
        <DashboardBlock
          id="new-quotes"
          title={t("blocks.newQuotes.title")}
          count={d?.new_quotes.count}
          countLabel={t("blocks.newQuotes.countLabel")}
          loading={loading}
          empty={d && d.new_quotes.count === 0 ? { text: t("blocks.newQuotes.empty") } : null}
        >
          <BlockList>
            {d?.new_quotes.latest.map((q) => (
              <BlockRow
                key={q.id}
                to={needPath(q.need_id)}
                testId="new-quote"
                primary={q.supplier_name}
                secondary={[
                  q.position_title ?? q.need_title,
                  formatDayMonthYear(new Date(q.created_at)),
                ].join(" · ")}
              />
            ))}
          </BlockList>
        </DashboardBlock>
      </Grid>
      <Grid size={cell}>
        <DashboardBlock
          id="best-matches"
          title={t("blocks.bestMatches.title")}
          hint={t("blocks.bestMatches.hint")}
          loading={loading}
          empty={d && d.best_matches.length === 0 ? { text: t("blocks.bestMatches.empty") } : null}
        >
          <BlockList>
            {d?.best_matches.map((m) => (
              <BlockRow
                key={`${m.position_id}-${m.profile_id}`}
                to={needPath(m.need_id)}
                testId="best-match"
                primary={m.profile_title}
                secondary={t("blocks.bestMatches.for", { position: m.position_title })}
                aside={
                  <Chip
                    size="small"
                    color={BAND_COLOR[m.band]}
                    label={t("blocks.bestMatches.score", { score: m.score, band: t(`bands.${m.band}`) })}
                  />
                }
              />
            ))}
          </BlockList>
        </DashboardBlock>
      </Grid>
      <Grid size={cell}>
        <DashboardBlock
          id="saved-profiles"
          title={t("blocks.saved.title")}
          count={d?.saved_profiles.count}
          countLabel={t("blocks.saved.countLabel")}
          loading={loading}
          empty={
            d && d.saved_profiles.count === 0
              ? {
                  text: t("blocks.saved.empty"),
                  action: { label: t("blocks.saved.emptyAction"), to: "/profile_available" },
                }
              : null
          }
          footer={{ label: t("blocks.saved.footer"), to: "/saved_profiles" }}
        >
          <BlockList>
            {d?.saved_profiles.latest.map((s) => (
              <BlockRow key={s.profile_id} to="/saved_profiles" primary={s.name} secondary={s.title} />
            ))}
          </BlockList>
        </DashboardBlock>
      </Grid>
      <Grid size={{ xs: 12, xl: 8 }}>
        <SentRequestsBlock counts={d?.availability} />
      </Grid>
    </>
  );
}
