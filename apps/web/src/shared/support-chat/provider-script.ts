import { type SupportChatWidget, supportChatScriptUrl } from "@mkt/contracts";

/** The id of the one script element the loader adds (the journeys and the tests look for it). */
export const SUPPORT_CHAT_SCRIPT_ID = "support-chat-script";

type ProviderWindow = Window & {
  $crisp?: unknown[];
  CRISP_WEBSITE_ID?: string;
  Tawk_API?: { hideWidget?: () => void; onLoad?: () => void };
  Tawk_LoadStart?: Date;
};

/**
 * Starts the provider's widget the way its documentation does, without inline script (the CSP allows none): the
 * provider's globals are set from the app's own bundle, then one script element loads the provider's loader from
 * its fixed origin. The address is built from the provider and the validated site id only.
 */
export function addProviderScript(widget: SupportChatWidget): void {
  if (document.getElementById(SUPPORT_CHAT_SCRIPT_ID)) return;
  const win = window as ProviderWindow;
  if (widget.provider === "crisp") {
    win.$crisp = [];
    win.CRISP_WEBSITE_ID = widget.site_id;
  } else {
    win.Tawk_API = win.Tawk_API ?? {};
    win.Tawk_LoadStart = new Date();
  }
  const script = document.createElement("script");
  script.id = SUPPORT_CHAT_SCRIPT_ID;
  script.src = supportChatScriptUrl(widget);
  script.async = true;
  script.dataset.provider = widget.provider;
  document.head.appendChild(script);
}

/**
 * Takes the widget away (sign-in, switched off): hides it through the provider's API when it has loaded, removes
 * the loader script and what the providers add to the page, and forgets their globals.
 */
export function removeProviderScript(): void {
  const win = window as ProviderWindow;
  try {
    win.$crisp?.push(["do", "chat:hide"]);
    win.Tawk_API?.hideWidget?.();
  } catch {
    // A half-loaded widget: its elements are removed below anyway.
  }
  document.getElementById(SUPPORT_CHAT_SCRIPT_ID)?.remove();
  for (const element of document.querySelectorAll(".crisp-client, script[src^='https://client.crisp.chat']"))
    element.remove();
  for (const element of document.querySelectorAll("script[src^='https://embed.tawk.to'], .widget-visible"))
    element.remove();
  delete win.$crisp;
  delete win.CRISP_WEBSITE_ID;
  delete win.Tawk_API;
  delete win.Tawk_LoadStart;
}
