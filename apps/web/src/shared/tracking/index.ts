// First-party analytics on the web (issue 18): the tracking client, the cookie banner and the consent switch.
export { ConsentSwitch } from "./consent-switch.tsx";
export { CookieBanner } from "./cookie-banner.tsx";
export {
  readSupportChatConsent,
  useSupportChatConsent,
  writeSupportChatConsent,
} from "./support-chat-consent.ts";
export { track, useTrackView } from "./use-track.ts";
