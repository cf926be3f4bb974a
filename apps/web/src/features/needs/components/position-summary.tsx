import type { Position } from "@mkt/contracts";
import CalendarMonth from "@mui/icons-material/CalendarMonth";
import Euro from "@mui/icons-material/Euro";
import Groups from "@mui/icons-material/Groups";
import Place from "@mui/icons-material/Place";
import { Chip, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { dateRange, formatEuro } from "../need-format.ts";

type Summary = Pick<
  Position,
  | "seniority"
  | "city"
  | "remote_allowed"
  | "max_daily_rate"
  | "profiles_wanted"
  | "date_start"
  | "date_end"
  | "mandatory_skills"
  | "nice_skills"
>;

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", color: "text.secondary" }}>
      {icon}
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}

/** A position's key facts (place, rate, people, dates) and its technologies as chips, with minimum years. */
export function PositionSummary({ position }: { position: Summary }) {
  const { t } = useTranslation("needs");
  const { t: tp } = useTranslation("profiles");
  const language = useLanguage();
  const place = [position.city, position.remote_allowed ? t("remote") : null].filter(Boolean).join(" · ");
  const dates = dateRange(position.date_start, position.date_end);
  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: "wrap" }}>
        {position.seniority ? (
          <Chip size="small" color="primary" label={tp(`seniority.${position.seniority}`)} />
        ) : null}
        {place ? <Fact icon={<Place fontSize="small" />}>{place}</Fact> : null}
        {position.max_daily_rate !== null ? (
          <Fact icon={<Euro fontSize="small" />}>
            {t("ratePerDay", { rate: formatEuro(position.max_daily_rate, language) })}
          </Fact>
        ) : null}
        <Fact icon={<Groups fontSize="small" />}>
          {t("profilesWanted", { count: position.profiles_wanted })}
        </Fact>
        {dates ? <Fact icon={<CalendarMonth fontSize="small" />}>{dates}</Fact> : null}
      </Stack>
      {position.mandatory_skills.length + position.nice_skills.length > 0 ? (
        <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: "wrap" }}>
          {position.mandatory_skills.map((s) => (
            <Chip
              key={s.technology_id}
              size="small"
              variant="filled"
              data-testid="position-skill"
              label={s.min_years ? t("skillYears", { name: s.name, count: s.min_years }) : s.name}
            />
          ))}
          {position.nice_skills.map((s) => (
            <Chip key={s.technology_id} size="small" variant="outlined" label={`${s.name} · ${t("nice")}`} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
