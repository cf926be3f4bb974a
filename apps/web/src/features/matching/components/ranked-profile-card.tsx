import type { CompatibleProfile } from "@mkt/contracts";
import ExpandLess from "@mui/icons-material/ExpandLess";
import ExpandMore from "@mui/icons-material/ExpandMore";
import { Box, Button, Card, CardContent, Collapse, Link, Stack, Typography } from "@mui/material";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { formatDay, formatEuro } from "../../needs/index.ts";
import { ProfileActions } from "../../profile-detail/index.ts";
import { completeDetailPath } from "../../profiles/index.ts";
import { BandChip } from "./band-chip.tsx";
import { CriteriaList } from "./criteria-list.tsx";

export type RankedProfileCardProps = {
  item: CompatibleProfile;
  rank: number;
  /** The position it is ranked for: its detail opens with it, and a client invites to it from the card. */
  positionId: number;
};

/**
 * One ranked profile: who (a link to its detail), where, rate and availability, its score, the explanation on
 * demand, and a client's actions (save, request availability, invite to this position).
 */
export function RankedProfileCard({ item, rank, positionId }: RankedProfileCardProps) {
  const { t } = useTranslation("matching");
  const { t: tp } = useTranslation("profiles");
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const place = [item.city, item.remote ? t("remote") : null].filter(Boolean).join(" · ");
  const available =
    !item.available_from || item.available_from <= new Date().toISOString().slice(0, 10)
      ? t("availableNow")
      : t("availableFrom", { date: formatDay(item.available_from) });
  const facts = [
    tp(`seniority.${item.seniority}`),
    place,
    item.daily_rate_min !== null ? t("rate", { rate: formatEuro(item.daily_rate_min, language) }) : null,
    available,
  ].filter(Boolean);
  return (
    <Card
      variant="outlined"
      data-testid="ranked-profile"
      data-profile-id={item.profile_id}
      data-score={item.score}
    >
      <CardContent sx={{ pb: "12px !important" }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }}>
          <Typography
            color="text.secondary"
            sx={{ fontWeight: 700, minWidth: 28, pt: 0.25, fontVariantNumeric: "tabular-nums" }}
          >
            {rank}.
          </Typography>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Stack
              direction={{ xs: "column", sm: "row" }}
              spacing={1}
              sx={{ justifyContent: "space-between", alignItems: { xs: "flex-start", sm: "center" } }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  // The company stays anonymous on the card: the detail is opened without it.
                  to={completeDetailPath({ id: item.profile_id, company_id: null }, { positionId })}
                  underline="hover"
                  sx={{ fontWeight: 600, display: "block" }}
                  data-testid="ranked-profile-name"
                >
                  {item.firstname} {item.lastname}
                </Link>
                <Typography variant="body2">{item.title}</Typography>
              </Box>
              <BandChip score={item.score} band={item.band} />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {facts.join(" · ")}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {item.company_name}
            </Typography>
            <Button
              size="small"
              onClick={() => setOpen((v) => !v)}
              endIcon={open ? <ExpandLess /> : <ExpandMore />}
              aria-expanded={open}
              aria-controls={regionId}
              sx={{ mt: 0.5, ml: -1 }}
              data-testid="match-why"
            >
              {open ? t("hide") : t("why")}
            </Button>
            <Collapse in={open} unmountOnExit>
              <Box id={regionId}>
                <CriteriaList criteria={item.criteria} />
              </Box>
            </Collapse>
            <Box sx={{ mt: 1 }}>
              <ProfileActions
                profile={{ id: item.profile_id, firstname: item.firstname, lastname: item.lastname }}
                variant="card"
                positionId={positionId}
              />
            </Box>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
