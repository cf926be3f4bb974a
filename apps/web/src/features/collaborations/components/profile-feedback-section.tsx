import { Alert, Box, Card, CardContent, Chip, Rating, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useProfileFeedback } from "../api.ts";
import { formatDate } from "../format.ts";

/** The reviews of a profile's collaborations (clients' own and outside contacts'), with the mean rating. */
export function ProfileFeedbackSection({ profileId }: { profileId: number }) {
  const { t } = useTranslation("collaborations");
  const language = useLanguage();
  const feedback = useProfileFeedback(profileId);
  const data = feedback.data;
  if (!data) return null;
  return (
    <Card variant="outlined" data-testid="profile-feedback">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flexWrap: "wrap", mb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t("profileFeedback.title")}
          </Typography>
          {data.average !== null ? (
            <>
              <Rating value={data.average} precision={0.1} readOnly size="small" />
              <Typography variant="body2" color="text.secondary" data-testid="profile-feedback-summary">
                {t("profileFeedback.summary", {
                  average: data.average.toLocaleString(language),
                  count: data.count,
                })}
              </Typography>
            </>
          ) : null}
        </Stack>
        {data.count === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t("profileFeedback.empty")}
          </Typography>
        ) : (
          <Stack spacing={1.5}>
            {data.items.map((item) => (
              <Box key={item.id} data-testid="profile-feedback-item" data-source={item.source}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
                  <Rating value={item.rating} readOnly size="small" />
                  <Typography variant="caption" color="text.secondary">
                    {item.source === "external"
                      ? [item.author_name, item.author_company].filter(Boolean).join(" · ")
                      : item.client_name}{" "}
                    · {formatDate(item.created_at, language)}
                  </Typography>
                  {item.source === "external" ? (
                    <Chip label={t("profileFeedback.external")} size="small" variant="outlined" />
                  ) : null}
                </Stack>
                {item.comment ? <Typography variant="body2">{item.comment}</Typography> : null}
                {item.supplier_reply ? (
                  <Alert severity="info" icon={false} sx={{ mt: 0.5, py: 0 }}>
                    <Typography variant="caption" sx={{ fontWeight: 700 }} component="div">
                      {t("profileFeedback.reply")}
                    </Typography>
                    {item.supplier_reply}
                  </Alert>
                ) : null}
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
