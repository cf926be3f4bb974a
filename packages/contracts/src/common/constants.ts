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

/**
 * Access tokens are short-lived; the session behind them slides with each refresh until it is idle too long,
 * and ends at its absolute lifetime however active it is.
 */
export const AUTH_LIMITS = {
  accessTokenTtlSeconds: 15 * 60,
  /** Inactivity that ends a session: a token expired longer ago than this cannot be refreshed. */
  sessionIdleTtlSeconds: 12 * 60 * 60,
  /** A session ends this long after sign-in, however active. */
  sessionMaxLifetimeSeconds: 7 * 24 * 60 * 60,
  emailConfirmTtlHours: 48,
  passwordResetTtlMinutes: 60,
  /**
   * Failed sign-ins are counted per account and IP: after `loginFreeFailures` failures (since the pair's last
   * success, within `loginMemoryHours`) that IP waits 1 minute for that account, then 2, 4, … at most 60 minutes.
   * Another IP, e.g. the real user's, is not affected.
   */
  loginFreeFailures: 5,
  loginBackoffBaseSeconds: 60,
  loginBackoffMaxSeconds: 60 * 60,
  loginMemoryHours: 24,
  /** Failures from one IP across all accounts within the window. */
  loginWindowMinutes: 15,
  loginMaxFailuresPerIp: 20,
  /** Hits per window of the endpoints that reveal or mail an address, and of password changes. */
  checkEmailPerIp: { max: 20, windowSeconds: 60 * 60 },
  checkEmailPerAddress: { max: 10, windowSeconds: 60 * 60 },
  sendConfirmEmailPerIp: { max: 10, windowSeconds: 60 * 60 },
  sendConfirmEmailPerAddress: { max: 3, windowSeconds: 60 * 60 },
  forgotPasswordPerIp: { max: 10, windowSeconds: 60 * 60 },
  forgotPasswordPerAddress: { max: 3, windowSeconds: 60 * 60 },
  changePasswordPerUser: { max: 5, windowSeconds: 15 * 60 },
  changePasswordPerIp: { max: 20, windowSeconds: 15 * 60 },
  documentationGraceDays: 30,
} as const;

/**
 * The largest value of PostgreSQL's `integer`, the type of every id and count column: request schemas cap ids at it
 * (`.max(INT4_MAX)`), so a larger number is refused field by field with a 400 rather than by the database.
 */
export const INT4_MAX = 2_147_483_647;
