import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { NavigationOverlay } from "../features/shell/components/navigation-overlay.tsx";
import { useListFiltersReset } from "../features/shell/hooks/use-list-filters-reset.ts";
import { useSoftwareUpdate } from "../features/shell/hooks/use-software-update.ts";
import { BrowserOnly } from "../shared/components/browser-only.tsx";
import { SkipLink } from "../shared/components/skip-link.tsx";
import { usePageCookies } from "../shared/session/page-cookies.ts";
import { useSession } from "../shared/session/use-session.ts";
import { SupportChatLoader } from "../shared/support-chat/support-chat-loader.tsx";
import { CookieBanner } from "../shared/tracking/index.ts";
import { RootDialogs } from "./root-dialogs.tsx";

// Loaded only once someone is signed in: the public pages do not carry it.
const TermsUpdateDialog = lazy(() =>
  import("../features/legal/index.ts").then((m) => ({ default: m.TermsUpdateDialog })),
);

/**
 * Every page: the skip link (the first focusable element), the navigation overlay, the session-expired modal, the
 * software-update dialog (§2.1, §2.6; imported when they open, root-dialogs.tsx) and the cookie banner until an analytics choice is made (issue 18), and the
 * support chat widget for signed-out visitors (§4). A signed-in user who has not accepted the terms in force is
 * asked to, wherever they land (issue 20 item 8).
 */
export function RootLayout() {
  const updateReady = useSoftwareUpdate();
  const signedIn = useSession() !== null;
  useListFiltersReset();
  usePageCookies();
  return (
    <>
      <SkipLink />
      <NavigationOverlay />
      <Outlet />
      <RootDialogs updateReady={updateReady} signedIn={signedIn} />
      {signedIn ? (
        <BrowserOnly>
          <Suspense fallback={null}>
            <TermsUpdateDialog />
          </Suspense>
        </BrowserOnly>
      ) : null}
      <CookieBanner />
      <SupportChatLoader />
      <ScrollRestoration />
    </>
  );
}
