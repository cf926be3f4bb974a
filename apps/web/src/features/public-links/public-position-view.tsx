import { formatDayMonthYear, type PublicLinkPosition } from "@mkt/contracts";
import CalendarMonth from "@mui/icons-material/CalendarMonth";
import Groups from "@mui/icons-material/Groups";
import Place from "@mui/icons-material/Place";
import { Box, Card, CardContent, Chip, Stack, Typography } from "@mui/material";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../shared/api/api-error.ts";
import { QueryState } from "../../shared/components/query-state.tsx";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { useLinkPosition } from "./api.ts";

const day = (iso: string) => formatDayMonthYear(new Date(`${iso}T00:00:00`));

function Fact({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", color: "text.secondary" }}>
      {icon}
      <Typography variant="body2" data-testid={testId}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The shared position, read-only: seniority, place, people wanted, dates, technologies, languages, description. */
export function PositionDetails({ position: p }: { position: PublicLinkPosition }) {
  const { t } = useTranslation("public-links");
  const place = [p.city, p.remote_allowed ? t("visit.remote") : null].filter(Boolean).join(" · ");
  const dates =
    p.date_start && p.date_end
      ? t("visit.fromTo", { from: day(p.date_start), to: day(p.date_end) })
      : p.date_start
        ? t("visit.from", { date: day(p.date_start) })
        : null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="public-position-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="overline" color="text.secondary">
          {t("visit.positionHeading")}
        </Typography>
        <Typography
          id="public-position-title"
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, wordBreak: "break-word" }}
          data-testid="public-position-title"
        >
          {p.title}
        </Typography>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: "wrap", mt: 1, alignItems: "center" }}>
          {p.seniority ? (
            <Chip size="small" color="primary" label={t(`visit.seniority.${p.seniority}`)} />
          ) : null}
          {place ? <Fact icon={<Place fontSize="small" />}>{place}</Fact> : null}
          <Fact icon={<Groups fontSize="small" />}>{t("visit.wanted", { count: p.profiles_wanted })}</Fact>
          {dates ? (
            <Fact icon={<CalendarMonth fontSize="small" />} testId="public-position-dates">
              {dates}
            </Fact>
          ) : null}
        </Stack>
        {p.mandatory_skills.length > 0 ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2">{t("visit.mandatory")}</Typography>
            <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: "wrap", mt: 0.5 }}>
              {p.mandatory_skills.map((s) => (
                <Chip
                  key={s.technology_id}
                  size="small"
                  data-testid="public-position-skill"
                  label={s.min_years ? t("visit.minYears", { name: s.name, count: s.min_years }) : s.name}
                />
              ))}
            </Stack>
          </Box>
        ) : null}
        {p.nice_skills.length > 0 ? (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="subtitle2">{t("visit.nice")}</Typography>
            <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: "wrap", mt: 0.5 }}>
              {p.nice_skills.map((s) => (
                <Chip key={s.technology_id} size="small" variant="outlined" label={s.name} />
              ))}
            </Stack>
          </Box>
        ) : null}
        {p.languages.length > 0 ? (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="subtitle2">{t("visit.positionLanguages")}</Typography>
            <Typography variant="body2" data-testid="public-position-languages">
              {p.languages
                .map((l) => t("visit.languageLevel", { name: l.name, level: l.min_level }))
                .join(", ")}
            </Typography>
          </Box>
        ) : null}
        {p.description ? (
          <Typography sx={{ mt: 2, whiteSpace: "pre-line", wordBreak: "break-word" }}>
            {p.description}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The position of a position link, once the visitor left contacts; an expired viewer token asks them again. */
export function PublicPositionView({
  token,
  viewer,
  onViewerRejected,
}: {
  token: string;
  viewer: string;
  onViewerRejected: () => void;
}) {
  const language = useLanguage();
  const position = useLinkPosition(token, viewer, language);
  const rejected = isApiError(position.error) && position.error.code === "public_link.contacts_required";
  useEffect(() => {
    if (rejected) onViewerRejected();
  }, [rejected, onViewerRejected]);
  return <QueryState query={position}>{(data) => <PositionDetails position={data} />}</QueryState>;
}
