import { type ClaimState, formatDayMonthYear, type GhostCompanyRow } from "@mkt/contracts";
import Add from "@mui/icons-material/Add";
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  type ChipProps,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../shared/components/data-table.tsx";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { STAFF_ACCOUNTS_PAGE_SIZE, useGhostCompanies, useSendClaimInvitation } from "../api.ts";
import { GhostAccountFormDialog } from "../components/ghost-account-form-dialog.tsx";
import { useIsAdministrator } from "../use-is-administrator.ts";

const STATE_COLOR: Record<ClaimState, ChipProps["color"]> = {
  not_invited: "default",
  invited: "info",
  expired: "warning",
  claimed: "success",
};

/** ghost_account (staff): companies created on a supplier's behalf and their claim; the Administrator acts. */
export function GhostAccountsPage() {
  const { t } = useTranslation("staff-accounts");
  useDocumentTitle(t("ghost.heading"));
  const language = useLanguage();
  const { notify } = useNotice();
  const isAdministrator = useIsAdministrator();
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  const list = useGhostCompanies(page, search);
  const invite = useSendClaimInvitation();
  const data = list.data;

  const send = (row: GhostCompanyRow) =>
    invite.mutate(row.id, {
      onSuccess: () => notify(t("ghost.invitationSent", { email: row.email }), "success"),
      onError: (error) => notify(errorText(error, language), "error"),
    });

  return (
    <Card data-testid="ghost-accounts-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, mb: 2 }}
        >
          <Box>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t("ghost.heading")}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {isAdministrator ? t("ghost.hint") : t("readOnly")}
            </Typography>
          </Box>
          {isAdministrator ? (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setCreating(true)}
              sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
              data-testid="ghost-new"
            >
              {t("ghost.new")}
            </Button>
          ) : null}
        </Stack>
        <TextField
          size="small"
          type="search"
          label={t("search")}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100, "data-testid": "ghost-search" } }}
          sx={{ mb: 2, width: { xs: "100%", sm: 320 } }}
        />
        <ListState
          query={list}
          retry={{ label: t("retry"), onClick: () => void list.refetch() }}
          empty={data?.items.length === 0}
          emptyText={t("ghost.empty")}
          emptyTestId="ghost-empty"
        >
          {data && data.items.length > 0 ? (
            <DataTable
              rows={data.items}
              rowKey={(r) => r.id}
              rowTestId="ghost-row"
              columns={[
                {
                  key: "name",
                  label: t("columns.company"),
                  render: (r) => (
                    <Box>
                      <Typography sx={{ fontWeight: 700 }}>{r.name}</Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: "monospace" }}>
                        {r.vat_number}
                      </Typography>
                    </Box>
                  ),
                },
                {
                  key: "contact",
                  label: t("columns.contact"),
                  render: (r) => `${r.email} (${r.language.toUpperCase()})`,
                },
                { key: "profiles", label: t("columns.profiles"), align: "right", render: (r) => r.profiles },
                {
                  key: "state",
                  label: t("columns.claim"),
                  render: (r) => (
                    <Stack spacing={0.5} sx={{ alignItems: "flex-start" }}>
                      <Chip
                        size="small"
                        color={STATE_COLOR[r.claim_state]}
                        label={t(`claimStates.${r.claim_state}`)}
                        data-testid="ghost-claim-state"
                      />
                      {r.invited_at ? (
                        <Typography variant="caption" color="text.secondary">
                          {t("ghost.invitedOn", { date: formatDayMonthYear(new Date(r.invited_at)) })}
                        </Typography>
                      ) : null}
                    </Stack>
                  ),
                },
                ...(isAdministrator
                  ? [
                      {
                        key: "actions",
                        label: "",
                        align: "right" as const,
                        render: (r: GhostCompanyRow) =>
                          r.claim_state === "claimed" ? null : (
                            <Button
                              size="small"
                              variant="outlined"
                              disabled={invite.isPending}
                              onClick={() => send(r)}
                              sx={{ whiteSpace: "nowrap" }}
                              data-testid="ghost-send-claim"
                            >
                              {r.claim_state === "not_invited"
                                ? t("ghost.sendClaim")
                                : t("ghost.sendClaimAgain")}
                            </Button>
                          ),
                      },
                    ]
                  : []),
              ]}
            />
          ) : null}
        </ListState>
        {data ? (
          <ListPagination
            count={Math.ceil(data.total / STAFF_ACCOUNTS_PAGE_SIZE)}
            page={page}
            onChange={setPage}
          />
        ) : null}
      </CardContent>
      {creating ? (
        <GhostAccountFormDialog
          onClose={(created) => {
            if (created) notify(t("ghost.created", { name: created }), "success");
            setCreating(false);
          }}
        />
      ) : null}
    </Card>
  );
}
