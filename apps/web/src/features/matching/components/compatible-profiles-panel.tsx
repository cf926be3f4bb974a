import type { MatchBand, NeedStatus } from "@mkt/contracts";
import { Chip, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { useTrackView } from "../../../shared/tracking/index.ts";
import { useCompatibleProfiles } from "../api.ts";
import { RankedProfileCard } from "./ranked-profile-card.tsx";

const PAGE_SIZE = 10;
const BAND_FILTERS: (MatchBand | "all")[] = ["all", "excellent", "very_good", "good", "bad"];

export type CompatibleProfilesPanelProps = { positionId: number; status: NeedStatus };

/** "Profili compatibili" of one position: profiles ranked by score, filterable by band, each explained. */
export function CompatibleProfilesPanel({ positionId, status }: CompatibleProfilesPanelProps) {
  const { t } = useTranslation("matching");
  const [page, setPage] = useState(1);
  const [band, setBand] = useState<MatchBand | "all">("all");
  const published = status === "published";
  const query = { page, limit: PAGE_SIZE, band: band === "all" ? undefined : band };
  const ranked = useCompatibleProfiles(positionId, query, published);
  useTrackView(
    "compatible_profiles",
    ranked.data ? { position_id: positionId, results: ranked.data.total } : null,
  );
  if (!published)
    return (
      <Typography color="text.secondary" sx={{ py: 3 }} data-testid="compatible-not-published">
        {t(status === "draft" ? "notPublished" : "closed")}
      </Typography>
    );
  const data = ranked.data;
  return (
    <Stack spacing={1.5} data-testid="compatible-profiles" data-position-id={positionId}>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        sx={{ justifyContent: "space-between", alignItems: { xs: "flex-start", sm: "center" } }}
      >
        <Typography color="text.secondary" data-testid="compatible-total">
          {data ? t("total", { count: data.total }) : t("loading")}
        </Typography>
        <Stack
          direction="row"
          spacing={0.75}
          useFlexGap
          sx={{ flexWrap: "wrap" }}
          role="group"
          aria-label={t("bandFilter")}
        >
          {BAND_FILTERS.map((b) => (
            <Chip
              key={b}
              size="small"
              label={t(`band.${b}`)}
              color={band === b ? "primary" : "default"}
              variant={band === b ? "filled" : "outlined"}
              aria-pressed={band === b}
              onClick={() => {
                setBand(b);
                setPage(1);
              }}
            />
          ))}
        </Stack>
      </Stack>
      <ListState
        query={ranked}
        empty={data?.items.length === 0}
        emptyText={t(band === "all" ? "empty" : "emptyBand")}
        emptyTestId="compatible-empty"
        emptySx={{ py: 3, textAlign: "center" }}
      >
        {data?.items.map((item, i) => (
          <RankedProfileCard
            key={item.profile_id}
            item={item}
            rank={(page - 1) * PAGE_SIZE + i + 1}
            positionId={positionId}
          />
        ))}
        {data ? (
          <ListPagination
            count={Math.ceil(data.total / PAGE_SIZE)}
            page={page}
            onChange={setPage}
            testId="compatible-pagination"
          />
        ) : null}
      </ListState>
    </Stack>
  );
}
