import { SERVICE_SEARCH_LIMITS, SERVICE_SEARCH_SORTS } from "@mkt/contracts";
import { Autocomplete, Box, Button, Card, CardContent, Stack, TextField, Typography } from "@mui/material";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ListPagination } from "../../shared/components/list-pagination.tsx";
import { ListState } from "../../shared/components/list-state.tsx";
import { SelectFilter } from "../../shared/components/select-filter.tsx";
import {
  activeServiceFilters,
  DEFAULT_SERVICE_SEARCH,
  ServiceFacets,
  type ServiceSearchState,
  serviceIdParam,
  serviceSearchFromParams,
  serviceSearchToParams,
  withServiceParam,
  withServiceSearch,
} from "../find-services/index.ts";
import { useOpenServiceBar, useOpenServiceSearch } from "./browse-api.ts";
import { OpenSignUpCall } from "./open-profile-detail-signup.tsx";
import { OpenFiltersFold } from "./open-profiles-collapsible.tsx";
import { OpenServiceCard } from "./open-services-card.tsx";
import { OpenServiceDrawer } from "./open-services-detail.tsx";

const BAR_DELAY_MS = 300;

/** The quick bar (searchServiceFromBar): services by name as you type; picking one opens its detail. */
function QuickBar({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation("open-browse");
  const [text, setText] = useState("");
  const [word, setWord] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setWord(text), BAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const bar = useOpenServiceBar(word);
  return (
    <Autocomplete
      size="small"
      sx={{ flex: 1, minWidth: 240 }}
      options={word.trim().length >= 2 ? (bar.data ?? []) : []}
      filterOptions={(options) => options}
      getOptionLabel={(s) => s.title}
      loading={bar.isFetching}
      inputValue={text}
      onInputChange={(_, value) => setText(value)}
      value={null}
      onChange={(_, picked) => {
        if (picked) onOpen(picked.id);
      }}
      noOptionsText={word.trim().length >= 2 ? t("services.quickEmpty") : t("services.quickSearch")}
      loadingText={t("loading")}
      renderOption={(props, s) => (
        <li {...props} key={s.id} data-testid={`open-service-quick-${s.id}`}>
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {s.title}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {s.supplier.name}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t("services.quickSearch")}
          inputProps={{
            ...params.inputProps,
            maxLength: SERVICE_SEARCH_LIMITS.wordMax,
            "data-testid": "open-service-quick",
          }}
        />
      )}
    />
  );
}

/** The catalogue's word search (searchServicesOpen), applied on Enter or the button, in step with the address. */
function WordSearch({ value, onSearch }: { value: string | undefined; onSearch: (word?: string) => void }) {
  const { t } = useTranslation("open-browse");
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
        label={t("services.searchLabel")}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: SERVICE_SEARCH_LIMITS.wordMax, "data-testid": "open-service-word" },
        }}
      />
      <Button type="submit" variant="contained" data-testid="open-service-search">
        {t("services.search")}
      </Button>
    </Box>
  );
}

/**
 * §2.2 search_services in the open area: the approved catalogue, read-only — quick bar, word search, facets
 * (category, technology, sector, delivery model, price), cards, the detail in a drawer (`?service=<id>`), and the
 * sign-up call to action for quotes. Every filter lives in the address.
 */
export function OpenServicesPage() {
  const { t } = useTranslation("open-browse");
  const { t: tf } = useTranslation("find-services");
  const [params, setParams] = useSearchParams();
  const search = serviceSearchFromParams(params);
  const results = useOpenServiceSearch(search);
  const openId = serviceIdParam(params);
  const setOpenId = useCallback(
    (id: number | null) => setParams((current) => withServiceParam(current, id)),
    [setParams],
  );
  const change = useCallback(
    (next: Partial<ServiceSearchState>) =>
      setParams((current) =>
        serviceSearchToParams(withServiceSearch(serviceSearchFromParams(current), next)),
      ),
    [setParams],
  );
  const narrowing = activeServiceFilters(search);
  const clear = () => setParams(serviceSearchToParams({ ...DEFAULT_SERVICE_SEARCH, sort: search.sort }));
  const data = results.data;
  return (
    <Card data-testid="open-services-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t("services.heading")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("services.subtitle")}
        </Typography>
        <Box sx={{ mb: 2 }}>
          <OpenSignUpCall kind="service" />
        </Box>
        <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1.5, mb: 2, alignItems: "center" }}>
          <QuickBar onOpen={setOpenId} />
          <WordSearch value={search.search_word} onSearch={(word) => change({ search_word: word })} />
          <SelectFilter
            label={tf("sort.label")}
            value={search.sort}
            options={SERVICE_SEARCH_SORTS.map((s) => ({ value: s, label: tf(`sort.${s}`) }))}
            onChange={(value) => change({ sort: value as ServiceSearchState["sort"] })}
            data-testid="open-service-sort"
          />
          {narrowing > 0 ? (
            <Button onClick={clear} data-testid="open-service-clear">
              {tf("filters.clear", { count: narrowing })}
            </Button>
          ) : null}
        </Stack>
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "260px 1fr" } }}>
          <Box>
            {data ? (
              <OpenFiltersFold count={narrowing}>
                <ServiceFacets search={search} facets={data.facets} onChange={change} />
              </OpenFiltersFold>
            ) : null}
          </Box>
          <Stack
            spacing={2}
            sx={{ minWidth: 0 }}
            data-testid="open-service-results"
            aria-busy={results.isFetching}
          >
            <ListState
              query={results}
              empty={data?.items.length === 0}
              emptyText={t(narrowing > 0 ? "services.emptyFiltered" : "services.empty")}
              emptyTestId="open-service-empty"
              retry={{ label: t("retry"), onClick: () => void results.refetch() }}
            >
              {data && data.items.length > 0 ? (
                <>
                  <Typography sx={{ fontWeight: 700 }} data-testid="open-service-total">
                    {t("services.total", { count: data.total })}
                  </Typography>
                  <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
                    {data.items.map((item) => (
                      <OpenServiceCard key={item.id} service={item} onOpen={setOpenId} />
                    ))}
                  </Box>
                  <ListPagination
                    count={Math.ceil(data.total / data.limit)}
                    page={data.page}
                    onChange={(page) => change({ page })}
                    testId="open-service-pagination"
                  />
                </>
              ) : null}
            </ListState>
          </Stack>
        </Box>
        <OpenServiceDrawer id={openId} onClose={() => setOpenId(null)} />
      </CardContent>
    </Card>
  );
}
