import {
  formatDayMonthYear,
  PUBLIC_LINK_STATUSES,
  type PublicLink,
  type PublicLinkStatus,
} from "@mkt/contracts";
import Block from "@mui/icons-material/Block";
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Collapse,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../shared/components/confirm-dialog.tsx";
import { ListPagination } from "../../shared/components/list-pagination.tsx";
import { ListState } from "../../shared/components/list-state.tsx";
import { useNotice } from "../../shared/components/notice-provider.tsx";
import { SelectFilter } from "../../shared/components/select-filter.tsx";
import { useAddressParams } from "../../shared/routing/use-address-params.ts";
import { usePublicLinks, useRevokePublicLink } from "./api.ts";

const STATUS_COLOURS: Record<PublicLinkStatus, "success" | "default" | "error"> = {
  active: "success",
  expired: "default",
  revoked: "error",
};
const isStatus = (v: string | null): v is PublicLinkStatus =>
  (PUBLIC_LINK_STATUSES as readonly string[]).includes(v ?? "");
const dateOf = (iso: string) => formatDayMonthYear(new Date(iso));

function LinkCard({ link, onRevoke }: { link: PublicLink; onRevoke: (link: PublicLink) => void }) {
  const { t } = useTranslation("public-links");
  const [showContacts, setShowContacts] = useState(false);
  return (
    <Card variant="outlined" data-testid="shared-link">
      <CardContent>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          sx={{ justifyContent: "space-between", alignItems: { sm: "flex-start" } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5 }}>
              <Typography sx={{ fontWeight: 700, wordBreak: "break-word" }}>
                {link.title || t("page.untitled", { id: link.id })}
              </Typography>
              <Chip size="small" label={t(`page.kinds.${link.kind}`)} variant="outlined" />
              <Chip
                size="small"
                label={t(`page.statuses.${link.status}`)}
                color={STATUS_COLOURS[link.status]}
                data-testid="shared-link-status"
              />
            </Stack>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ wordBreak: "break-word" }}
              data-testid="shared-link-content"
            >
              {link.position
                ? `${t("page.position")}: ${link.position.title}`
                : `${t("page.profiles")}: ${link.profiles.map((p) => p.title || `#${p.id}`).join(", ")}`}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {link.created_by
                ? t("page.createdBy", { name: link.created_by, date: dateOf(link.created_at) })
                : dateOf(link.created_at)}
              {" · "}
              {t("page.expires")} {dateOf(link.revoked_at ?? link.expires_at)}
            </Typography>
          </Box>
          <Stack direction="row" spacing={2} sx={{ flexShrink: 0, alignItems: "center" }}>
            <Box sx={{ textAlign: "center" }}>
              <Typography sx={{ fontWeight: 700 }} data-testid="shared-link-views">
                {link.view_count}
              </Typography>
              <Typography variant="caption">{t("page.views")}</Typography>
            </Box>
            <Box sx={{ textAlign: "center" }}>
              <Typography sx={{ fontWeight: 700 }} data-testid="shared-link-contacts">
                {link.contact_count}
              </Typography>
              <Typography variant="caption">{t("page.contacts")}</Typography>
            </Box>
            {link.status === "active" ? (
              <Button
                color="error"
                size="small"
                startIcon={<Block />}
                onClick={() => onRevoke(link)}
                data-testid="shared-link-revoke"
              >
                {t("page.revoke")}
              </Button>
            ) : null}
          </Stack>
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {link.last_viewed_at ? t("page.lastView", { date: dateOf(link.last_viewed_at) }) : t("page.never")}
        </Typography>
        {link.contact_count > 0 ? (
          <>
            <Button
              size="small"
              onClick={() => setShowContacts((v) => !v)}
              aria-expanded={showContacts}
              data-testid="shared-link-toggle-contacts"
              sx={{ mt: 1, px: 0 }}
            >
              {showContacts ? t("page.hideContacts") : t("page.showContacts", { count: link.contact_count })}
            </Button>
            <Collapse in={showContacts} unmountOnExit>
              <Divider sx={{ my: 1 }} />
              <Box sx={{ overflowX: "auto" }}>
                <Table
                  size="small"
                  aria-label={t("page.contacts")}
                  sx={{ "& td, & th": { whiteSpace: "nowrap" } }}
                >
                  <TableHead>
                    <TableRow>
                      <TableCell>{t("page.contactName")}</TableCell>
                      <TableCell>{t("visit.company")}</TableCell>
                      <TableCell>{t("visit.email")}</TableCell>
                      <TableCell>{t("page.contactDate")}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {link.contacts.map((c) => (
                      <TableRow key={`${c.email}-${c.created_at}`} data-testid="shared-link-contact">
                        <TableCell>{c.name}</TableCell>
                        <TableCell>{c.company_name}</TableCell>
                        <TableCell>{c.email}</TableCell>
                        <TableCell>{dateOf(c.created_at)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            </Collapse>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** shared_links: the company's public profile links with views and contacts; revoke an active one. */
export function SharedLinksPage() {
  const { t } = useTranslation("public-links");
  const { notify } = useNotice();
  const [params, setParams] = useAddressParams();
  const rawStatus = params.get("status");
  const status = isStatus(rawStatus) ? rawStatus : "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = usePublicLinks(status, page);
  const revoke = useRevokePublicLink();
  const [revoking, setRevoking] = useState<PublicLink | null>(null);
  const go = (next: { status?: string; page?: number }) => {
    const search = new URLSearchParams();
    const s = next.status ?? status;
    if (s) search.set("status", s);
    if ((next.page ?? 1) > 1) search.set("page", String(next.page));
    setParams(search);
  };
  return (
    <Card data-testid="shared-links-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t("page.heading")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("page.subtitle")}
        </Typography>
        <Box sx={{ mb: 2, maxWidth: 240 }}>
          <SelectFilter
            label={t("page.status")}
            value={status}
            anyLabel={t("page.any")}
            options={PUBLIC_LINK_STATUSES.map((s) => ({ value: s, label: t(`page.statuses.${s}`) }))}
            onChange={(value) => go({ status: value, page: 1 })}
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            data-testid="shared-links-status"
          />
        </Box>
        <Stack spacing={1.5}>
          <ListState
            query={list}
            empty={list.data?.total === 0}
            emptyText={t("page.empty")}
            emptyTestId="shared-links-empty"
          >
            {list.data?.items.map((link) => (
              <LinkCard key={link.id} link={link} onRevoke={setRevoking} />
            ))}
            <ListPagination
              count={list.data ? Math.ceil(list.data.total / list.data.limit) : 0}
              page={page}
              onChange={(next) => go({ page: next })}
            />
          </ListState>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        title={t("page.revokeTitle")}
        text={t("page.revokeText")}
        confirmLabel={t("page.revoke")}
        cancelLabel={t("share.cancel")}
        danger
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return;
          await revoke.mutateAsync(revoking.id);
          setRevoking(null);
          notify(t("page.revoked"), "success");
        }}
      />
    </Card>
  );
}
