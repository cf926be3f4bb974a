import {
  COMPANY_ADMIN_ROLES,
  MEMBER_COMPANY_TYPES,
  type MemberCompanyType,
  ONBOARDING_STEPS,
  type OnboardingStep,
} from "@mkt/contracts";
import AddBusiness from "@mui/icons-material/AddBusiness";
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { SelectFilter } from "../../../shared/components/select-filter.tsx";
import { withFilterChanges } from "../../../shared/routing/param-changes.ts";
import { oneOfParam, positiveParam } from "../../../shared/routing/param-values.ts";
import { RedirectHome } from "../../../shared/routing/redirect-home.tsx";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { MEMBER_PAGE_SIZE, type MemberFilters, useMemberCompanies } from "../api.ts";
import { MemberCompanyDrawer } from "../components/member-company-drawer.tsx";
import { MemberCompanyRows } from "../components/member-company-rows.tsx";

const SORTS = ["created_desc", "created_asc", "name_asc", "name_desc"] as const;
type SortKey = (typeof SORTS)[number];
const STUCK = [...ONBOARDING_STEPS, "done"] as const;

/** Whether the signed-in user is one of the two Company Administrator roles (same rights, spec §6). */
export function useIsCompanyAdmin(): boolean {
  const session = useSession();
  return session !== null && (COMPANY_ADMIN_ROLES as readonly number[]).includes(session.user.role_id);
}

/** The page's address: q, type, step, sort, page and open (the company whose drawer is open). */
function useMemberParams() {
  const [params, setParams] = useAddressParams();
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((current) => withFilterChanges(current, changes, ["page", "open"]), { replace: true }),
    [setParams],
  );
  return {
    page: positiveParam(params.get("page")) ?? 1,
    search: params.get("q") ?? "",
    type: oneOfParam<MemberCompanyType>(MEMBER_COMPANY_TYPES, params.get("type")),
    step: oneOfParam<OnboardingStep | "done">(STUCK, params.get("step")),
    sort: oneOfParam<SortKey>(SORTS, params.get("sort")) ?? "created_desc",
    openId: positiveParam(params.get("open")),
    update,
  };
}

/** Company (and the company administrators' home /company_list): the organisation's member companies. */
export function MemberCompaniesPage() {
  return useIsCompanyAdmin() ? <MemberCompanies /> : <RedirectHome />;
}

function MemberCompanies() {
  const { t } = useTranslation("company-admin");
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down("md"));
  const address = useMemberParams();
  const { update } = address;
  const [searchText, setSearchText] = useState(address.search);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (searchText.trim() !== address.search) update({ q: searchText.trim() });
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText, address.search, update]);
  const [sortBy, order] = address.sort.split("_") as [MemberFilters["sort"], MemberFilters["order"]];
  const list = useMemberCompanies({
    page: address.page,
    search: address.search,
    type: address.type,
    nextStep: address.step,
    sort: sortBy,
    order,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / MEMBER_PAGE_SIZE)) : 1;
  const filtered = address.search !== "" || address.type !== null || address.step !== null;

  return (
    <Card data-testid="member-companies-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ justifyContent: "space-between", alignItems: { xs: "stretch", sm: "flex-start" } }}
        >
          <Box>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t("list.heading")}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t("list.hint")}
            </Typography>
          </Box>
          <Button
            component={RouterLink}
            to="/company_create"
            variant="contained"
            startIcon={<AddBusiness />}
            sx={{ flexShrink: 0 }}
            data-testid="member-add-company"
          >
            {t("list.add")}
          </Button>
        </Stack>
        <Box
          sx={{
            display: "grid",
            gap: 2,
            my: 2,
            gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "2fr 1fr 1fr 1fr" },
          }}
        >
          <TextField
            label={t("list.search")}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            size="small"
            type="search"
            sx={{ gridColumn: { sm: "1 / -1", lg: "auto" } }}
            slotProps={{ htmlInput: { maxLength: 100, "data-testid": "member-search" } }}
          />
          <SelectFilter
            label={t("list.type")}
            value={address.type ?? ""}
            onChange={(value) => update({ type: value })}
            anyLabel={t("list.allTypes")}
            options={MEMBER_COMPANY_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            data-testid="member-type"
          />
          <SelectFilter
            label={t("list.stuck")}
            value={address.step ?? ""}
            onChange={(value) => update({ step: value })}
            anyLabel={t("list.anyStep")}
            options={STUCK.map((value) => ({ value, label: t(`list.stuckAt.${value}`) }))}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            data-testid="member-step"
          />
          <SelectFilter
            label={t("list.sort")}
            value={address.sort}
            onChange={(value) => update({ sort: value === "created_desc" ? null : value })}
            options={SORTS.map((value) => ({ value, label: t(`list.sorts.${value}`) }))}
            data-testid="member-sort"
          />
        </Box>
        <ListState
          query={list}
          empty={list.data?.items.length === 0}
          emptyText={filtered ? t("list.emptyFiltered") : t("list.empty")}
          emptyTestId="member-companies-empty"
          progressSx={{ mb: 1 }}
          retry={{ label: t("retry"), onClick: () => void list.refetch() }}
        >
          {list.data && list.data.items.length > 0 ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="member-total">
                {t("list.total", { count: list.data.total })}
              </Typography>
              <MemberCompanyRows
                rows={list.data.items}
                narrow={narrow}
                onOpen={(id) => update({ open: String(id) })}
              />
              <ListPagination
                count={pages}
                page={address.page}
                onChange={(page) => update({ page: String(page) })}
                size={narrow ? "small" : "medium"}
                testId="member-pages"
              />
            </>
          ) : null}
        </ListState>
      </CardContent>
      <MemberCompanyDrawer companyId={address.openId} onClose={() => update({ open: null })} />
    </Card>
  );
}
