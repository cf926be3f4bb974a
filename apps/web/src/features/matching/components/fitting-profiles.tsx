import type { BestFit } from "@mkt/contracts";
import { Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { useMyFittingProfiles } from "../api.ts";
import { BandChip } from "./band-chip.tsx";
import { RankedProfileCard } from "./ranked-profile-card.tsx";

const PAGE_SIZE = 5;

/** In the supplier's position list: the best of its own profiles for the position, and how many fit. */
export function BestFitLine({ fit }: { fit: BestFit | null }) {
  const { t } = useTranslation("matching");
  if (!fit || fit.fitting === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="best-fit-none">
        {t("fit.none")}
      </Typography>
    );
  // Two facts as separate items that wrap whole, without a literal separator that could start a line on phones.
  return (
    <Stack
      direction="row"
      sx={{ alignItems: "center", flexWrap: "wrap", columnGap: 2, rowGap: 0.5 }}
      data-testid="best-fit"
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }} data-testid="best-fit-best">
        <Typography variant="body2" color="text.secondary">
          {t("fit.bestLabel")}
        </Typography>
        <BandChip score={fit.score} band={fit.band} />
      </Stack>
      <Typography variant="body2" color="text.secondary" data-testid="best-fit-count">
        {t("fit.count", { count: fit.fitting })}
      </Typography>
    </Stack>
  );
}

/** "Your fitting profiles" of an open position: the supplier's own published profiles, best first, explained. */
export function FittingProfiles({ positionId }: { positionId: number }) {
  const { t } = useTranslation("matching");
  const [page, setPage] = useState(1);
  const fitting = useMyFittingProfiles(positionId, { page, limit: PAGE_SIZE });
  const data = fitting.data;
  return (
    <Stack spacing={1.25} data-testid="fitting-profiles">
      <Typography sx={{ fontWeight: 700 }}>{t("fit.heading")}</Typography>
      <ListState
        query={fitting}
        empty={data?.items.length === 0}
        emptyText={t("fit.empty")}
        emptyTestId="fitting-empty"
        emptySx={null}
        emptyVariant="body2"
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
            size="small"
          />
        ) : null}
      </ListState>
    </Stack>
  );
}
