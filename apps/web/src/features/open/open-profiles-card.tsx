import type { OpenProfileItem } from "@mkt/contracts";
import LocationOn from "@mui/icons-material/LocationOn";
import { Avatar, Box, Button, Card, CardContent, Chip, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { availabilityOf, rateRange, todayIso } from "../profiles/index.ts";
import { openDetailPath } from "./open-session.tsx";

const SKILLS_SHOWN = 6;

/** "M. R.": the visitor sees initials only (the API already gives the surname as its initial). */
export function initialsOf(profile: { firstname: string; lastname: string }): string {
  return [profile.firstname, profile.lastname]
    .map((part) => part.trim().charAt(0).toLocaleUpperCase())
    .filter(Boolean)
    .join("");
}

/** One anonymised result: initials, title, seniority, top skills, rate, place, availability; opens the detail. */
export function OpenProfileCard({ profile: p, token }: { profile: OpenProfileItem; token: string }) {
  const { t } = useTranslation("open-browse");
  const { t: tp } = useTranslation("profiles");
  const { t: ts } = useTranslation("search");
  const initials = initialsOf(p);
  const availability = availabilityOf(p.available_from, todayIso());
  const rate = rateRange(p.daily_rate_min, p.daily_rate_max, {
    from: tp("rate.from"),
    upTo: tp("rate.upTo"),
  });
  const place = [p.city, ...p.localities.filter((l) => l !== p.city)].filter(Boolean).join(", ");
  return (
    <Card variant="outlined" data-testid="open-profile-card" data-id={p.id}>
      <CardContent sx={{ "&:last-child": { pb: 2 } }}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
          <Stack direction="row" spacing={1.5} sx={{ flex: 1, minWidth: 0, alignItems: "flex-start" }}>
            <Avatar sx={{ width: 48, height: 48, bgcolor: "primary.main" }} aria-hidden>
              {initials}
            </Avatar>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 700, fontSize: "1.05rem", wordBreak: "break-word" }}>
                {p.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="open-profile-initials">
                {initials}
              </Typography>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ mt: 1, flexWrap: "wrap", alignItems: "center", color: "text.secondary" }}
              >
                <Chip size="small" label={tp(`seniority.${p.seniority}`)} />
                <Chip size="small" variant="outlined" label={ts(`kind.${p.kind}`)} />
                {availability.kind === "now" ? (
                  <Chip size="small" color="success" variant="outlined" label={tp("availability.now")} />
                ) : (
                  <Typography variant="body2">
                    {tp("availability.from", { date: availability.date })}
                  </Typography>
                )}
                {place || p.remote ? (
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
                    <LocationOn fontSize="small" />
                    <Typography variant="body2">
                      {[place, p.remote ? t("profiles.remote") : null].filter(Boolean).join(" · ")}
                    </Typography>
                  </Stack>
                ) : null}
              </Stack>
              {p.skills.length > 0 ? (
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 1, flexWrap: "wrap" }}>
                  {p.skills.slice(0, SKILLS_SHOWN).map((s) => (
                    <Chip key={s.technology_id} size="small" variant="outlined" label={s.name} />
                  ))}
                  {p.skills.length > SKILLS_SHOWN ? (
                    <Chip size="small" label={`+${p.skills.length - SKILLS_SHOWN}`} />
                  ) : null}
                </Stack>
              ) : null}
            </Box>
          </Stack>
          <Stack
            direction={{ xs: "row", sm: "column" }}
            spacing={1}
            sx={{
              alignItems: { xs: "center", sm: "flex-end" },
              justifyContent: "space-between",
              flexShrink: 0,
            }}
          >
            <Box sx={{ textAlign: { sm: "right" } }}>
              <Typography sx={{ fontWeight: 700 }}>{rate ?? t("profiles.noRate")}</Typography>
              {rate ? (
                <Typography variant="caption" color="text.secondary">
                  {t("profiles.rateUnit")}
                </Typography>
              ) : null}
            </Box>
            <Button
              size="small"
              variant="outlined"
              component={RouterLink}
              to={openDetailPath(token, p.company_id, p.id, "view")}
              aria-label={`${t("profiles.view")}: ${p.title} (${initials})`}
              data-testid="open-profile-view"
            >
              {t("profiles.view")}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
