import { Outlet, ScrollRestoration } from "react-router";
import { NavigationOverlay } from "../features/shell/components/navigation-overlay.tsx";
import { SessionExpiredDialog } from "../features/shell/components/session-expired-dialog.tsx";
import { UpdateDialog } from "../features/shell/components/update-dialog.tsx";
import { useListFiltersReset } from "../features/shell/hooks/use-list-filters-reset.ts";
import { useSoftwareUpdate } from "../features/shell/hooks/use-software-update.ts";
import { SkipLink } from "../shared/components/skip-link.tsx";
import { SupportChatLoader } from "../shared/support-chat/support-chat-loader.tsx";
import { CookieBanner } from "../shared/tracking/index.ts";

/**
 * Every page: the skip link (the first focusable element), the navigation overlay, the session-expired modal, the
 * software-update dialog (§2.1, §2.6) and the cookie banner until an analytics choice is made (issue 18), and the
 * support chat widget for signed-out visitors (§4).
 */
export function RootLayout() {
  const updateReady = useSoftwareUpdate();
  useListFiltersReset();
  return (
    <>
      <SkipLink />
      <NavigationOverlay />
      <Outlet />
      <SessionExpiredDialog />
      <UpdateDialog open={updateReady} />
      <CookieBanner />
      <SupportChatLoader />
      <ScrollRestoration />
    </>
  );
}
