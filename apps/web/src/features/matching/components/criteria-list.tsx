import type { MatchCriterionView } from "@mkt/contracts";
import Cancel from "@mui/icons-material/Cancel";
import CheckCircle from "@mui/icons-material/CheckCircle";
import RemoveCircleOutline from "@mui/icons-material/RemoveCircleOutline";
import Timelapse from "@mui/icons-material/Timelapse";
import { List, ListItem, ListItemIcon, ListItemText, Typography } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";

function OutcomeIcon({ outcome }: { outcome: MatchCriterionView["outcome"] }) {
  const { brand } = useTheme().palette;
  const { t } = useTranslation("matching");
  const label = t(`outcome.${outcome}`);
  if (outcome === "hit") return <CheckCircle sx={{ color: brand.excellent }} aria-label={label} />;
  if (outcome === "partial") return <Timelapse sx={{ color: brand.good }} aria-label={label} />;
  if (outcome === "miss") return <Cancel sx={{ color: brand.bad }} aria-label={label} />;
  return <RemoveCircleOutline sx={{ color: brand.noData }} aria-label={label} />;
}

/**
 * What the API named for a criterion, already in the reader's language: missing technologies or languages, skills
 * short of the years, skills from the career, languages below the level ("English B1, C1 required"), the seniority
 * against the position's and the commute ("Monza, 14 km from Milan"). Empty when there is nothing to name.
 */
function explained(c: MatchCriterionView, t: TFunction<"matching">): string[] {
  return [
    c.missing.length > 0 ? t("missing", { list: c.missing.join(", ") }) : null,
    c.short.length > 0
      ? t("short", {
          list: c.short
            .map((s) => t("shortItem", { name: s.name, count: s.years, min: s.min_years }))
            .join(", "),
        })
      : null,
    c.from_experience.length > 0
      ? t("fromExperience", { list: c.from_experience.map((s) => s.label).join("; ") })
      : null,
    ...(c.levels ?? []).map((l) => l.label),
    c.seniority?.label ?? null,
    c.distance?.label ?? null,
  ].filter((part): part is string => !!part);
}

/**
 * The readable explanation of a score: every criterion with its outcome, points and what is missing, the
 * mandatory technologies held with fewer years than the position asks, the skills counted through the career, the
 * language levels, the seniority and the commute.
 */
export function CriteriaList({ criteria }: { criteria: MatchCriterionView[] }) {
  const { t } = useTranslation("matching");
  return (
    <List dense disablePadding data-testid="match-criteria">
      {criteria.map((c) => (
        <ListItem key={c.criterion} disableGutters data-criterion={c.criterion} data-outcome={c.outcome}>
          <ListItemIcon sx={{ minWidth: 34 }}>
            <OutcomeIcon outcome={c.outcome} />
          </ListItemIcon>
          <ListItemText
            primary={
              <>
                {t(`criterion.${c.criterion}`)}
                <Typography component="span" variant="body2" color="text.secondary">
                  {" · "}
                  {c.outcome === "not_applicable"
                    ? t(c.criterion === "feedback" ? "noFeedback" : "outcome.not_applicable")
                    : t("points", { points: c.points, max: c.max_points })}
                </Typography>
              </>
            }
            secondary={
              explained(c, t).join(" · ") ||
              (c.outcome === "not_applicable" ? null : t(`detail.${c.criterion}.${c.outcome}`))
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
