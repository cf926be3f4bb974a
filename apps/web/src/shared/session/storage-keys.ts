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
  /** Session: the company's function list (§7 getFunctionCompany). */
  functions: "functions",
  /** Session: the selected sidebar entry (§2.4). */
  menuActive: "menuActive",
  /** Local: "vertical" or "horizontal" menu (§2.1). */
  menuLayout: "menuLayout",
  /** Local: tutorial mode on ("1") or off ("0") (§4). */
  tutorialMode: "tutorialMode",
  /** Session: the tutorial popup records of the user (§4). */
  tutorialPages: "tutorialPages",
  /** Session: the documentation banner was hidden. */
  documentationBannerHidden: "documentationBannerHidden",
  /** Session: "1" from sign-in until the feedback survey is closed, then "0" (§3 showTypeform, §4). */
  showTypeform: "showTypeform",
  /** Local: the cookie banner's analytics choice, "granted" or "denied" (issue 18); kept across sign-out. */
  analyticsConsent: "analyticsConsent",
  /** Local: "granted" once a visitor allowed the third-party support chat (its cookies); kept across sign-out. */
  supportChatConsent: "supportChatConsent",
} as const;

/**
 * Session keys of saved list filters and search queries start with this prefix; they are cleared on every
 * navigation (§2.1) and on a menu click (§2.4). Lists name theirs `listFilter:<list>`.
 */
export const LIST_FILTER_PREFIX = "listFilter:";

/** Removes every saved list filter from session storage. */
export function clearListFilters(): void {
  const keys: string[] = [];
  for (let index = 0; index < sessionStorage.length; index += 1) {
    const key = sessionStorage.key(index);
    if (key?.startsWith(LIST_FILTER_PREFIX)) keys.push(key);
  }
  for (const key of keys) sessionStorage.removeItem(key);
}
