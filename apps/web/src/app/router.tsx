import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from "react-router";
import { PageLoader } from "../shared/components/page-loader.tsx";
import { RedirectHome } from "../shared/routing/redirect-home.tsx";
import { markFirstPageShown } from "../shared/scheduling/when-page-idle.ts";
import { RootLayout } from "./root-layout.tsx";
import { withTexts } from "./route-texts.ts";
import { freelanceRoutes, registrationStepperRoutes, shellRoutes } from "./shell-routes.tsx";

const blankLayout = withTexts("signed-in", () =>
  import("../shared/components/blank-layout.tsx").then((m) => ({ Component: m.BlankLayout })),
);

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoader,
    children: [
      {
        path: "/",
        lazy: withTexts("public", () =>
          import("../features/landing/pages/landing-page.tsx").then((m) => ({ Component: m.LandingPage })),
        ),
      },
      // Public pages in the landing's frame (issue 20 item 8): the price list and the legal texts.
      {
        path: "/pricing",
        lazy: withTexts("signed-in", () =>
          import("../features/pricing/pages/pricing-page.tsx").then((m) => ({ Component: m.PricingPage })),
        ),
      },
      {
        path: "/terms",
        lazy: withTexts("public", () =>
          import("../features/legal/pages/legal-page.tsx").then((m) => ({ Component: m.TermsPage })),
        ),
      },
      {
        path: "/privacy",
        lazy: withTexts("public", () =>
          import("../features/legal/pages/legal-page.tsx").then((m) => ({ Component: m.PrivacyPage })),
        ),
      },
      {
        path: "/authentication",
        lazy: () =>
          import("../features/auth/components/auth-layout.tsx").then((m) => ({ Component: m.AuthLayout })),
        children: [
          { index: true, element: <Navigate to="/authentication/login" replace /> },
          {
            path: "login",
            lazy: () =>
              import("../features/auth/pages/login-page.tsx").then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: "register",
            lazy: withTexts("public", () =>
              import("../features/register/pages/register-page.tsx").then((m) => ({
                Component: m.RegisterPage,
              })),
            ),
          },
          {
            path: "forgot-password",
            lazy: () =>
              import("../features/auth/pages/forgot-password-page.tsx").then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: "reset-password",
            lazy: () =>
              import("../features/auth/pages/reset-password-page.tsx").then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            path: "confirm-email",
            lazy: () =>
              import("../features/auth/pages/confirm-email-page.tsx").then((m) => ({
                Component: m.ConfirmEmailPage,
              })),
          },
          {
            path: "two-factor-setup",
            lazy: withTexts("signed-in", () =>
              import("../features/account/pages/two-factor-setup-page.tsx").then((m) => ({
                Component: m.TwoFactorSetupPage,
              })),
            ),
          },
          {
            path: "sso-callback",
            lazy: withTexts("signed-in", () =>
              import("../features/auth/pages/sso-callback-page.tsx").then((m) => ({
                Component: m.SsoCallbackPage,
              })),
            ),
          },
          {
            path: "redirect_login/:uuid",
            lazy: withTexts("signed-in", () =>
              import("../features/assume/pages/redirect-login-page.tsx").then((m) => ({
                Component: m.RedirectLoginPage,
              })),
            ),
          },
          {
            path: "accept-invite",
            lazy: withTexts("signed-in", () =>
              import("../features/team/pages/accept-invite-page.tsx").then((m) => ({
                Component: m.AcceptInvitePage,
              })),
            ),
          },
          {
            path: "claim-company",
            lazy: withTexts("signed-in", () =>
              import("../features/staff-accounts/pages/claim-company-page.tsx").then((m) => ({
                Component: m.ClaimCompanyPage,
              })),
            ),
          },
          {
            path: "feedback_request",
            lazy: withTexts("signed-in", () =>
              import("../features/feedback/pages/feedback-request-page.tsx").then((m) => ({
                Component: m.FeedbackRequestPage,
              })),
            ),
          },
          {
            path: "unsubscribe/:kind",
            lazy: withTexts("signed-in", () =>
              import("../features/email-preferences/pages/unsubscribe-page.tsx").then((m) => ({
                Component: m.UnsubscribePage,
              })),
            ),
          },
          // §2.2: screens of later capabilities under authentication.
          {
            path: "interview_organize",
            lazy: withTexts("signed-in", () =>
              import("../features/collaborations/pages/interview-organize-page.tsx").then((m) => ({
                Component: m.InterviewOrganizePage,
              })),
            ),
          },
          { path: "shared_profiles/*", element: <RedirectHome /> },
          {
            path: "404",
            lazy: () =>
              import("../features/auth/pages/not-found-page.tsx").then((m) => ({
                Component: m.NotFoundPage,
              })),
          },
        ],
      },
      {
        lazy: blankLayout,
        children: [
          {
            path: "/maintenance",
            lazy: withTexts("signed-in", () =>
              import("../features/maintenance/pages/maintenance-page.tsx").then((m) => ({
                Component: m.MaintenancePage,
              })),
            ),
          },
          ...registrationStepperRoutes,
          ...freelanceRoutes,
        ],
      },
      {
        // §2.2 open entry: asks for an open-access token, then replaces itself with /open/<urlRedirect>/<token>.
        path: "/redirect_token/:entry/:version/:caller",
        lazy: withTexts("public", () =>
          import("../features/open/open-entry-page.tsx").then((m) => ({ Component: m.OpenEntryPage })),
        ),
      },
      {
        path: "/open",
        children: [
          { index: true, element: <RedirectHome /> },
          {
            // A collaboration read-only from a mailed link (issue 16 item 6); ranks before the layout's :urlRedirect.
            path: "collaboration/:token",
            lazy: withTexts("signed-in", () =>
              import("../features/open/open-collaboration-page.tsx").then((m) => ({
                Component: m.OpenCollaborationPage,
              })),
            ),
          },
          {
            // §2.1 public layout of the open area; the complete-detail variant adds segments after the token.
            path: ":urlRedirect/:token/*",
            lazy: withTexts("public", () =>
              import("../features/open/open-layout.tsx").then((m) => ({ Component: m.OpenLayout })),
            ),
          },
          { path: "*", element: <RedirectHome /> },
        ],
      },
      {
        // A shared profile link's page (issue 16 item 7), in the public layout; no account needed.
        path: "/public/:token",
        lazy: withTexts("signed-in", () =>
          import("../features/public-links/public-link-page.tsx").then((m) => ({
            Component: m.PublicLinkPage,
          })),
        ),
      },
      {
        path: "/dev/mailbox",
        lazy: withTexts("signed-in", () =>
          import("../features/dev-mailbox/pages/mailbox-page.tsx").then((m) => ({
            Component: m.MailboxPage,
          })),
        ),
      },
      {
        lazy: withTexts("signed-in", () =>
          import("../features/shell/components/app-shell.tsx").then((m) => ({ Component: m.AppShell })),
        ),
        children: shellRoutes,
      },
      { path: "*", element: <Navigate to="/authentication/404" replace /> },
    ],
  },
];

/**
 * The app's router in the browser (boot.tsx). Created once the page knows whether it hydrates pre-rendered HTML
 * (src/app/prerender.tsx): otherwise as the app loads, so that the route's modules download in parallel with the
 * translations.
 */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // What waits for the first page (shared/scheduling/when-page-idle.ts): its lazy modules are in once the router is
  // initialized and idle.
  const shown = () => router.state.initialized && router.state.navigation.state === "idle";
  if (shown()) markFirstPageShown();
  else {
    const unsubscribe = router.subscribe(() => {
      if (!shown()) return;
      unsubscribe();
      markFirstPageShown();
    });
  }
  return router;
}

/**
 * Loads the lazy modules (and texts) of the routes `pathname` matches and puts them on the route objects, as React
 * Router's lazy loading would. A router created afterwards renders the page in its first render, without the
 * HydrateFallback: what hydrating the pre-rendered HTML needs (and what the static handler does at build time).
 */
export async function resolveRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
