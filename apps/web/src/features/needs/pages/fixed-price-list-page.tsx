import { FIXED_PRICE_SORTS, type OpenProject } from "@mkt/contracts";
import CalendarMonth from "@mui/icons-material/CalendarMonth";
import Close from "@mui/icons-material/Close";
import Download from "@mui/icons-material/Download";
import Euro from "@mui/icons-material/Euro";
import { Button, Divider, Drawer, IconButton, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { track, useTrackView } from "../../../shared/tracking/index.ts";
import { SendProposalButton } from "../../quotes/index.ts";
import { downloadNeedDocument, useOpenProjects } from "../api.ts";
import { MarketFilterBar } from "../components/market-filter-bar.tsx";
import { MarketListPage, useMarketAddress } from "../components/market-list.tsx";
import { useCanSendQuotes } from "../hooks/use-can-send-quotes.ts";
import { projectQueryFromParams } from "../market-filters.ts";
import { formatDay, formatEuro } from "../need-format.ts";
import { ClientLine } from "./position-list-page.tsx";

/** §2.2 position_list_fixed_price: published Fixed Price projects with their functional analysis. */
export function FixedPriceListPage() {
  const { t } = useTranslation("needs");
  const sender = useCanSendQuotes();
  const address = useMarketAddress();
  const query = projectQueryFromParams(address.params);
  const list = useOpenProjects(query);
  return (
    <MarketListPage
      address={address}
      kind="projects"
      testId="fixed-price-list-page"
      heading={t("market.projectsHeading")}
      subtitle={t(sender ? "market.projectsSubtitle" : "market.projectsSubtitleViewer")}
      filters={
        <MarketFilterBar
          params={address.params}
          onChange={address.change}
          columns="1fr 1fr 1fr 1fr auto"
          minimum={{ param: "budget", label: t("filters.budgetMin") }}
          fromLabel={t("filters.deadlineFrom")}
          sorts={FIXED_PRICE_SORTS}
        />
      }
      result={list}
      page={query.page}
      foundText={(count) => t("market.foundProjects", { count })}
      itemTestId="project-item"
      renderItem={(p) => (
        <>
          <Typography sx={{ fontWeight: 700 }}>{p.title}</Typography>
          <ClientLine client={p.client} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} noWrap>
            {p.description}
          </Typography>
          <ProjectFacts project={p} />
        </>
      )}
      emptyText={t("market.noProjects")}
      renderDrawer={(open, onClose) => <ProjectDrawer project={open} onClose={onClose} />}
    />
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
  const sender = useCanSendQuotes();
  const language = useLanguage();
  const { notify } = useNotice();
  useTrackView(
    "project_detail",
    project ? { project_id: project.id, project_type: "fp", source: "market" } : null,
  );
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
          {sender ? <SendProposalButton project={project} /> : null}
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
                  onClick={() => {
                    track("functional_analysis_download", {
                      project_id: project.id,
                      project_name: project.title,
                    });
                    downloadNeedDocument(project.id, d).catch((error: unknown) =>
                      notify(errorText(error, language)),
                    );
                  }}
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
