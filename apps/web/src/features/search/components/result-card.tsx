import type { ProfileSearchItem } from "@mkt/contracts";
import Bookmark from "@mui/icons-material/Bookmark";
import BookmarkBorder from "@mui/icons-material/BookmarkBorder";
import LocationOn from "@mui/icons-material/LocationOn";
import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import {
  availabilityOf,
  ProfileAvatar,
  profileDetailPath,
  rateRange,
  todayIso,
} from "../../profiles/index.ts";

const SKILLS_SHOWN = 6;

export type ResultCardProps = {
  profile: ProfileSearchItem;
  /** Save (asks for a note) or unsave; absent for staff, who keep no saved list. */
  onToggleSave?: (profile: ProfileSearchItem) => void;
  savePending?: boolean;
  /** Extra content under the card's facts (the note on the saved list). */
  children?: ReactNode;
  /** More buttons beside the save toggle (request availability). */
  actions?: ReactNode;
};

/** One profile in the search results or the saved list: facts, top skills, a link to the detail, save toggle. */
export function ResultCard({
  profile: p,
  onToggleSave,
  savePending = false,
  children,
  actions,
}: ResultCardProps) {
  const { t } = useTranslation("search");
  const { t: tp } = useTranslation("profiles");
  const name = `${p.firstname} ${p.lastname}`;
  const availability = availabilityOf(p.available_from, todayIso());
  const rate = rateRange(p.daily_rate_min, p.daily_rate_max, {
    from: tp("rate.from"),
    upTo: tp("rate.upTo"),
  });
  const place = [p.city, ...p.localities.filter((l) => l !== p.city)].filter(Boolean).join(", ");
  return (
    <Card variant="outlined" data-testid="search-result" data-id={p.id} data-saved={String(p.saved)}>
      <CardContent sx={{ "&:last-child": { pb: 2 } }}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
          <Stack direction="row" spacing={1.5} sx={{ flex: 1, minWidth: 0, alignItems: "flex-start" }}>
            <ProfileAvatar
              photoUrl={p.photo_url}
              fallback={`${p.firstname.charAt(0)}${p.lastname.charAt(0)}`}
              sx={{ width: 48, height: 48 }}
            />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
                <Link
                  component={RouterLink}
                  to={profileDetailPath(p)}
                  underline="hover"
                  sx={{ fontWeight: 700, fontSize: "1.05rem" }}
                  data-testid="search-result-link"
                  aria-label={`${t("card.open")}: ${name}`}
                >
                  {name}
                </Link>
                {p.premium ? <Chip size="small" color="secondary" label={t("card.premium")} /> : null}
              </Stack>
              <Typography color="text.secondary" sx={{ wordBreak: "break-word" }}>
                {p.title}
              </Typography>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ mt: 1, flexWrap: "wrap", alignItems: "center", color: "text.secondary" }}
              >
                <Chip size="small" label={tp(`seniority.${p.seniority}`)} />
                <Chip size="small" variant="outlined" label={t(`kind.${p.kind}`)} />
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
                      {[place, p.remote ? t("card.remote") : null].filter(Boolean).join(" · ")}
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
              <Typography sx={{ fontWeight: 700 }}>{rate ?? t("card.noRate")}</Typography>
              {rate ? (
                <Typography variant="caption" color="text.secondary">
                  {t("card.rateUnit")}
                </Typography>
              ) : null}
            </Box>
            {onToggleSave ? (
              <Button
                size="small"
                variant={p.saved ? "contained" : "outlined"}
                startIcon={p.saved ? <Bookmark /> : <BookmarkBorder />}
                disabled={savePending}
                onClick={() => onToggleSave(p)}
                aria-pressed={p.saved}
                aria-label={p.saved ? `${t("card.unsave")}: ${name}` : `${t("card.save")}: ${name}`}
                data-testid="search-save-toggle"
              >
                {p.saved ? t("card.saved") : t("card.save")}
              </Button>
            ) : null}
            {actions}
          </Stack>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
