import { routeAllowed } from "@mkt/contracts";
import type { ComponentType } from "react";
import { useLocation } from "react-router";
import { PageLoader } from "../components/page-loader.tsx";
import { useSessionFunctions } from "../session/company-functions.ts";
import { useSession } from "../session/use-session.ts";
import { userHome } from "../session/user-home.ts";
import { RedirectHome } from "./redirect-home.tsx";

/**
 * Wraps the screen of a route a page permission key gates (contracts' PAGE_KEY_OF_ROUTE; shell-routes.tsx): when the company's function list switches the key
 * off, the user is sent home, as for any route they do not have — typed in the address bar, a notification's link
 * or a bookmark included. The list is the session's (an assumed session's is the assumed user's company's;
 * staff get their own company's, where every page key keeps its default). The user's home is never refused (a
 * Profile Accademy or student whose home is /my_profile would have nowhere to go).
 */
export function pageKeyGuarded(routeName: string, Screen: ComponentType): ComponentType {
  function PageKeyScreen() {
    const session = useSession();
    const functions = useSessionFunctions();
    const { pathname } = useLocation();
    // The list is fetched once per tab (then kept in session storage): wait for it rather than show the page.
    if (functions.isPending && session) return <PageLoader />;
    const home = session ? userHome(session.user) : null;
    if (pathname === home || routeAllowed(functions.data ?? [], routeName)) return <Screen />;
    return <RedirectHome />;
  }
  return PageKeyScreen;
}
