import type { ComponentType } from "react";
import type { RouteName } from "../shared/routing/route-names.ts";

type LazyScreen = () => Promise<{ Component: ComponentType }>;

const homePage: LazyScreen = () =>
  import("../features/dashboard/pages/home-page.tsx").then((m) => ({ Component: m.HomePage }));

/** The shell screens that exist, by route name: exactly the web's IMPLEMENTED_STATES (a test holds them equal). */
export const SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  dashboard_client: homePage,
  dashboard_supplier: homePage,
  dashboard_academy: homePage,
  freelance_profile: homePage,
  my_profile: () =>
    import("../features/dashboard/pages/my-profile-page.tsx").then((m) => ({ Component: m.MyProfilePage })),
  notifications: () =>
    import("../features/notifications/pages/notifications-page.tsx").then((m) => ({
      Component: m.NotificationsPage,
    })),
};

/**
 * Homes that are not (yet) a capability's screen: the company administrators land on /company_list, which
 * shows their home until the company list capability replaces it. Other users are sent to their own home.
 */
export const HOME_SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  company_list: homePage,
};
