import type { CreditBand } from "@mkt/contracts";
import { LinearProgress } from "@mui/material";

const BAND_COLOR: Record<CreditBand, "success" | "warning" | "error"> = {
  high: "success",
  medium: "warning",
  low: "error",
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
