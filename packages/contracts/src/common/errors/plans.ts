import type { ErrorEntries } from "./entry.ts";

/** The `plans.*` error codes. */
export const PLANS_ERRORS = {
  "plans.function_blocked": {
    status: 403,
    it: "Questa funzione non è inclusa nel tuo piano o ne hai raggiunto il limite.",
    en: "This function is not in your plan, or you reached its limit.",
  },
  "plans.no_credits": {
    status: 403,
    it: "Non hai crediti disponibili: acquista un piano per continuare.",
    en: "You have no credits left: buy a plan to continue.",
  },
} as const satisfies ErrorEntries;
