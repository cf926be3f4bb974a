/** Business constants of spec §9, in one place for both apps. */
export const LANGUAGES = ["it", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "it";

/** Product versions (§1): type version 1, current version 2, all 3. */
export const PRODUCT_VERSION = { TYPE: 1, CURRENT: 2, ALL: 3 } as const;
export const DEFAULT_PRODUCT_VERSION = PRODUCT_VERSION.CURRENT;

/** A plan that never expires carries this date (dd/mm/yyyy). */
export const NO_EXPIRY_DATE = "31/12/9999";
export const PLAN_ID_HIDES_UPGRADE = 13;
export const SUPPLIER_PLAN_ID = 8;
export const SUPPLIER_PLAN_CHARGE = "piano-fornitori-cost";

export const TIMINGS = {
  snackbarMs: 5000,
  successNoticeMs: 2000,
  warningNoticeMs: 5000,
  sessionExpiredCountdownS: 10,
  pollingMs: 180_000,
  adminCountersPollingMs: 600_000,
  titleUpdateMs: 800,
  dialogDelayMs: 400,
  subscriptionCheckFirstMs: 1000,
  subscriptionCheckAttempts: 11,
} as const;

export const BREAKPOINTS = { menuClose: 992, openLayout: 1024, desktop: 768 } as const;

/** Access tokens are short-lived; the session behind them lasts longer and can be extended. */
export const AUTH_LIMITS = {
  accessTokenTtlSeconds: 15 * 60,
  sessionIdleTtlSeconds: 12 * 60 * 60,
  sessionExtendedTtlSeconds: 7 * 24 * 60 * 60,
  emailConfirmTtlHours: 48,
  passwordResetTtlMinutes: 60,
  loginWindowMinutes: 15,
  loginMaxFailuresPerAccount: 5,
  loginMaxFailuresPerIp: 20,
  documentationGraceDays: 30,
} as const;
