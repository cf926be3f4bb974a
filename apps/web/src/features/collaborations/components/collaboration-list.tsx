import { COLLABORATION_STATUSES, type CollaborationStatus } from "@mkt/contracts";
import Search from "@mui/icons-material/Search";
import { Box, Card, CardContent, InputAdornment, Stack, Tab, TextField, Typography } from "@mui/material";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { ScrollableTabs } from "../../../shared/components/scrollable-tabs.tsx";
import { withParamChanges } from "../../../shared/routing/param-changes.ts";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { track, useTrackView } from "../../../shared/tracking/index.ts";
import { type CollaborationScope, PAGE_SIZE, useCollaborations } from "../api.ts";
import { ActionDialogs, type PendingAction } from "./action-dialogs.tsx";
import { CollaborationDrawer } from "./collaboration-drawer.tsx";
import { CollaborationRow } from "./collaboration-row.tsx";

const isStatus = (v: string | null): v is CollaborationStatus =>
  v !== null && (COLLABORATION_STATUSES as readonly string[]).includes(v);

export type CollaborationListProps = {
  scope: CollaborationScope;
  title: string;
  subtitle: string;
  viewerCompanyId: number | null;
  /** A link beside the title (the suppliers' employee reviews). */
  headerAction?: ReactNode;
};

/** Tabs per status with counts, the rows, paging, the detail drawer (?id=) and the action dialogs. */
export function CollaborationList({
  scope,
  title,
  subtitle,
  viewerCompanyId,
  headerAction,
}: CollaborationListProps) {
  const { t } = useTranslation("collaborations");
  const [params, setParams] = useAddressParams();
  const statusParam = params.get("status");
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const openId = Number(params.get("id")) || null;
  const company = params.get("company") ?? "";
  const [companyInput, setCompanyInput] = useState(company);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const act = (next: PendingAction) => {
    track("collaboration_action", { action: next.action });
    setPending(next);
  };
  useTrackView("collaboration_tab", { name_tab: status ?? "all" });
  const list = useCollaborations(scope, { status, page, company });

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => withParamChanges(current, changes));
  // The staff's company search applies after a short pause in typing.
  useEffect(() => {
    if (scope !== "admin" || companyInput === company) return;
    const timer = setTimeout(() => update({ company: companyInput.trim(), page: null }), 350);
    return () => clearTimeout(timer);
  });

  const counts = list.data?.counts;
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : null;
  const label = (text: string, n: number | null | undefined) =>
    n === null || n === undefined ? text : `${text} (${n})`;

  return (
    <Card data-testid={`collaborations-page-${scope}`}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          sx={{ justifyContent: "space-between", alignItems: { sm: "flex-start" }, mb: 2 }}
        >
          <Box>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          </Box>
          {headerAction}
        </Stack>
        {scope === "admin" ? (
          <TextField
            size="small"
            value={companyInput}
            onChange={(e) => setCompanyInput(e.target.value)}
            label={t("page.companyFilter")}
            sx={{ mb: 2, width: { xs: "100%", sm: 320 } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        ) : null}
        <ScrollableTabs
          value={status ?? "all"}
          onChange={(_, value: string) => update({ status: value === "all" ? null : value, page: null })}
          sx={{ borderBottom: 1, borderColor: "divider", mb: 2 }}
        >
          <Tab value="all" label={label(t("page.all"), all)} data-testid="tab-all" />
          {COLLABORATION_STATUSES.map((s) => (
            <Tab key={s} value={s} label={label(t(`status.${s}`), counts?.[s])} data-testid={`tab-${s}`} />
          ))}
        </ScrollableTabs>
        <ListState
          query={list}
          empty={list.data?.items.length === 0}
          emptyText={t("page.empty")}
          emptyTestId="collaborations-empty"
          emptySx={{ py: 5, textAlign: "center" }}
          progressSx={{ mb: 1 }}
        >
          <Stack spacing={1.5}>
            {list.data?.items.map((item) => (
              <CollaborationRow
                key={item.id}
                item={item}
                viewerCompanyId={viewerCompanyId}
                onOpen={(id) => update({ id: String(id) })}
                onAction={act}
              />
            ))}
          </Stack>
          <Box>
            <ListPagination
              count={list.data ? Math.ceil(list.data.total / PAGE_SIZE) : 0}
              page={page}
              onChange={(p) => update({ page: p > 1 ? String(p) : null })}
            />
          </Box>
        </ListState>
      </CardContent>
      <CollaborationDrawer id={openId} onClose={() => update({ id: null })} onAction={act} />
      <ActionDialogs pending={pending} onClose={() => setPending(null)} />
    </Card>
  );
}
