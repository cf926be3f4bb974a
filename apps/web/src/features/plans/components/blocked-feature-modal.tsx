import { type Limitation, limitationSchema, planName, type RoleId } from "@mkt/contracts";
import LockOutlined from "@mui/icons-material/LockOutlined";
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from "@mui/material";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { subscribeFunctionBlocked } from "../../../shared/api/blocked-feature-bus.ts";
import { useBrand } from "../../../shared/api/general-api.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { isImplementedPath } from "../../../shared/routing/implemented-states.ts";
import { usePageKeys } from "../../../shared/routing/page-keys.ts";
import { EXTRA_ROUTE_PATHS } from "../../../shared/routing/route-names.ts";
import { STORAGE_KEYS } from "../../../shared/session/storage-keys.ts";
import { type BlockedModalView, blockedModalView, upgradeOutcome } from "../blocked-rules.ts";
import { useStartPurchase } from "../hooks/use-start-purchase.ts";
import { SUPPLIER_CHECKOUT } from "../purchase-rules.ts";
import { saveUpgradeOrigin } from "../purchase-store.ts";

type Opened = { limitation: Limitation | null };

export type BlockedFeatureModalProps = { roleId: RoleId };

/**
 * §2.6 blocked-feature modal (BlockModalCopy): the text per action code, Cancel and Upgrade (or only Close for
 * action 9; no Upgrade when the page key my_plans is off), the buy-not link when the limitation offers to create a
 * need, and the sales contact. 320–600 px
 * wide; a click outside does not close it. Opens on openBlockedFeature() and on any 403 plans.function_blocked.
 */
export function BlockedFeatureModal({ roleId }: BlockedFeatureModalProps) {
  const [opened, setOpened] = useState<Opened | null>(null);
  useEffect(
    () =>
      subscribeFunctionBlocked((data) => {
        const parsed = limitationSchema.safeParse(data);
        setOpened({ limitation: parsed.success ? parsed.data : null });
      }),
    [],
  );
  if (!opened) return null;
  return <BlockedDialog limitation={opened.limitation} roleId={roleId} onClose={() => setOpened(null)} />;
}

type BlockedDialogProps = { limitation: Limitation | null; roleId: RoleId; onClose: () => void };

function BlockedDialog({ limitation, roleId, onClose }: BlockedDialogProps) {
  const { t } = useTranslation("plans");
  // The host's brand names its sales mailbox (the API answers the platform's, set on the configuration screen, when
  // the brand has none): no address is made up here while it is unknown.
  const salesMailbox = useBrand().data?.sales_email ?? null;
  const navigate = useNavigate();
  const location = useLocation();
  const purchase = useStartPurchase();
  const titleId = useId();
  const view = limitation ? blockedModalView(limitation, roleId) : null;
  // Every Upgrade ends on the company's plans page (the checkout returns there): with the page permission key
  // my_plans off, the sales contact is the way to a bigger plan, and Cancel the only button.
  const canUpgrade = usePageKeys().allows("my_plans");

  const upgrade = () => {
    if (!limitation) return;
    const outcome = upgradeOutcome(limitation, roleId);
    if (outcome.kind === "checkout") {
      purchase.start(SUPPLIER_CHECKOUT);
      return;
    }
    if (outcome.menu) sessionStorage.setItem(STORAGE_KEYS.menuActive, outcome.menu);
    // After the purchase, the thank-you page leads back to the page the function was blocked on.
    saveUpgradeOrigin(location.pathname + location.search);
    onClose();
    navigate(outcome.to);
  };
  const buyNotPath =
    view?.buyNot && isImplementedPath(EXTRA_ROUTE_PATHS.need_create)
      ? `${EXTRA_ROUTE_PATHS.need_create}?type=${view.buyNot}`
      : null;

  return (
    <Dialog
      open
      onClose={(_, reason) => {
        if (reason !== "backdropClick") onClose();
      }}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { minWidth: { xs: "auto", sm: 320 }, maxWidth: 600, width: "100%" } } }}
      data-testid="blocked-modal"
    >
      <DialogTitle id={titleId} sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <LockOutlined color="warning" />
        {t("blocked.title")}
      </DialogTitle>
      <DialogContent>
        <Typography data-testid="blocked-text">
          {view ? <BlockedMessage view={view} /> : t("blocked.generic")}
        </Typography>
        {buyNotPath ? (
          <Box sx={{ mt: 2 }}>
            <Link component={RouterLink} to={buyNotPath} onClick={onClose} data-testid="blocked-buy-not">
              {view?.buyNot === "fixed_price"
                ? t("blocked.buyNotFixedPrice")
                : t("blocked.buyNotTimeMaterial")}
            </Link>
          </Box>
        ) : null}
        {salesMailbox ? (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 2, flexWrap: "wrap" }}>
            <Typography variant="body2" color="text.secondary">
              {t("blocked.contact")}
            </Typography>
            <Link variant="body2" href={`mailto:${salesMailbox}`} data-testid="blocked-contact">
              {salesMailbox}
            </Link>
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {view?.closeOnly || !view ? (
          <Button onClick={onClose} variant="contained" autoFocus data-testid="blocked-close">
            {t("blocked.close")}
          </Button>
        ) : (
          <>
            {/* Focus starts on the safe choice (not on the dialog's frame, which showed a bare outline). */}
            <Button onClick={onClose} autoFocus data-testid="blocked-cancel">
              {t("blocked.cancel")}
            </Button>
            {canUpgrade ? (
              <Button
                onClick={upgrade}
                variant="contained"
                disabled={purchase.busy}
                data-testid="blocked-upgrade"
              >
                {t("blocked.upgrade")}
              </Button>
            ) : null}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function BlockedMessage({ view }: { view: BlockedModalView }) {
  const { t } = useTranslation("plans");
  const language = useLanguage();
  const text = view.text;
  switch (text.kind) {
    case "addon_cannot_buy":
      return t("blocked.addonCannotBuy");
    case "addon":
      return text.audience === "client" ? t("blocked.addonClient") : t("blocked.addonSupplier");
    case "plan_specific":
      if (text.state === "chat") return t("blocked.planChat");
      if (text.state === "download_cv") return t("blocked.planDownloadCv");
      return t("blocked.planInformationBlocked");
    case "plan": {
      const name = functionLabel(t, text.functionState);
      return text.planName
        ? t("blocked.plan", {
            function: name,
            plan: planName({ name: text.planName, name_en: text.planNameEn }, language),
          })
        : t("blocked.planNoRecommendation", { function: name });
    }
    case "limit":
      return t("blocked.limit", { max: text.max, limit: t(`blocked.limitNames.${text.limit}`) });
  }
}

type T = ReturnType<typeof useTranslation<"plans">>["t"];

/** A function state's translated name (the state itself when unknown). */
export function functionLabel(t: T, state: string): string {
  return t(`functions.${state}` as "functions.chat", { defaultValue: state });
}
