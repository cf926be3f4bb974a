import { isRoleId, ROLE } from "@mkt/contracts";
import Add from "@mui/icons-material/Add";
import { Button, Card, CardContent, Stack, Switch, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../shared/components/data-table.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { QueryState } from "../../../shared/components/query-state.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { type Coupon, useCoupons, useSetCouponActive } from "../admin-api.ts";
import { CouponDialog } from "../components/coupon-dialog.tsx";
import { formatDate, formatEuro } from "../format.ts";

/** /coupons (staff): the coupons with their use; the Administrator creates them and switches them on or off. */
export function CouponsPage() {
  const { t } = useTranslation("plans");
  const language = useLanguage();
  const session = useSession();
  const { notify } = useNotice();
  const isAdministrator =
    session !== null && isRoleId(session.user.role_id) && session.user.role_id === ROLE.ADMINISTRATOR;
  const coupons = useCoupons();
  const setActive = useSetCouponActive();
  const [creating, setCreating] = useState(false);
  const discount = (c: Coupon) =>
    c.kind === "percent" ? `${c.value}%` : formatEuro(c.value / 100, language);
  const toggle = (c: Coupon, active: boolean) =>
    setActive.mutate(
      { id: c.id, active },
      {
        onSuccess: () => notify(t("admin.coupons.updated"), "success"),
        onError: (error) => notify(errorText(error, language), "error"),
      },
    );

  return (
    <Card data-testid="coupons-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, mb: 2 }}
        >
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t("admin.coupons.heading")}
          </Typography>
          {isAdministrator ? (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setCreating(true)}
              data-testid="coupon-new"
            >
              {t("admin.coupons.create")}
            </Button>
          ) : null}
        </Stack>
        <QueryState
          query={coupons}
          retry={{ label: t("admin.retry"), onClick: () => void coupons.refetch() }}
          isEmpty={(data) => data.length === 0}
          emptyText={t("admin.coupons.empty")}
        >
          {(data) => (
            <DataTable
              rows={data}
              rowKey={(c) => c.id}
              rowTestId="coupon-row"
              columns={[
                {
                  key: "code",
                  label: t("admin.coupons.code"),
                  sx: { fontFamily: "monospace", fontWeight: 700 },
                  render: (c) => c.code,
                },
                { key: "discount", label: t("admin.coupons.discount"), render: discount },
                {
                  key: "audience",
                  label: t("admin.coupons.audience"),
                  render: (c) => t(`admin.coupons.audiences.${c.audience}`),
                },
                {
                  key: "expires",
                  label: t("admin.coupons.expiresAt"),
                  render: (c) => (c.expires_at ? formatDate(c.expires_at) : t("admin.coupons.never")),
                },
                {
                  key: "redemptions",
                  label: t("admin.coupons.redemptions"),
                  render: (c) => (
                    <>
                      {c.redemptions} / {c.max_redemptions ?? t("admin.coupons.unlimited")}
                    </>
                  ),
                },
                {
                  key: "active",
                  label: t("admin.coupons.active"),
                  render: (c) => (
                    <Switch
                      checked={c.active}
                      disabled={!isAdministrator || setActive.isPending}
                      onChange={(e) => toggle(c, e.target.checked)}
                      slotProps={{ input: { "aria-label": `${t("admin.coupons.active")} ${c.code}` } }}
                    />
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      </CardContent>
      {creating ? <CouponDialog onClose={() => setCreating(false)} /> : null}
    </Card>
  );
}
