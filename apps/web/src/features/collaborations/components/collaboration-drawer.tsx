import type { CollaborationEvent } from "@mkt/contracts";
import CloseIcon from "@mui/icons-material/Close";
import { Alert, Box, CircularProgress, Divider, Drawer, IconButton, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useCollaboration } from "../api.ts";
import { formatDate, formatDateTime } from "../format.ts";
import type { PendingAction } from "./action-dialogs.tsx";
import { ExternalFeedbackItem, FeedbackBlock, ReviewRequests } from "./collaboration-reviews.tsx";
import { ActionButtons, Facts } from "./collaboration-row.tsx";
import { InterviewBlock } from "./interview-block.tsx";
import { CollaborationStatusChip } from "./status-chip.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

type EventT = (key: string, params?: Record<string, string | number>) => string;

/** The timeline line of an event, in the reader's language (unknown types read "Update"). */
function eventText(t: EventT, e: CollaborationEvent, lang: "it" | "en") {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(e.params)) params[k] = v ?? "";
  if (typeof e.params.starts_at === "string") params.date = formatDateTime(e.params.starts_at, lang);
  const key = `event.${e.type}`;
  const text = t(key, params);
  return text === key ? t("event.other") : text;
}

/** The detail of one collaboration: facts, actions, interviews, review and the timeline of every event. */
export function CollaborationDrawer({
  id,
  onClose,
  onAction,
}: {
  id: number | null;
  onClose: () => void;
  onAction: (pending: PendingAction) => void;
}) {
  const { t } = useTranslation("collaborations");
  const language = useLanguage();
  const detail = useCollaboration(id);
  const d = detail.data;
  return (
    <Drawer
      anchor="right"
      open={id !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: "100%", sm: 520 } } } }}
    >
      <Box sx={{ p: { xs: 2, sm: 3 } }} data-testid="collaboration-drawer">
        <Stack direction="row" sx={{ alignItems: "flex-start", justifyContent: "space-between", gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary">
              {d?.service ? t("detail.serviceTitle") : t("detail.title")}
            </Typography>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, wordBreak: "break-word" }}>
              {d?.profile_name ?? ""}
            </Typography>
          </Box>
          <IconButton aria-label={t("actions.close")} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {detail.isPending && id !== null ? <CircularProgress sx={{ mt: 3 }} /> : null}
        {detail.isError ? <Alert severity="error">{errorText(detail.error, language)}</Alert> : null}
        {d ? (
          <Stack spacing={3} sx={{ mt: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <CollaborationStatusChip status={d.status} />
              <Typography variant="caption" color="text.secondary">
                {t("detail.created", { date: formatDate(d.created_at, language) })}
              </Typography>
            </Stack>
            <Facts item={d} compact linkService={d.side === "client"} />
            {d.note ? <Typography variant="body2">{d.note}</Typography> : null}
            {d.cancel_reason ? (
              <Alert severity="warning">
                {t("detail.cancelReason")}: {d.cancel_reason}
              </Alert>
            ) : null}
            <ActionButtons item={d} onAction={onAction} />
            <Divider />
            {/* A service collaboration has no interview. */}
            {d.service ? null : (
              <Section title={t("detail.interviews")}>
                {d.interviews.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t("detail.noInterview")}
                  </Typography>
                ) : (
                  <Stack spacing={1}>
                    {d.interviews.map((i) => (
                      <InterviewBlock key={i.id} interview={i} />
                    ))}
                  </Stack>
                )}
              </Section>
            )}
            {d.status === "completed" || d.feedback ? (
              <Section title={t("detail.clientFeedback")}>
                <FeedbackBlock detail={d} />
              </Section>
            ) : null}
            {d.external_feedback.length > 0 ? (
              <Section title={t("detail.externalFeedback")}>
                <Stack spacing={1} data-testid="external-feedback">
                  {d.external_feedback.map((r) => (
                    <ExternalFeedbackItem key={r.id} review={r} isService={d.service !== null} />
                  ))}
                </Stack>
              </Section>
            ) : null}
            {d.review_requests.length > 0 ? (
              <Section title={t("detail.reviewRequests")}>
                <ReviewRequests detail={d} />
              </Section>
            ) : null}
            <Section title={t("detail.timeline")}>
              <Box component="ol" sx={{ m: 0, p: 0, listStyle: "none" }} data-testid="collaboration-timeline">
                {d.timeline.map((e) => (
                  <Box
                    component="li"
                    key={e.id}
                    data-type={e.type}
                    sx={{ borderLeft: 2, borderColor: "primary.main", pl: 1.5, pb: 1.5 }}
                  >
                    <Typography variant="body2">{eventText(t as unknown as EventT, e, language)}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {formatDateTime(e.created_at, language)}
                      {e.actor_name ? ` · ${e.actor_name}` : ""}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Section>
          </Stack>
        ) : null}
      </Box>
    </Drawer>
  );
}
