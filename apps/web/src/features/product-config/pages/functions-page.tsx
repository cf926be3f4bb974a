import {
  Card,
  CardContent,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { COMPANY_SEARCH_PAGE_SIZE, useFunctionCompanies } from "../api.ts";
import { CompanyFunctions } from "../components/company-functions.tsx";

/** /functions (staff): pick a company by name and switch each of its functions on or off. */
export function FunctionsPage() {
  const { t } = useTranslation("product-config");
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [companyId, setCompanyId] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  const companies = useFunctionCompanies(search, page);
  const pages = Math.ceil((companies.data?.total ?? 0) / COMPANY_SEARCH_PAGE_SIZE);

  return (
    <Card data-testid="functions-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {t("functions.heading")}
        </Typography>
        <Stack
          direction={{ xs: "column", md: "row" }}
          spacing={3}
          divider={<Divider flexItem orientation="vertical" />}
        >
          <Stack spacing={1} sx={{ width: { md: 320 }, flexShrink: 0 }}>
            <TextField
              size="small"
              label={t("functions.search")}
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 100, "data-testid": "functions-search" } }}
            />
            <ListState
              query={companies}
              empty={companies.data?.items.length === 0}
              emptyText={t("functions.noCompanies")}
              retry={{ label: t("retry"), onClick: () => void companies.refetch() }}
            >
              <List dense disablePadding>
                {(companies.data?.items ?? []).map((c) => (
                  <ListItem key={c.id} disablePadding>
                    <ListItemButton
                      selected={c.id === companyId}
                      onClick={() => setCompanyId(c.id)}
                      data-testid="functions-company"
                    >
                      <ListItemText primary={c.name} secondary={t(`functions.types.${c.type}`, c.type)} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </ListState>
            <ListPagination count={pages} page={page} onChange={setPage} size="small" />
          </Stack>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            {companyId === null ? (
              <Typography color="text.secondary">{t("functions.pick")}</Typography>
            ) : (
              <CompanyFunctions key={companyId} companyId={companyId} />
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
