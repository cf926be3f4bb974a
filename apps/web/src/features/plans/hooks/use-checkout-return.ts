import type { RoleId } from "@mkt/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { refreshAccessToken } from "../../../shared/api/http-client.ts";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { checkSubscriptionUpdated, plansKeys } from "../api.ts";
import {
  afterPurchaseTarget,
  checkoutStartTimestamp,
  myPlansPath,
  pollSubscriptionUpdated,
  readCheckoutReturn,
  thankYouPage,
  withoutCheckoutParams,
} from "../purchase-rules.ts";
import {
  clearBackRequest,
  clearUpgradeOrigin,
  readBackRequest,
  saveThankYouKind,
  takePendingPurchase,
} from "../purchase-store.ts";

/** Checkout returns already handled (React may run an effect twice for the same address). */
const handled = new Set<string>();

/**
 * §4 plan purchase, second half: when the hosted checkout sends the user back (?checkout=…), a cancelled or
 * declined payment leaves the plan as it was with a notice; a paid one is confirmed with
 * getCheckSubscriptionIsUpdated (1 s, then every second, 11 attempts) under the loading overlay, the plan data
 * and the session user are reloaded, the thank-you page opens in a new tab and this one returns to where the
 * purchase started. Returns whether the overlay shows.
 */
export function useCheckoutReturn(roleId: RoleId): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const { notify } = useNotice();
  const { t } = useTranslation("plans");
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    const outcome = readCheckoutReturn(location.search);
    if (!outcome || handled.has(location.key)) return;
    handled.add(location.key);
    navigate(
      { pathname: location.pathname, search: withoutCheckoutParams(location.search) },
      { replace: true },
    );
    const pending = takePendingPurchase();
    if (outcome.kind === "cancelled") {
      notify(t("purchase.cancelled"), "warning");
      return;
    }
    setConfirming(true);
    void (async () => {
      const updated = pending
        ? await pollSubscriptionUpdated(() =>
            checkSubscriptionUpdated(pending.planId, checkoutStartTimestamp(new Date(pending.startedAt))),
          )
        : false;
      try {
        // The session user carries the plan name: take the new one.
        await refreshAccessToken();
      } catch {
        // The session flow handles a refused refresh.
      }
      await queryClient.invalidateQueries({ queryKey: plansKeys.all });
      setConfirming(false);
      // The purchase is done: its backRequest already holds the page of the blocked modal, if any.
      if (updated) {
        clearUpgradeOrigin();
        // §4: the thank-you page opens in a new tab (it gets a copy of this tab's session storage, backRequest
        // included); this tab goes back to where the purchase started.
        saveThankYouKind(pending?.addonAlone ? "addon" : "plan");
        const thankYou = thankYouPage(roleId, language).path;
        const opened = window.open(thankYou, "_blank") !== null;
        const target = afterPurchaseTarget(opened, thankYou, readBackRequest(), myPlansPath(roleId));
        if (opened) clearBackRequest();
        navigate(target);
      } else {
        notify(t("purchase.pending"), "info");
        navigate(myPlansPath(roleId));
      }
    })();
  }, [location, navigate, notify, queryClient, roleId, language, t]);

  return confirming;
}
