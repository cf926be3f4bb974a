/** Browser storage keys (§3 "other session items"). */
export const STORAGE_KEYS = {
  token: "loginUserToken",
  user: "loginUser",
  language: "language",
  versionProduct: "versionProduct",
  maintenance: "maintenance",
  backRequest: "backRequest",
  sso: "ssoRequest",
  ssoRegistration: "ssoRegistration",
} as const;
