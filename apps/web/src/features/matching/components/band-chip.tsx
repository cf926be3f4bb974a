import type { MatchBand } from "@mkt/contracts";
import { Chip } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { useTranslation } from "react-i18next";

const PALETTE_KEY = {
  excellent: "excellent",
  very_good: "veryGood",
  good: "good",
  bad: "bad",
  no_data: "noData",
} as const;

/** The brand's quality colour of a band (§1 quality scale). */
export function useBandColor(band: MatchBand): string {
  const theme = useTheme();
  return theme.palette.brand[PALETTE_KEY[band]];
}

/** A score with its band, in the band's brand colour ("92 · Eccellente"). */
export function BandChip({
  score,
  band,
  size = "small",
}: {
  score: number;
  band: MatchBand;
  size?: "small" | "medium";
}) {
  const { t } = useTranslation("matching");
  const color = useBandColor(band);
  const theme = useTheme();
  return (
    <Chip
      size={size}
      label={band === "no_data" ? t("band.no_data") : t("scoreBand", { score, band: t(`band.${band}`) })}
      aria-label={t("scoreLabel", { score, band: t(`band.${band}`) })}
      data-testid="match-band"
      data-band={band}
      sx={{
        bgcolor: color,
        color: theme.palette.getContrastText(color),
        fontWeight: 700,
        fontVariantNumeric: "tabular-nums",
      }}
    />
  );
}
