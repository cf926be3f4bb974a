import type { ClientNeed, Position } from "@mkt/contracts";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Description from "@mui/icons-material/Description";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Tab,
  Typography,
} from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { ScrollableTabs } from "../../../shared/components/scrollable-tabs.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { withParamChanges } from "../../../shared/routing/param-changes.ts";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { track, useTrackView } from "../../../shared/tracking/index.ts";
import { CompatibleProfilesPanel } from "../../matching/index.ts";
import { SharePositionButton } from "../../public-links/index.ts";
import { NeedProposalsPanel, PositionQuotesPanel } from "../../quotes/index.ts";
import { downloadNeedDocument, useOwnNeed } from "../api.ts";
import { NeedStatusActions } from "../components/need-status-actions.tsx";
import { PositionSummary } from "../components/position-summary.tsx";
import { formatDay, formatEuro } from "../need-format.ts";

const STATUS_COLOR = { draft: "default", published: "success", closed: "warning" } as const;

/** What a tab of the detail receives: the need, and the selected position of a T&M need (null for Fixed Price). */
export type NeedDetailTabContext = { need: ClientNeed; position: Position | null };

/** One tab of the detail: shown when `visible` says so, rendered for the selected position or the whole need. */
export type NeedDetailTab = {
  key: string;
  /** Translation key in the given namespace. */
  label: (t: (key: string) => string) => string;
  visible: (ctx: NeedDetailTabContext) => boolean;
  render: (ctx: NeedDetailTabContext) => ReactNode;
};

/**
 * The tabs of the detail, in order. ▶ Other features add their tab here (one entry each), e.g. the quotes of a
 * position ("Preventivi"). The first tab is the default.
 */
const tabs: NeedDetailTab[] = [
  {
    key: "compatible",
    label: (t) => t("matching:tab"),
    visible: ({ position }) => position !== null,
    render: ({ position }) =>
      position ? (
        <CompatibleProfilesPanel key={position.id} positionId={position.id} status={position.status} />
      ) : null,
  },
  {
    key: "quotes",
    label: (t) => t("quotes:panel.quotesTab"),
    visible: ({ position }) => position !== null,
    render: ({ position }) =>
      position ? <PositionQuotesPanel key={position.id} positionId={position.id} /> : null,
  },
  {
    key: "proposals",
    label: (t) => t("quotes:panel.proposalsTab"),
    visible: ({ need }) => need.type === "fp",
    render: ({ need }) => <NeedProposalsPanel needId={need.id} />,
  },
];

/** §2.6 "Dettaglio progetto": the client's need with its status actions, its positions and per position its tabs. */
export function NeedDetailPage() {
  const { t } = useTranslation("needs");
  const language = useLanguage();
  const [params] = useSearchParams();
  const id = Number(params.get("id")) || null;
  const need = useOwnNeed(id);
  return (
    <Stack spacing={2} data-testid="need-detail-page">
      <Box>
        <Button component={RouterLink} to="/need" startIcon={<ArrowBack />} size="small">
          {t("detailPage.back")}
        </Button>
      </Box>
      {id === null ? <Alert severity="warning">{t("detailPage.missing")}</Alert> : null}
      {need.isPending && id !== null ? <CircularProgress aria-label={t("loading")} /> : null}
      {need.isError ? <Alert severity="error">{errorText(need.error, language)}</Alert> : null}
      {need.data ? <NeedDetail need={need.data} /> : null}
    </Stack>
  );
}

function NeedDetail({ need }: { need: ClientNeed }) {
  const { t } = useTranslation("needs");
  const language = useLanguage();
  const { notify } = useNotice();
  const [params, setParams] = useAddressParams();
  const set = (changes: Record<string, string | null>) =>
    setParams((current) => withParamChanges(current, changes), { replace: true });
  const position =
    need.positions.find((p) => p.id === Number(params.get("position"))) ?? need.positions[0] ?? null;
  const ctx: NeedDetailTabContext = { need, position };
  const shown = tabs.filter((tab) => tab.visible(ctx));
  const tab = shown.find((x) => x.key === params.get("tab")) ?? shown[0];
  useTrackView("project_detail", { project_id: need.id, project_type: need.type });
  useTrackView(
    "position_detail",
    position ? { position_id: position.id, project_id: need.id, project_type: need.type } : null,
  );
  useTrackView(
    "match_tab",
    tab
      ? { name_tab: tab.key, project_id: need.id, ...(position ? { position_id: position.id } : {}) }
      : null,
  );
  return (
    <>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            direction={{ xs: "column", md: "row" }}
            spacing={2}
            sx={{ justifyContent: "space-between", alignItems: { xs: "stretch", md: "flex-start" } }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="overline" color="text.secondary">
                {t(`type.${need.type}`)}
              </Typography>
              <Typography
                variant="h5"
                component="h2"
                sx={{ fontWeight: 700 }}
                data-testid="need-detail-title"
              >
                {need.title}
              </Typography>
              <Stack
                direction="row"
                spacing={1}
                sx={{ mt: 0.5, alignItems: "center", flexWrap: "wrap" }}
                useFlexGap
              >
                <Chip
                  size="small"
                  color={STATUS_COLOR[need.status]}
                  label={t(`state.${need.status}`)}
                  data-testid="need-detail-status"
                />
                {need.anonymous ? <Chip size="small" variant="outlined" label={t("anonymous")} /> : null}
                {need.published_at ? (
                  <Typography variant="body2" color="text.secondary">
                    {t("publishedOn", { date: formatDay(need.published_at) })}
                  </Typography>
                ) : null}
                {[need.city, need.remote_allowed ? t("remote") : null].filter(Boolean).length ? (
                  <Typography variant="body2" color="text.secondary">
                    {[need.city, need.remote_allowed ? t("remote") : null].filter(Boolean).join(" · ")}
                  </Typography>
                ) : null}
              </Stack>
            </Box>
            <NeedStatusActions need={need} />
          </Stack>
          {need.description ? (
            <Typography sx={{ whiteSpace: "pre-line", mt: 2 }}>{need.description}</Typography>
          ) : null}
          {need.type === "fp" ? (
            <Typography sx={{ mt: 1.5, fontWeight: 600 }}>
              {need.budget !== null ? t("budget", { amount: formatEuro(need.budget, language) }) : null}
              {need.deadline ? ` · ${t("list.deadline", { date: formatDay(need.deadline) })}` : null}
            </Typography>
          ) : null}
          {need.documents.length > 0 ? (
            <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: "wrap" }} useFlexGap>
              {need.documents.map((d) => (
                <Button
                  key={d.id}
                  size="small"
                  variant="outlined"
                  startIcon={<Description />}
                  onClick={() => {
                    track("functional_analysis_download", { project_id: need.id });
                    downloadNeedDocument(need.id, d).catch((e: unknown) => notify(errorText(e, language)));
                  }}
                >
                  {d.filename}
                </Button>
              ))}
            </Stack>
          ) : null}
        </CardContent>
      </Card>
      {need.type === "tm" && need.positions.length > 0 ? (
        <Card>
          <ScrollableTabs
            value={position?.id ?? false}
            onChange={(_, value: number) => set({ position: String(value) })}
            aria-label={t("detailPage.positions")}
            sx={{ borderBottom: 1, borderColor: "divider", px: 1 }}
          >
            {need.positions.map((p) => (
              <Tab key={p.id} value={p.id} label={p.title} data-testid="need-position-tab" />
            ))}
          </ScrollableTabs>
          {position ? (
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Stack
                direction={{ xs: "column", sm: "row" }}
                spacing={1}
                sx={{ alignItems: { sm: "flex-start" } }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <PositionSummary position={position} />
                </Box>
                {need.status === "published" && position.status === "published" ? (
                  <Box sx={{ flexShrink: 0 }}>
                    <SharePositionButton position={{ id: position.id, title: position.title }} />
                  </Box>
                ) : null}
              </Stack>
              {position.description ? (
                <Typography variant="body2" sx={{ mt: 1.5, whiteSpace: "pre-line" }}>
                  {position.description}
                </Typography>
              ) : null}
            </CardContent>
          ) : null}
        </Card>
      ) : null}
      {tab ? (
        <Card>
          <ScrollableTabs
            value={tab.key}
            onChange={(_, value: string) => set({ tab: value })}
            sx={{ borderBottom: 1, borderColor: "divider", px: 1 }}
          >
            {shown.map((x) => (
              <Tab
                key={x.key}
                value={x.key}
                label={x.label(t as (key: string) => string)}
                data-testid={`need-tab-${x.key}`}
              />
            ))}
          </ScrollableTabs>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>{tab.render(ctx)}</CardContent>
        </Card>
      ) : null}
    </>
  );
}
