import { bearer, type TestHarness } from "../../test/app.ts";

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** The local provider's test card that succeeds. */
export const TEST_CARD = { holder: "Anna Rossi", number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" };

/** A buyer's side of the local hosted checkout, through the test app: open a checkout, pay it, read the credits. */
export function localCheckout(t: TestHarness) {
  return {
    form,
    FORM,
    open: (token: string, fields: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/billing/openCheckoutSubscription",
        payload: form(fields),
        headers: { ...bearer(token), ...FORM },
      }),
    /** The hosted page's path of a checkout's URL. */
    pathOf: (url: string) => new URL(url).pathname,
    pay: (checkoutPath: string, card = TEST_CARD) =>
      t.app.inject({ method: "POST", url: `${checkoutPath}/pay`, payload: form(card), headers: FORM }),
    credits: async (token: string) =>
      (
        await t.app.inject({ method: "GET", url: "/api/company/getNumberCredits", headers: bearer(token) })
      ).json().data,
  };
}
