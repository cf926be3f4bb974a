import { Rating, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../shared/i18n/use-language.ts";

/**
 * A service's rating from its clients' reviews: stars and "4,5 (12)" in the reader's language, or "No ratings
 * yet" before the first review.
 */
export function ServiceRating({
  rating,
  testId,
}: {
  rating: { rating_avg: number | null; rating_count: number };
  testId: string;
}) {
  const { t } = useTranslation("service-favourites");
  const language = useLanguage();
  if (rating.rating_avg === null || rating.rating_count === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid={testId}>
        {t("rating.none")}
      </Typography>
    );
  const value = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating.rating_avg);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }} data-testid={testId}>
      <Rating
        value={rating.rating_avg}
        precision={0.5}
        size="small"
        readOnly
        getLabelText={() => t("rating.label", { value })}
      />
      <Typography variant="body2">{`${value} (${rating.rating_count})`}</Typography>
    </Stack>
  );
}
