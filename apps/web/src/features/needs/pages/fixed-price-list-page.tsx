import { FIXED_PRICE_SORTS, type OpenProject } from "@mkt/contracts";
import CalendarMonth from "@mui/icons-material/CalendarMonth";
import Close from "@mui/icons-material/Close";
import Download from "@mui/icons-material/Download";
import Euro from "@mui/icons-material/Euro";
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Divider,
  Drawer,
  FormControlLabel,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import {
  MarketTabs,
  MyQuotesTab,
  marketTabOf,
  SendProposalButton,
} from "../../quotes/components/market-quote-entry.tsx";
import { downloadNeedDocument, useOpenProjects } from "../api.ts";
import { FilterTextField } from "../components/filter-text-field.tsx";
import { MARKET_PAGE_SIZE, projectQueryFromParams, withParams } from "../market-filters.ts";
import { formatDay, formatEuro } from "../need-format.ts";
import { ClientLine } from "./position-list-page.tsx";

/** §2.2 position_list_fixed_price: published Fixed Price projects with their functional analysis. */
export function FixedPriceListPage() {
  const { t } = useTranslation("needs");
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const query = projectQueryFromParams(params);
  const list = useOpenProjects(query);
  const change = (changes: Record<string, string | null>) =>
    setParams((current) => withParams(current, changes), { replace: true });
  const openId = Number(params.get("open")) || null;
  const open = list.data?.items.find((p) => p.id === openId) ?? null;
  const pages = list.data ? Math.ceil(list.data.total / MARKET_PAGE_SIZE) : 0;
  const tabs = <MarketTabs params={params} setParams={setParams} list="projects" />;
  if (marketTabOf(params) === "quotes")
    return (
      <Card data-testid="fixed-price-list-page">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {tabs}
          <MyQuotesTab params={params} setParams={setParams} />
        </CardContent>
      </Card>
    );
  return (
    <Card data-testid="fixed-price-list-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        {tabs}
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t("market.projectsHeading")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("market.projectsSubtitle")}
        </Typography>
        <Box
          sx={{
            display: "grid",
            gap: 1.5,
            gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "1fr 1fr 1fr 1fr auto" },
            alignItems: "center",
            mb: 2,
          }}
        >
          <FilterTextField
            label={t("form.city")}
            value={params.get("city") ?? ""}
            onCommit={(city) => change({ city })}
          />
          <FilterTextField
            label={t("filters.budgetMin")}
            type="number"
            value={params.get("budget") ?? ""}
            onCommit={(budget) => change({ budget })}
          />
          <TextField
            size="small"
            type="date"
            label={t("filters.deadlineFrom")}
            value={params.get("from") ?? ""}
            onChange={(event) => change({ from: event.target.value || null })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            size="small"
            label={t("filters.order")}
            value={params.get("order") ?? "recent"}
            onChange={(event) =>
              change({ order: event.target.value === "recent" ? null : event.target.value })
            }
          >
            {FIXED_PRICE_SORTS.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`filters.sort.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={params.get("remote") === "1"}
                onChange={(event) => change({ remote: event.target.checked ? "1" : null })}
              />
            }
            label={t("filters.remoteOnly")}
          />
        </Box>
        {list.isFetching ? <LinearProgress sx={{ mb: 1 }} /> : null}
        {list.isError ? <Alert severity="error">{errorText(list.error, language)}</Alert> : null}
        {list.data ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t("market.foundProjects", { count: list.data.total })}
          </Typography>
        ) : null}
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
          {list.data?.items.map((p) => (
            <Card key={p.id} variant="outlined" data-testid="project-item">
              <CardActionArea
                onClick={() => change({ open: String(p.id), page: String(query.page) })}
                sx={{ height: "100%" }}
              >
                <CardContent>
                  <Typography sx={{ fontWeight: 700 }}>{p.title}</Typography>
                  <ClientLine client={p.client} />
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} noWrap>
                    {p.description}
                  </Typography>
                  <ProjectFacts project={p} />
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
        {list.data && list.data.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
            {t("market.noProjects")}
          </Typography>
        ) : null}
        <ListPagination count={pages} page={query.page} onChange={(next) => change({ page: String(next) })} />
      </CardContent>
      <ProjectDrawer project={open} onClose={() => change({ open: null, page: String(query.page) })} />
    </Card>
  );
}

function ProjectFacts({ project }: { project: OpenProject }) {
  const { t } = useTranslation("needs");
  const language = useLanguage();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: "wrap", color: "text.secondary" }}>
      {project.budget !== null ? (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
          <Euro fontSize="small" />
          <Typography variant="body2">{formatEuro(project.budget, language)}</Typography>
        </Stack>
      ) : null}
      {project.deadline ? (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
          <CalendarMonth fontSize="small" />
          <Typography variant="body2">{t("list.deadline", { date: formatDay(project.deadline) })}</Typography>
        </Stack>
      ) : null}
      {project.city || project.remote_allowed ? (
        <Typography variant="body2">
          {[project.city, project.remote_allowed ? t("remote") : null].filter(Boolean).join(" · ")}
        </Typography>
      ) : null}
    </Stack>
  );
}

function ProjectDrawer({ project, onClose }: { project: OpenProject | null; onClose: () => void }) {
  const { t } = useTranslation("needs");
  const language = useLanguage();
  const { notify } = useNotice();
  return (
    <Drawer
      anchor="right"
      open={project !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: "100%", sm: 480 } } } }}
    >
      {project ? (
        <Stack spacing={2} sx={{ p: 2.5 }} data-testid="project-detail">
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {project.title}
            </Typography>
            <IconButton aria-label={t("close")} onClick={onClose}>
              <Close />
            </IconButton>
          </Stack>
          <ClientLine client={project.client} />
          <ProjectFacts project={project} />
          <SendProposalButton project={project} />
          <Divider />
          <Typography sx={{ whiteSpace: "pre-line" }}>{project.description}</Typography>
          <Divider />
          <Typography sx={{ fontWeight: 600 }}>{t("market.documents")}</Typography>
          {project.documents.length === 0 ? (
            <Typography color="text.secondary">{t("market.noDocuments")}</Typography>
          ) : (
            <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
              {project.documents.map((d) => (
                <Button
                  key={d.id}
                  variant="outlined"
                  startIcon={<Download />}
                  data-testid="project-document"
                  onClick={() =>
                    downloadNeedDocument(project.id, d).catch((error: unknown) =>
                      notify(errorText(error, language)),
                    )
                  }
                >
                  {d.kind === "functional_analysis" ? t("market.functionalAnalysis") : d.filename}
                </Button>
              ))}
            </Stack>
          )}
        </Stack>
      ) : null}
    </Drawer>
  );
}
