import type { ProfileListItem } from "@mkt/contracts";
import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import {
  availabilityOf,
  completeDetailPath,
  ProfileAvatar,
  rateRange,
  todayIso,
} from "../../profiles/index.ts";

export type CompanyProfilesGridProps = {
  profiles: ProfileListItem[];
  /** The viewer can open the profiles' detail (opensPublishedProfile): otherwise the cards are not links. */
  linked: boolean;
};

/**
 * The company's published profiles as cards, each opening the profile's detail (complete_detail) for a viewer who
 * may read it (a supplier looking at a partner's page sees the cards only).
 */
export function CompanyProfilesGrid({ profiles, linked }: CompanyProfilesGridProps) {
  const { t } = useTranslation(["profiles", "search"]);
  const language = useLanguage();
  const today = todayIso();
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "1fr 1fr 1fr" },
      }}
    >
      {profiles.map((p) => {
        const availability = availabilityOf(p.available_from, today);
        const rate = rateRange(
          p.daily_rate_min,
          p.daily_rate_max,
          {
            from: t("rate.from"),
            upTo: t("rate.upTo"),
          },
          language,
        );
        const content = (
          <CardContent>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
              <ProfileAvatar
                photoUrl={p.photo_url}
                fallback={`${p.firstname.charAt(0)}${p.lastname.charAt(0)}`}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                  {p.firstname} {p.lastname}
                </Typography>
                {/* Whole, on two lines if need be: "Junior Java Microservices Engineer" was cut at 1280 px. */}
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: "anywhere" }}
                  data-testid="company-page-profile-title"
                >
                  {p.title}
                </Typography>
              </Box>
            </Stack>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap", mt: 1.5 }}>
              <Chip size="small" label={t(`seniority.${p.seniority}`)} />
              <Chip
                size="small"
                variant="outlined"
                color={availability.kind === "now" ? "success" : "default"}
                label={
                  availability.kind === "now"
                    ? t("availability.now")
                    : t("availability.from", { date: availability.date })
                }
              />
              {/* Per day, as the search's cards say it. */}
              {rate ? (
                <Chip
                  size="small"
                  variant="outlined"
                  label={`${rate} ${t("search:card.rateUnit")}`}
                  data-testid="company-page-profile-rate"
                />
              ) : null}
            </Stack>
            {p.skills.length > 0 ? (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ mt: 1 }}
                data-testid="company-page-profile-skills"
              >
                {p.skills
                  .slice(0, 4)
                  .map((s) => s.name)
                  .join(" · ")}
              </Typography>
            ) : null}
          </CardContent>
        );
        return (
          <Card key={p.id} variant="outlined" data-testid="company-page-profile">
            {linked ? (
              <CardActionArea component={RouterLink} to={completeDetailPath(p)} sx={{ height: "100%" }}>
                {content}
              </CardActionArea>
            ) : (
              content
            )}
          </Card>
        );
      })}
    </Box>
  );
}
