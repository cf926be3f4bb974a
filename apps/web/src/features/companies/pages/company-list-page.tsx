import { ADMIN_COMPANIES_PAGE_SIZE, DOC_STATUSES, isRoleId, isStaffRole } from "@mkt/contracts";
import {
  Box,
  Card,
  CardContent,
  CircularProgress,
  MenuItem,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorAlert } from "../../../shared/components/error-alert.tsx";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { ReviewShortcutsHelp } from "../../../shared/components/review-shortcuts-help.tsx";
import { useReviewShortcuts } from "../../../shared/components/use-review-shortcuts.ts";
import { RedirectHome } from "../../../shared/routing/redirect-home.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { MemberCompaniesPage } from "../../company-admin/index.ts";
import { type CompanyFilters, useAdminCompanies } from "../api.ts";
import { CompanyDetailDrawer, KNOWN_TYPES } from "../components/company-detail-drawer.tsx";
import { CompanyCards, CompanyTable } from "../components/company-rows.tsx";
import { CompanyQueueDecision, type QueueDecisionTarget } from "../components/decision-actions.tsx";

const LISTED_TYPES = KNOWN_TYPES.filter((type) => type !== "staff");
const SORTS = ["created_desc", "created_asc", "name_asc", "name_desc"] as const;
type SortKey = (typeof SORTS)[number];

function useIsStaff(): boolean {
  const session = useSession();
  return session !== null && isRoleId(session.user.role_id) && isStaffRole(session.user.role_id);
}

/**
 * /company_list: the staff's list of companies. Company administrators land on this address as their home
 * (§2.3), so they keep seeing their home here.
 */
export function CompanyListPage() {
  return useIsStaff() ? <CompanyDirectory mode="all" /> : <MemberCompaniesPage />;
}

/** /company_review (staff): the companies whose documentation is under revision, the sidebar's counter. */
export function CompanyReviewPage() {
  return useIsStaff() ? <CompanyDirectory mode="review" /> : <RedirectHome />;
}

function CompanyDirectory({ mode }: { mode: "all" | "review" }) {
  const { t } = useTranslation("companies");
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down("md"));
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [type, setType] = useState<string | null>(null);
  const [docStatus, setDocStatus] = useState<number | null>(null);
  const [sort, setSort] = useState<SortKey>(mode === "review" ? "created_asc" : "created_desc");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  const [sortBy, order] = sort.split("_") as [CompanyFilters["sort"], CompanyFilters["order"]];
  const filters: CompanyFilters = {
    page,
    search,
    type,
    docStatus: mode === "review" ? 1 : docStatus,
    sort: sortBy,
    order,
  };
  const companies = useAdminCompanies(filters);
  const pages = companies.data ? Math.max(1, Math.ceil(companies.data.total / ADMIN_COMPANIES_PAGE_SIZE)) : 1;
  const review = mode === "review";
  const items = companies.data?.items ?? [];
  const [deciding, setDeciding] = useState<QueueDecisionTarget | null>(null);
  const doneDeciding = useCallback(() => setDeciding(null), []);
  const decideOn = (action: QueueDecisionTarget["action"]) => (index: number) => {
    const row = items[index];
    if (row) setDeciding({ id: row.id, name: row.name, action });
  };
  // The review queue's keys (issue 20): move, open the detail, approve, block with a reason.
  const shortcuts = useReviewShortcuts({
    count: items.length,
    enabled: review,
    onOpen: (index) => setOpenId(items[index]?.id ?? null),
    onApprove: decideOn("approve"),
    onReject: decideOn("block"),
  });
  const keyboard = review ? { selected: shortcuts.selected, itemProps: shortcuts.itemProps } : {};
  const typeLabel = (value: string) =>
    (KNOWN_TYPES as readonly string[]).includes(value) ? t(`types.${value as "client"}`) : value;

  return (
    <Card data-testid={mode === "review" ? "company-review-page" : "company-list-page"}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {mode === "review" ? t("list.reviewHeading") : t("list.heading")}
        </Typography>
        {review ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t("list.reviewHint")}
            </Typography>
            <ReviewShortcutsHelp shortcuts={shortcuts} />
          </>
        ) : null}
        <Box
          sx={{
            display: "grid",
            gap: 2,
            my: 2,
            gridTemplateColumns: {
              xs: "1fr",
              sm: "1fr 1fr",
              lg: mode === "review" ? "2fr 1fr 1fr" : "2fr 1fr 1fr 1fr",
            },
          }}
        >
          <TextField
            label={t("list.search")}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            size="small"
            type="search"
            sx={{ gridColumn: { sm: "1 / -1", lg: "auto" } }}
            slotProps={{ htmlInput: { maxLength: 120, "data-testid": "companies-search" } }}
          />
          <TextField
            select
            label={t("list.type")}
            value={type ?? ""}
            onChange={(e) => {
              setType(e.target.value === "" ? null : e.target.value);
              setPage(1);
            }}
            size="small"
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            data-testid="companies-type"
          >
            <MenuItem value="">{t("list.allTypes")}</MenuItem>
            {LISTED_TYPES.map((value) => (
              <MenuItem key={value} value={value}>
                {typeLabel(value)}
              </MenuItem>
            ))}
          </TextField>
          {mode === "all" ? (
            <TextField
              select
              label={t("list.status")}
              value={docStatus === null ? "" : String(docStatus)}
              onChange={(e) => {
                setDocStatus(e.target.value === "" ? null : Number(e.target.value));
                setPage(1);
              }}
              size="small"
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              data-testid="companies-status"
            >
              <MenuItem value="">{t("list.allStatuses")}</MenuItem>
              {DOC_STATUSES.map((value) => (
                <MenuItem key={value} value={String(value)}>
                  {t(`docStatus.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            select
            label={t("list.sort")}
            value={sort}
            onChange={(e) => {
              setSort(e.target.value as SortKey);
              setPage(1);
            }}
            size="small"
            data-testid="companies-sort"
          >
            {SORTS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`list.sorts.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {companies.isPending ? (
          <Box sx={{ display: "grid", placeItems: "center", py: 6 }}>
            <CircularProgress />
          </Box>
        ) : companies.isError ? (
          <ErrorAlert
            error={companies.error}
            retry={{ label: t("list.retry"), onClick: () => void companies.refetch() }}
          />
        ) : companies.data.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3 }} data-testid="companies-empty">
            {mode === "review" && !search && !type ? t("list.emptyReview") : t("list.empty")}
          </Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="companies-total">
              {t("list.total", { count: companies.data.total })}
            </Typography>
            {narrow ? (
              <CompanyCards
                rows={companies.data.items}
                typeLabel={typeLabel}
                onOpen={setOpenId}
                {...keyboard}
              />
            ) : (
              <CompanyTable
                rows={companies.data.items}
                typeLabel={typeLabel}
                onOpen={setOpenId}
                {...keyboard}
              />
            )}
            <ListPagination
              count={pages}
              page={page}
              onChange={setPage}
              size={narrow ? "small" : "medium"}
              testId="companies-pages"
            />
          </>
        )}
      </CardContent>
      <CompanyDetailDrawer companyId={openId} onClose={() => setOpenId(null)} />
      {deciding ? (
        <CompanyQueueDecision
          key={`${deciding.id}-${deciding.action}`}
          target={deciding}
          onDone={doneDeciding}
        />
      ) : null}
    </Card>
  );
}
