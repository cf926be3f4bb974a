import { SERVICE_SEARCH_LIMITS, SERVICE_SEARCH_SORTS, type ServiceSearchFacets } from "@mkt/contracts";
import { Box, Button, Stack, TextField, Typography } from "@mui/material";
import { Fragment, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { SelectFilter } from "../../../shared/components/select-filter.tsx";
import type { ServiceSearchState } from "../search-params.ts";
import { ServiceFacets } from "./service-facets.tsx";

/** The test ids of the catalogue's parts (the signed-in page and the open area's name them apart). */
export type ServiceCatalogueTestIds = {
  word: string;
  submit: string;
  sort: string;
  clear: string;
  results: string;
  empty: string;
  total: string;
  pagination: string;
};

/** A page of the catalogue's search as both the signed-in and the open call answer it. */
export type ServiceCataloguePage<Item> = {
  items: Item[];
  total: number;
  page: number;
  limit: number;
  facets: ServiceSearchFacets;
  /** Total and facets are the server's last counts while it recounts in the background: shown as "about". */
  approximate?: boolean;
};

type CatalogueQuery<Item> = {
  data: ServiceCataloguePage<Item> | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** The search box: applied on Enter or the search button, kept in step with the address. */
function SearchBox({
  value,
  onSearch,
  testIds,
}: {
  value: string | undefined;
  onSearch: (word: string | undefined) => void;
  testIds: ServiceCatalogueTestIds;
}) {
  const { t } = useTranslation("find-services");
  const [text, setText] = useState(value ?? "");
  useEffect(() => setText(value ?? ""), [value]);
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim() || undefined);
      }}
      sx={{ display: "flex", gap: 1, flex: 1, minWidth: 240 }}
    >
      <TextField
        size="small"
        fullWidth
        label={t("searchLabel")}
        placeholder={t("searchPlaceholder")}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: SERVICE_SEARCH_LIMITS.wordMax, "data-testid": testIds.word } }}
      />
      <Button type="submit" variant="contained" data-testid={testIds.submit}>
        {t("search")}
      </Button>
    </Box>
  );
}

/** The search in the address and its moves (useCatalogueAddress gives them). */
export type CatalogueAddress = {
  search: ServiceSearchState;
  narrowing: number;
  change: (next: Partial<ServiceSearchState>) => void;
  clear: () => void;
};

export type ServiceCatalogueProps<Item extends { id: number }> = {
  address: CatalogueAddress;
  results: CatalogueQuery<Item>;
  /** One result's card. */
  renderItem: (item: Item) => ReactNode;
  /** The message when nothing is listed and no filter narrows (a filtered empty list has its own). */
  emptyText: string;
  testIds: ServiceCatalogueTestIds;
  /** Before the search box in the toolbar (the open area's quick bar). */
  toolbarStart?: ReactNode;
  /** Wraps the facets (the open area folds them on small screens). */
  wrapFacets?: (facets: ReactNode) => ReactNode;
  /** Hides the toolbar and the results (while another view of the page shows). */
  hidden?: boolean;
};

/**
 * The catalogue's search layout: toolbar (search box, sort, clear), facets beside the results, the count, the
 * cards and the pagination. The data, the cards and the extras come from the caller.
 */
export function ServiceCatalogue<Item extends { id: number }>({
  address: { search, narrowing, change: onChange, clear: onClear },
  results,
  renderItem,
  emptyText,
  testIds,
  toolbarStart,
  wrapFacets = (facets) => facets,
  hidden,
}: ServiceCatalogueProps<Item>) {
  const { t } = useTranslation("find-services");
  const data = results.data;
  return (
    <>
      <Stack
        hidden={hidden}
        direction="row"
        useFlexGap
        sx={{ flexWrap: "wrap", gap: 1.5, mb: 2, alignItems: "center" }}
      >
        {toolbarStart}
        <SearchBox
          value={search.search_word}
          onSearch={(word) => onChange({ search_word: word })}
          testIds={testIds}
        />
        <SelectFilter
          label={t("sort.label")}
          value={search.sort}
          options={SERVICE_SEARCH_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
          onChange={(value) => onChange({ sort: value as ServiceSearchState["sort"] })}
          data-testid={testIds.sort}
        />
        {narrowing > 0 ? (
          <Button onClick={onClear} data-testid={testIds.clear}>
            {t("filters.clear", { count: narrowing })}
          </Button>
        ) : null}
      </Stack>
      <Box
        hidden={hidden}
        sx={{
          display: hidden ? "none" : "grid",
          gap: 3,
          gridTemplateColumns: { xs: "1fr", md: "260px 1fr" },
        }}
      >
        <Box>
          {data
            ? wrapFacets(<ServiceFacets search={search} facets={data.facets} onChange={onChange} />)
            : null}
        </Box>
        <Stack spacing={2} sx={{ minWidth: 0 }} data-testid={testIds.results} aria-busy={results.isFetching}>
          <ListState
            query={results}
            empty={data?.items.length === 0}
            emptyText={narrowing > 0 ? t("emptyFiltered") : emptyText}
            emptyTestId={testIds.empty}
            retry={{ label: t("retry"), onClick: () => void results.refetch() }}
          >
            {data && data.items.length > 0 ? (
              <>
                <Typography sx={{ fontWeight: 700 }} data-testid={testIds.total}>
                  {t(data.approximate ? "totalApproximate" : "total", { count: data.total })}
                </Typography>
                <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
                  {data.items.map((item) => (
                    <Fragment key={item.id}>{renderItem(item)}</Fragment>
                  ))}
                </Box>
                <ListPagination
                  count={Math.ceil(data.total / data.limit)}
                  page={data.page}
                  onChange={(page) => onChange({ page })}
                  testId={testIds.pagination}
                />
              </>
            ) : null}
          </ListState>
        </Stack>
      </Box>
    </>
  );
}
