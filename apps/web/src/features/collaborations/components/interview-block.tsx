import type { Interview } from "@mkt/contracts";
import EventIcon from "@mui/icons-material/Event";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { downloadInterviewIcs } from "../api.ts";
import { formatDateTime } from "../format.ts";

/** One interview of a collaboration: status, confirmed time or proposed slots, place, outcome, calendar file. */
export function InterviewBlock({ interview }: { interview: Interview }) {
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
          {t("detail.duration", { count: interview.duration_minutes })}
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
