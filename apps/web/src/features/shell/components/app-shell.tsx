import { Box, Drawer, Toolbar, useMediaQuery } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { SIDEBAR_WIDTH } from "../../../shared/layout/dimensions.ts";
import { loginPathFor } from "../../../shared/routing/return-url.ts";
import { usePageTitleKey } from "../../../shared/routing/route-handle.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { HOME_PATHS, userHome } from "../../../shared/session/user-home.ts";
import { useVersionProductSync } from "../hooks/use-version-product-sync.ts";
import { Sidebar } from "./sidebar.tsx";
import { TopBar } from "./top-bar.tsx";

/** Homes that every signed-in user may open besides their own (the profile menu links to it). */
const SHARED_PAGES = new Set<string>(["/my_profile"]);

/**
 * The authenticated shell (§2.1): sidebar permanent from 992 px, a drawer below; a 64 px top bar.
 * Logged-out visitors go to sign-in and come back here afterwards; another role's home sends the
 * user to their own.
 */
export function AppShell() {
  const session = useSession();
  const location = useLocation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"));
  const [mobileOpen, setMobileOpen] = useState(false);
  const { t } = useTranslation("shell");
  const titleKey = usePageTitleKey();
  const title = titleKey ? t(`titles.${titleKey}`) : "";
  useDocumentTitle(title || null);
  useVersionProductSync(Boolean(session));

  if (!session) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;

  const home = userHome(session.user);
  const path = location.pathname;
  const isOtherHome =
    (HOME_PATHS as readonly string[]).includes(path) && path !== home && !SHARED_PAGES.has(path);
  if (isOtherHome) return <Navigate to={home} replace />;

  const sidebar = <Sidebar home={home} onNavigate={() => setMobileOpen(false)} />;

  return (
    <Box sx={{ display: "flex", minHeight: "100vh", bgcolor: "background.default" }}>
      <TopBar
        title={title}
        onMenuClick={() => setMobileOpen(true)}
        showMenuButton={!wide}
        user={session.user}
      />
      <Box
        component="nav"
        aria-label={t("sidebar.label")}
        sx={{ width: { md: SIDEBAR_WIDTH }, flexShrink: { md: 0 } }}
      >
        {wide ? (
          <Drawer
            variant="permanent"
            open
            sx={{ "& .MuiDrawer-paper": { width: SIDEBAR_WIDTH, boxSizing: "border-box" } }}
          >
            {sidebar}
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            ModalProps={{ keepMounted: true }}
            sx={{ "& .MuiDrawer-paper": { width: SIDEBAR_WIDTH, boxSizing: "border-box" } }}
          >
            {sidebar}
          </Drawer>
        )}
      </Box>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
