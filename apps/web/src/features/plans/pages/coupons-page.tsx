import { isRoleId, ROLE } from "@mkt/contracts";
import Add from "@mui/icons-material/Add";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
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
        {coupons.isPending ? (
          <Box sx={{ display: "grid", placeItems: "center", py: 6 }}>
            <CircularProgress />
          </Box>
        ) : coupons.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void coupons.refetch()}>
                {t("admin.retry")}
              </Button>
            }
          >
            {errorText(coupons.error, language)}
          </Alert>
        ) : coupons.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3 }}>
            {t("admin.coupons.empty")}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {[
                    t("admin.coupons.code"),
                    t("admin.coupons.discount"),
                    t("admin.coupons.audience"),
                    t("admin.coupons.expiresAt"),
                    t("admin.coupons.redemptions"),
                    t("admin.coupons.active"),
                  ].map((label) => (
                    <TableCell key={label} sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
                      {label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {coupons.data.map((c) => (
                  <TableRow key={c.id} data-testid="coupon-row">
                    <TableCell sx={{ fontFamily: "monospace", fontWeight: 700 }}>{c.code}</TableCell>
                    <TableCell>{discount(c)}</TableCell>
                    <TableCell>{t(`admin.coupons.audiences.${c.audience}`)}</TableCell>
                    <TableCell>
                      {c.expires_at ? formatDate(c.expires_at) : t("admin.coupons.never")}
                    </TableCell>
                    <TableCell>
                      {c.redemptions} / {c.max_redemptions ?? t("admin.coupons.unlimited")}
                    </TableCell>
                    <TableCell>
                      <Switch
                        checked={c.active}
                        disabled={!isAdministrator || setActive.isPending}
                        onChange={(e) => toggle(c, e.target.checked)}
                        slotProps={{ input: { "aria-label": `${t("admin.coupons.active")} ${c.code}` } }}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
      {creating ? <CouponDialog onClose={() => setCreating(false)} /> : null}
    </Card>
  );
}
