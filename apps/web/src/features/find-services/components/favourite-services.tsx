import { Box, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { useServiceFavourites } from "../favourites-api.ts";
import { ServiceCard } from "./service-card.tsx";

/** The company's favourite services (GET services/favourites), as catalogue cards, newest saved first. */
export function FavouriteServices({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation("service-favourites");
  const [page, setPage] = useState(1);
  const favourites = useServiceFavourites(page);
  const data = favourites.data;
  return (
    <Stack spacing={2} data-testid="service-favourites" aria-busy={favourites.isFetching}>
      <ListState
        query={favourites}
        empty={data?.items.length === 0}
        emptyText={t("empty")}
        emptyTestId="service-favourites-empty"
        retry={{ label: t("retry"), onClick: () => void favourites.refetch() }}
      >
        {data && data.items.length > 0 ? (
          <>
            <Typography sx={{ fontWeight: 700 }} data-testid="service-favourites-total">
              {t("total", { count: data.total })}
            </Typography>
            <Box
              sx={{
                display: "grid",
                gap: 2,
                gridTemplateColumns: { xs: "1fr", md: "1fr 1fr", lg: "1fr 1fr 1fr" },
              }}
            >
              {data.items.map((item) => (
                <ServiceCard key={item.id} service={item} onOpen={onOpen} />
              ))}
            </Box>
            <ListPagination
              count={Math.ceil(data.total / data.limit)}
              page={data.page}
              onChange={setPage}
              testId="service-favourites-pagination"
            />
          </>
        ) : null}
      </ListState>
    </Stack>
  );
}
