import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { isFunctionBlocked } from "../../../shared/api/api-error.ts";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { openCheckoutSubscription } from "../api.ts";
import { type CheckoutRequest, purchaseBackPath, withoutCheckoutParams } from "../purchase-rules.ts";
import { readUpgradeOrigin, saveBackRequest, savePendingPurchase } from "../purchase-store.ts";

/**
 * §4 plan purchase, first half: remembers where to go back after it (backRequest: where the purchase started,
 * or the page whose blocked modal led here), opens the hosted checkout (openCheckoutSubscription) and goes
 * there in this tab. The checkout sends the user back to the address the purchase started on with
 * ?checkout=success or ?checkout=cancelled, which the plans layer handles.
 */
export function useStartPurchase() {
  const location = useLocation();
  const language = useLanguage();
  const { notify } = useNotice();
  const { t } = useTranslation("plans");
  const mutation = useMutation({
    mutationFn: async (request: CheckoutRequest) => {
      const here = location.pathname + withoutCheckoutParams(location.search);
      const startedAt = Date.now();
      const checkout = await openCheckoutSubscription({ ...request, return_path: here });
      saveBackRequest(purchaseBackPath(here, readUpgradeOrigin()));
      savePendingPurchase({
        planId: request.plan_id,
        startedAt,
        ...(request.addon_alone ? { addonAlone: true } : {}),
      });
      notify(t("purchase.opening"), "info");
      window.location.assign(checkout.url);
      return checkout;
    },
    onError: (error) => {
      if (!isFunctionBlocked(error)) notify(errorText(error, language), "error");
    },
  });
  return {
    start: (request: CheckoutRequest) => mutation.mutate(request),
    /** True from the click until the browser leaves for the checkout. */
    busy: mutation.isPending || mutation.isSuccess,
  };
}
