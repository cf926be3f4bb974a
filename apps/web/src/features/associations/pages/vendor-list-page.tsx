import { ASSOCIATION_CLIENT_ROLES, type AssociationDirection, type RoleId } from "@mkt/contracts";
import GroupAdd from "@mui/icons-material/GroupAdd";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  List,
  Stack,
  Tab,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog.tsx";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { ScrollableTabs } from "../../../shared/components/scrollable-tabs.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import {
  ASSOCIATION_PAGE_SIZE,
  type AssociationItem,
  useAnswerAssociation,
  useAssociations,
  useRemoveAssociation,
} from "../api.ts";
import { type AssociationAction, AssociationRow } from "../components/association-row.tsx";
import { InviteDialog } from "../components/invite-dialog.tsx";

type TabKey = "linked" | "received" | "sent";
const TAB_QUERY: Record<TabKey, { direction: AssociationDirection; status: number }> = {
  linked: { direction: "all", status: 1 },
  received: { direction: "received", status: 0 },
  sent: { direction: "sent", status: 0 },
};
type ConfirmAction = Exclude<AssociationAction, "accept">;
const isTab = (v: string | null): v is TabKey => v === "linked" || v === "received" || v === "sent";

/**
 * §2.2 collaborations_invite. Clients: their supplier list, requests to join it, and invitations they sent, with
 * "Invite a supplier". Suppliers, freelancers and academies: the clients' lists they belong to, invitations
 * received, and their requests to join, with "Ask to join a list".
 */
export function VendorListPage() {
  const { t } = useTranslation("associations");
  const session = useSession();
  const language = useLanguage();
  const { notify } = useNotice();
  const [params, setParams] = useAddressParams();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState(false);
  const [confirm, setConfirm] = useState<{ item: AssociationItem; action: ConfirmAction } | null>(null);
  const isClient = ASSOCIATION_CLIENT_ROLES.includes((session?.user.role_id ?? 0) as RoleId);
  const side = isClient ? "client" : "supplier";

  const receivedCount = useAssociations("received", 0, 1, 1);
  const pendingIn = receivedCount.data?.total ?? 0;
  const requested = params.get("tab");
  const tab: TabKey = isTab(requested) ? requested : pendingIn > 0 ? "received" : "linked";
  const list = useAssociations(TAB_QUERY[tab].direction, TAB_QUERY[tab].status, page);
  const answer = useAnswerAssociation();
  const remove = useRemoveAssociation();
  const busy = answer.isPending || remove.isPending;

  const selectTab = (next: TabKey) => {
    setPage(1);
    setParams({ tab: next }, { replace: true });
  };
  const run = (item: AssociationItem, action: AssociationAction) => {
    const done = () => {
      notify(t(`done.${action}`, { name: item.company.name }), "success");
      setConfirm(null);
    };
    const failed = (e: unknown) => {
      notify(errorText(e, language), "error");
      setConfirm(null);
    };
    if (action === "accept" || action === "refuse")
      answer.mutate({ id: item.id, accept: action === "accept" }, { onSuccess: done, onError: failed });
    else remove.mutate(item.id, { onSuccess: done, onError: failed });
  };
  const onAction = (item: AssociationItem, action: AssociationAction) =>
    action === "accept" ? run(item, action) : setConfirm({ item, action });

  const items = list.data?.items ?? [];
  const pages = Math.ceil((list.data?.total ?? 0) / ASSOCIATION_PAGE_SIZE);

  return (
    <Card data-testid="vendor-list-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ alignItems: { sm: "center" }, justifyContent: "space-between", mb: 1 }}
        >
          <Box>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t(`page.${side}.title`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`page.${side}.intro`)}
            </Typography>
          </Box>
          <Button
            variant="contained"
            startIcon={<GroupAdd />}
            onClick={() => setDialog(true)}
            data-testid="association-open-dialog"
            sx={{ flexShrink: 0, alignSelf: { xs: "stretch", sm: "center" } }}
          >
            {t(`page.${side}.action`)}
          </Button>
        </Stack>
        <ScrollableTabs
          value={tab}
          onChange={(_, v: TabKey) => selectTab(v)}
          sx={{ borderBottom: 1, borderColor: "divider", mb: 1 }}
        >
          <Tab value="linked" label={t(`tabs.${side}.linked`)} data-testid="association-tab-linked" />
          <Tab
            value="received"
            data-testid="association-tab-received"
            label={
              <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                <span>{t(`tabs.${side}.received`)}</span>
                {pendingIn > 0 ? (
                  <Chip
                    size="small"
                    color="error"
                    label={pendingIn}
                    data-testid="association-received-count"
                    sx={{ height: 20, fontWeight: 700 }}
                  />
                ) : null}
              </Stack>
            }
          />
          <Tab value="sent" label={t(`tabs.${side}.sent`)} data-testid="association-tab-sent" />
        </ScrollableTabs>
        {list.isError ? <Alert severity="error">{errorText(list.error, language)}</Alert> : null}
        {list.isPending ? (
          <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
            <CircularProgress aria-label={t("loading")} />
          </Box>
        ) : null}
        {list.data && items.length === 0 ? (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="association-empty">
            {t(`empty.${side}.${tab}`)}
          </Alert>
        ) : null}
        {items.length > 0 ? (
          <List disablePadding data-testid={`association-list-${tab}`}>
            {items.map((item) => (
              <AssociationRow key={item.id} item={item} busy={busy} onAction={onAction} />
            ))}
          </List>
        ) : null}
        <ListPagination count={pages} page={page} onChange={setPage} />
      </CardContent>
      <InviteDialog open={dialog} mode={isClient ? "invite" : "ask"} onClose={() => setDialog(false)} />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? t(`confirm.${confirm.action}.title`) : ""}
        text={confirm ? t(`confirm.${confirm.action}.text`, { name: confirm.item.company.name }) : ""}
        confirmLabel={confirm ? t(`row.${confirm.action}`) : ""}
        cancelLabel={t("confirm.cancel")}
        danger
        pending={busy}
        onConfirm={() => confirm && run(confirm.item, confirm.action)}
        onCancel={() => setConfirm(null)}
      />
    </Card>
  );
}
