import type { ProfileSearchItem } from "@mkt/contracts";
import LocationOn from "@mui/icons-material/LocationOn";
import { Box, Card, CardContent, Chip, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { availabilityOf, rateRange, todayIso } from "../../profiles/index.ts";

const SKILLS_SHOWN = 6;

/** The facts a result card shows, as the signed-in search and the open area both give them. */
export type ProfileCardFacts = Pick<
  ProfileSearchItem,
  | "id"
  | "seniority"
  | "kind"
  | "available_from"
  | "daily_rate_min"
  | "daily_rate_max"
  | "city"
  | "localities"
  | "remote"
  | "skills"
>;

export type ProfileCardFrameProps = {
  profile: ProfileCardFacts;
  testId: string;
  /** The picture or the initials. */
  avatar: ReactNode;
  /** Who it is and the title: the name with its link (signed in), or the title and initials (open). */
  heading: ReactNode;
  /** Buttons under the rate (save, request availability, view). */
  actions?: ReactNode;
  /** Extra content under the card's facts (the note on the saved list). */
  children?: ReactNode;
  /** Kept on the card as `data-saved` when given. */
  saved?: boolean;
};

/**
 * One profile among results: avatar, heading, seniority, kind, availability, place, top skills and the daily
 * rate. Who it is, its link and its buttons come from the caller, so a visitor's card shows no name or contact.
 */
export function ProfileCardFrame({
  profile: p,
  testId,
  avatar,
  heading,
  actions,
  children,
  saved,
}: ProfileCardFrameProps) {
  const { t } = useTranslation("search");
  const { t: tp } = useTranslation("profiles");
  const language = useLanguage();
  const availability = availabilityOf(p.available_from, todayIso());
  const rate = rateRange(
    p.daily_rate_min,
    p.daily_rate_max,
    {
      from: tp("rate.from"),
      upTo: tp("rate.upTo"),
    },
    language,
  );
  const place = [p.city, ...p.localities.filter((l) => l !== p.city)].filter(Boolean).join(", ");
  return (
    <Card
      variant="outlined"
      data-testid={testId}
      data-id={p.id}
      data-saved={saved === undefined ? undefined : String(saved)}
    >
      <CardContent sx={{ "&:last-child": { pb: 2 } }}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
          <Stack direction="row" spacing={1.5} sx={{ flex: 1, minWidth: 0, alignItems: "flex-start" }}>
            {avatar}
            <Box sx={{ minWidth: 0, flex: 1 }}>
              {heading}
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
          {/* On a phone the rate ("290–360 € al giorno") takes a line and the buttons the next, none of them
              broken over two lines; beside the facts from sm up. */}
          <Stack
            direction="column"
            spacing={1}
            sx={{ alignItems: { xs: "flex-start", sm: "flex-end" }, flexShrink: 0 }}
          >
            <Box sx={{ textAlign: { sm: "right" } }} data-testid="search-result-rate">
              <Typography component="span" sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
                {rate ?? t("card.noRate")}
              </Typography>
              {rate ? (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: { xs: "inline", sm: "block" }, ml: { xs: 0.5, sm: 0 } }}
                >
                  {t("card.rateUnit")}
                </Typography>
              ) : null}
            </Box>
            {actions ? (
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{
                  flexWrap: "wrap",
                  justifyContent: { sm: "flex-end" },
                  "& .MuiButton-root": { whiteSpace: "nowrap" },
                }}
              >
                {actions}
              </Stack>
            ) : null}
          </Stack>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
