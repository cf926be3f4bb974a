import type { CreditBand } from "@mkt/contracts";
import { LinearProgress } from "@mui/material";

/**
 * The bands are the spec's (84–100, 60–83, 0–59 left) and say how much is used, not that credits run out: only the
 * band with less than 60% left asks for attention (an exhausted balance is the blocked modal's limit text).
 */
const BAND_COLOR: Record<CreditBand, "success" | "primary" | "warning"> = {
  high: "success",
  medium: "primary",
  low: "warning",
};

export type CreditBarProps = { percentLeft: number; band: CreditBand; label: string; height?: number };

/** The credit bar (§4): the share of credits left, coloured by its band (84–100, 60–83, 0–59). */
export function CreditBar({ percentLeft, band, label, height = 8 }: CreditBarProps) {
  return (
    <LinearProgress
      variant="determinate"
      value={percentLeft}
      color={BAND_COLOR[band]}
      aria-label={label}
      data-testid="credit-bar"
      data-band={band}
      sx={{ height, borderRadius: height / 2 }}
    />
  );
}
