import type { ErrorEntries } from "./entry.ts";

/** The `billing.*` error codes. */
export const BILLING_ERRORS = {
  "billing.plan_not_available": {
    status: 400,
    it: "Questo piano non è acquistabile dal tuo account.",
    en: "This plan cannot be bought by your account.",
  },
  "billing.checkout_closed": {
    status: 410,
    it: "Questo pagamento è già concluso o scaduto: riparti dalla scelta del piano.",
    en: "This payment is already completed or has expired: start again from the plan choice.",
  },
  "billing.no_customer": {
    status: 409,
    it: "Non hai ancora un account di fatturazione: acquista prima un piano.",
    en: "You have no billing account yet: buy a plan first.",
  },
  "billing.invalid_signature": {
    status: 400,
    it: "Firma del webhook non valida.",
    en: "Invalid webhook signature.",
  },
  "billing.coupon_invalid": {
    status: 400,
    it: "Codice sconto non valido, scaduto o non applicabile a questo piano.",
    en: "The discount code is invalid, expired or does not apply to this plan.",
  },
  "billing.addon_not_available": {
    status: 409,
    it: "L'add-on Assumi si aggiunge solo al tuo piano attivo a pagamento, se non lo include già.",
    en: "The Assumi add-on can only be added to your active paid plan, when it does not include it already.",
  },
} as const satisfies ErrorEntries;
