import { createBrowserRouter, Navigate } from "react-router";
import { PageLoader } from "../shared/components/page-loader.tsx";
import type { RouteHandle } from "../shared/routing/route-handle.ts";
import { RootLayout } from "./root-layout.tsx";

const homePage = () =>
  import("../features/dashboard/pages/home-page.tsx").then((m) => ({ Component: m.HomePage }));
const myProfilePage = () =>
  import("../features/dashboard/pages/my-profile-page.tsx").then((m) => ({ Component: m.MyProfilePage }));

const homeRoute = (path: string, handle: RouteHandle) => ({ path, handle, lazy: homePage });

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: PageLoader,
    children: [
      {
        path: "/",
        lazy: () =>
          import("../features/landing/pages/landing-page.tsx").then((m) => ({ Component: m.LandingPage })),
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
            lazy: () =>
              import("../features/register/pages/register-page.tsx").then((m) => ({
                Component: m.RegisterPage,
              })),
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
            path: "sso-callback",
            lazy: () =>
              import("../features/auth/pages/sso-callback-page.tsx").then((m) => ({
                Component: m.SsoCallbackPage,
              })),
          },
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
        path: "/maintenance",
        lazy: () =>
          import("../features/maintenance/pages/maintenance-page.tsx").then((m) => ({
            Component: m.MaintenancePage,
          })),
      },
      {
        path: "/dev/mailbox",
        lazy: () =>
          import("../features/dev-mailbox/pages/mailbox-page.tsx").then((m) => ({
            Component: m.MailboxPage,
          })),
      },
      {
        lazy: () =>
          import("../features/shell/components/app-shell.tsx").then((m) => ({ Component: m.AppShell })),
        children: [
          homeRoute("/dashboard_supplier", { titleKey: "dashboard_supplier" }),
          homeRoute("/dashboard_client", { titleKey: "dashboard_client" }),
          homeRoute("/dashboard_academy", { titleKey: "dashboard_academy" }),
          homeRoute("/freelance_profile", { titleKey: "freelance_profile" }),
          homeRoute("/company_list", { titleKey: "company_list" }),
          {
            path: "/my_profile",
            handle: { titleKey: "my_profile" } satisfies RouteHandle,
            lazy: myProfilePage,
          },
        ],
      },
      { path: "*", element: <Navigate to="/authentication/404" replace /> },
    ],
  },
]);
