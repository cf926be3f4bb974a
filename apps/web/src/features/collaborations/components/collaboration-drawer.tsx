import {
  type CollaborationDetail,
  type CollaborationEvent,
  type ExternalCollaborationFeedback,
  FEEDBACK_CRITERIA,
  type Interview,
} from "@mkt/contracts";
import CloseIcon from "@mui/icons-material/Close";
import EventIcon from "@mui/icons-material/Event";
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Divider,
  Drawer,
  IconButton,
  Rating,
  Stack,
  Typography,
} from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { downloadInterviewIcs, useCollaboration } from "../api.ts";
import { formatDate, formatDateTime } from "../format.ts";
import type { PendingAction } from "./action-dialogs.tsx";
import { ActionButtons, Facts } from "./collaboration-row.tsx";
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

function InterviewBlock({ interview }: { interview: Interview }) {
  const { t } = useTranslation("collaborations");
  const language = useLanguage();
  return (
    <Box sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }} data-testid="interview-block">
      <Stack
        direction="row"
        sx={{ justifyContent: "space-between", alignItems: "center", gap: 1, flexWrap: "wrap" }}
      >
        <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="interview-status">
          {t(`interviewStatus.${interview.status}`)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t("detail.duration", { n: interview.duration_minutes })}
        </Typography>
      </Stack>
      {interview.confirmed_starts_at ? (
        <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="interview-confirmed-at">
          {t("detail.confirmedAt", { date: formatDateTime(interview.confirmed_starts_at, language) })}
        </Typography>
      ) : (
        <Box sx={{ mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {t("detail.slots")}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {interview.slots.map((s) => (
              <li key={s.id}>
                <Typography variant="body2">{formatDateTime(s.starts_at, language)}</Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Typography variant="body2" sx={{ mt: 0.5, wordBreak: "break-word" }}>
        {t("detail.location")}: {interview.location}
      </Typography>
      {interview.note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {interview.note}
        </Typography>
      ) : null}
      {interview.outcome ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t("detail.outcome", { outcome: t(`outcomeValue.${interview.outcome}`) })}
        </Typography>
      ) : null}
      {interview.invitees.length > 0 ? (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
          {t("detail.invitees")}:{" "}
          {interview.invitees
            .map((i) => `${i.name || i.email} (${t(`detail.inviteeStatus.${i.status as "pending"}`)})`)
            .join(", ")}
        </Typography>
      ) : null}
      {interview.status === "confirmed" ? (
        <Button
          size="small"
          startIcon={<EventIcon />}
          sx={{ mt: 1 }}
          onClick={() =>
            downloadInterviewIcs(interview.id).catch((error: unknown) =>
              emitNotice(errorText(error, language)),
            )
          }
        >
          {t("detail.addToCalendar")}
        </Button>
      ) : null}
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

function FeedbackBlock({ detail }: { detail: CollaborationDetail }) {
  const { t } = useTranslation("collaborations");
  const f = detail.feedback;
  if (!f)
    return (
      <Typography variant="body2" color="text.secondary">
        {t("detail.noFeedback")}
      </Typography>
    );
  return (
    <Stack spacing={0.5} data-testid="collaboration-feedback">
      {stars(t("detail.profileRating"), f.profile_rating, "p")}
      {stars(t("detail.supplierRating"), f.supplier_rating, "s")}
      {FEEDBACK_CRITERIA.map((c) => stars(t(`feedback.criteria.${c}`), f.criteria[c] ?? 0, c))}
      {f.comment ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          «{f.comment}»
        </Typography>
      ) : null}
      {f.supplier_reply ? (
        <Alert severity="info" icon={false} sx={{ mt: 1 }}>
          <Typography variant="caption" sx={{ fontWeight: 700 }} component="div">
            {t("detail.supplierReply")}
          </Typography>
          {f.supplier_reply}
        </Alert>
      ) : null}
    </Stack>
  );
}

function stars(label: string, value: number, key: string) {
  return (
    <Stack key={key} direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <Typography variant="body2" sx={{ minWidth: 150 }}>
        {label}
      </Typography>
      <Rating value={value} readOnly size="small" />
    </Stack>
  );
}

/** One outside contact's review: who, when, both ratings, criteria, comment. */
function ExternalFeedbackItem({ review }: { review: ExternalCollaborationFeedback }) {
  const { t } = useTranslation("collaborations");
  const language = useLanguage();
  return (
    <Box
      sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}
      data-testid="external-feedback-item"
    >
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {t("detail.externalBy", {
          name: review.author_name,
          company: review.author_company,
          date: formatDate(review.created_at, language),
        })}
      </Typography>
      <Stack spacing={0.5}>
        {stars(t("detail.profileRating"), review.profile_rating, "p")}
        {stars(t("detail.supplierRating"), review.supplier_rating, "s")}
        {FEEDBACK_CRITERIA.map((c) => stars(t(`feedback.criteria.${c}`), review.criteria[c] ?? 0, c))}
      </Stack>
      {review.comment ? (
        <Typography variant="body2" sx={{ mt: 1, wordBreak: "break-word" }}>
          «{review.comment}»
        </Typography>
      ) : null}
    </Box>
  );
}

/** The supplier's review requests and their state (the supplier and staff only). */
function ReviewRequests({ detail }: { detail: CollaborationDetail }) {
  const { t } = useTranslation("collaborations");
  const language = useLanguage();
  return (
    <Stack component="ul" spacing={0.75} sx={{ m: 0, p: 0, listStyle: "none" }} data-testid="review-requests">
      {detail.review_requests.map((r) => (
        <Stack
          component="li"
          key={r.id}
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: "center", flexWrap: "wrap" }}
        >
          <Typography variant="body2" sx={{ wordBreak: "break-word" }}>
            {r.name} · {r.company_name} · {formatDate(r.created_at, language)}
          </Typography>
          <Chip
            size="small"
            label={t(`detail.requestStatus.${r.status}`)}
            color={r.status === "answered" ? "success" : "default"}
            variant={r.status === "pending" ? "outlined" : "filled"}
          />
        </Stack>
      ))}
    </Stack>
  );
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
              {t("detail.title")}
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
            <Facts item={d} compact />
            {d.note ? <Typography variant="body2">{d.note}</Typography> : null}
            {d.cancel_reason ? (
              <Alert severity="warning">
                {t("detail.cancelReason")}: {d.cancel_reason}
              </Alert>
            ) : null}
            <ActionButtons item={d} onAction={onAction} />
            <Divider />
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
            {d.status === "completed" || d.feedback ? (
              <Section title={t("detail.clientFeedback")}>
                <FeedbackBlock detail={d} />
              </Section>
            ) : null}
            {d.external_feedback.length > 0 ? (
              <Section title={t("detail.externalFeedback")}>
                <Stack spacing={1} data-testid="external-feedback">
                  {d.external_feedback.map((r) => (
                    <ExternalFeedbackItem key={r.id} review={r} />
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
