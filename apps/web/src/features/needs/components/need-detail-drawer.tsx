import type { ClientNeed } from "@mkt/contracts";
import Close from "@mui/icons-material/Close";
import Description from "@mui/icons-material/Description";
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Divider,
  Drawer,
  IconButton,
  Stack,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { track, useTrackView } from "../../../shared/tracking/index.ts";
import { downloadNeedDocument, useOwnNeed } from "../api.ts";
import { formatDay, formatEuro } from "../need-format.ts";
import { NeedStatusActions } from "./need-status-actions.tsx";
import { PositionSummary } from "./position-summary.tsx";

export type NeedDetailDrawerProps = { id: number | null; onClose: () => void };

/** The client's need in a side drawer: its positions or budget, documents, and what can be done next. */
export function NeedDetailDrawer({ id, onClose }: NeedDetailDrawerProps) {
  const { t } = useTranslation("needs");
  const language = useLanguage();
  const need = useOwnNeed(id);
  return (
    <Drawer
      anchor="right"
      open={id !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: "100%", sm: 520 } } } }}
    >
      <Box sx={{ p: 2.5 }} data-testid="need-detail">
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1 }}>
          <Typography variant="overline" color="text.secondary">
            {need.data ? t(`type.${need.data.type}`) : ""}
          </Typography>
          <IconButton aria-label={t("close")} onClick={onClose}>
            <Close />
          </IconButton>
        </Stack>
        {need.isPending && id !== null ? <CircularProgress aria-label={t("loading")} /> : null}
        {need.isError ? <Alert severity="error">{errorText(need.error, language)}</Alert> : null}
        {need.data ? <NeedBody need={need.data} /> : null}
      </Box>
    </Drawer>
  );
}

function NeedBody({ need }: { need: ClientNeed }) {
  const { t } = useTranslation("needs");
  const language = useLanguage();
  const { notify } = useNotice();
  useTrackView("project_detail", { project_id: need.id, project_type: need.type, source: "drawer" });
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {need.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: "wrap" }} useFlexGap>
          <Chip size="small" label={t(`state.${need.status}`)} data-testid="need-detail-status" />
          {need.anonymous ? <Chip size="small" variant="outlined" label={t("anonymous")} /> : null}
          {need.published_at ? (
            <Typography variant="body2" color="text.secondary">
              {t("publishedOn", { date: formatDay(need.published_at) })}
            </Typography>
          ) : null}
        </Stack>
      </Box>
      {need.description ? <Typography sx={{ whiteSpace: "pre-line" }}>{need.description}</Typography> : null}
      {need.type === "fp" ? (
        <Typography>
          {need.budget !== null ? t("budget", { amount: formatEuro(need.budget, language) }) : null}
          {need.deadline ? ` · ${t("list.deadline", { date: formatDay(need.deadline) })}` : null}
        </Typography>
      ) : null}
      {need.positions.map((p) => (
        <Box key={p.id}>
          <Divider sx={{ mb: 1.5 }} />
          <Typography sx={{ fontWeight: 600, mb: 1 }}>{p.title}</Typography>
          <PositionSummary position={p} />
        </Box>
      ))}
      {need.documents.length > 0 ? (
        <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
          <Divider flexItem />
          {need.documents.map((d) => (
            <Button
              key={d.id}
              startIcon={<Description />}
              onClick={() => {
                track("functional_analysis_download", { project_id: need.id, project_name: need.title });
                downloadNeedDocument(need.id, d).catch((e: unknown) => notify(errorText(e, language)));
              }}
            >
              {d.filename}
            </Button>
          ))}
        </Stack>
      ) : null}
      <NeedStatusActions
        need={need}
        extra={
          <Button
            component={RouterLink}
            to={`/need/detail?id=${need.id}`}
            variant="contained"
            data-testid="need-open-detail"
          >
            {t("list.open")}
          </Button>
        }
      />
    </Stack>
  );
}
