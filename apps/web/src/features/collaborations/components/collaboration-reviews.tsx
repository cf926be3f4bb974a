import {
  type CollaborationDetail,
  type ExternalCollaborationFeedback,
  FEEDBACK_CRITERIA,
} from "@mkt/contracts";
import { Alert, Box, Chip, Rating, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { formatDate } from "../format.ts";

/** The client's review of a completed collaboration, with the supplier's reply. */
export function FeedbackBlock({ detail }: { detail: CollaborationDetail }) {
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
      {stars(t(detail.service ? "detail.serviceRating" : "detail.profileRating"), f.profile_rating, "p")}
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

/** One outside contact's review: who, when, both ratings (the service's when `isService`), criteria, comment. */
export function ExternalFeedbackItem({
  review,
  isService = false,
}: {
  review: ExternalCollaborationFeedback;
  isService?: boolean;
}) {
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
        {stars(t(isService ? "detail.serviceRating" : "detail.profileRating"), review.profile_rating, "p")}
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
export function ReviewRequests({ detail }: { detail: CollaborationDetail }) {
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
