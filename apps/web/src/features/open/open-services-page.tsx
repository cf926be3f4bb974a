import { SERVICE_SEARCH_LIMITS } from "@mkt/contracts";
import { Autocomplete, Box, Card, CardContent, TextField, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  ServiceCatalogue,
  type ServiceCatalogueTestIds,
  useCatalogueAddress,
} from "../find-services/index.ts";
import { useOpenServiceBar, useOpenServiceSearch } from "./browse-api.ts";
import { OpenSignUpCall } from "./open-profile-detail-signup.tsx";
import { OpenFiltersFold } from "./open-profiles-collapsible.tsx";
import { OpenServiceCard } from "./open-services-card.tsx";
import { OpenServiceDrawer } from "./open-services-detail.tsx";

const BAR_DELAY_MS = 300;

const TEST_IDS: ServiceCatalogueTestIds = {
  word: "open-service-word",
  submit: "open-service-search",
  sort: "open-service-sort",
  clear: "open-service-clear",
  results: "open-service-results",
  empty: "open-service-empty",
  total: "open-service-total",
  pagination: "open-service-pagination",
};

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

/**
 * §2.2 search_services in the open area: the approved catalogue, read-only — quick bar, word search, facets
 * (category, technology, sector, delivery model, price), cards, the detail in a drawer (`?service=<id>`), and the
 * sign-up call to action for quotes. Every filter lives in the address.
 */
export function OpenServicesPage() {
  const { t } = useTranslation("open-browse");
  const address = useCatalogueAddress();
  const { openId, setOpenId } = address;
  const results = useOpenServiceSearch(address.search);
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
        <ServiceCatalogue
          address={address}
          results={results}
          renderItem={(item) => <OpenServiceCard service={item} onOpen={setOpenId} />}
          emptyText={t("services.empty")}
          testIds={TEST_IDS}
          toolbarStart={<QuickBar onOpen={setOpenId} />}
          wrapFacets={(facets) => <OpenFiltersFold count={address.narrowing}>{facets}</OpenFiltersFold>}
        />
        <OpenServiceDrawer id={openId} onClose={() => setOpenId(null)} />
      </CardContent>
    </Card>
  );
}
