import { isRoleId, isStaffRole, ROLE } from "@mkt/contracts";
import { Box, Drawer, Toolbar, useMediaQuery } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { BrowserOnly } from "../../../shared/components/browser-only.tsx";
import { PageLoader } from "../../../shared/components/page-loader.tsx";
import { MAIN_CONTENT_ID } from "../../../shared/components/skip-link.tsx";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { SIDEBAR_WIDTH } from "../../../shared/layout/dimensions.ts";
import { loginPathFor } from "../../../shared/routing/return-url.ts";
import { statePath } from "../../../shared/routing/route-names.ts";
import { ROLE_LABEL_KEYS } from "../../../shared/session/role-label.ts";
import type { Session } from "../../../shared/session/session-store.ts";
import { clearListFilters, STORAGE_KEYS } from "../../../shared/session/storage-keys.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { HOME_PATHS, userHome } from "../../../shared/session/user-home.ts";
import { track } from "../../../shared/tracking/index.ts";
import { AssumedUserBanner } from "../../assume/index.ts";
import { ShellFeedback } from "../../feedback/index.ts";
import { useMenuLabel } from "../hooks/use-menu-label.ts";
import { useMenuLayout } from "../hooks/use-menu-layout.ts";
import { usePageInfo } from "../hooks/use-page-info.ts";
import { useShellModel } from "../hooks/use-shell-model.ts";
import { useTutorial } from "../hooks/use-tutorial.ts";
import { useVersionProductSync } from "../hooks/use-version-product-sync.ts";
import { selectedState } from "../sidebar-model.ts";
import { BreadcrumbBar } from "./breadcrumb-bar.tsx";
import { DocumentationBanner } from "./documentation-banner.tsx";
import { HorizontalNav } from "./horizontal-nav.tsx";
import { Sidebar } from "./sidebar.tsx";
import { TopBar } from "./top-bar.tsx";
import { TutorialPopup } from "./tutorial-popup.tsx";

/** The overlays' chunk (shell-overlays.tsx): fetched once the shell has rendered, beside the page's own. */
const ShellOverlays = lazy(() => import("./shell-overlays.tsx").then((m) => ({ default: m.ShellOverlays })));

/** Homes that every signed-in user may open besides their own (the profile menu links to it). */
const SHARED_PAGES = new Set<string>(["/my_profile"]);
/** Homes that are also a staff screen: the company administrators' home is the staff's company list. */
const STAFF_PAGES = new Set<string>(["/company_list"]);

/**
 * The authenticated shell (§2.1). Logged-out visitors go to sign-in and come back here afterwards; another
 * role's home sends the user to their own.
 */
export function AppShell() {
  const session = useSession();
  const location = useLocation();
  useVersionProductSync(Boolean(session));
  if (!session) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  const home = userHome(session.user);
  const path = location.pathname;
  const isStaff = isRoleId(session.user.role_id) && isStaffRole(session.user.role_id);
  const isOtherHome =
    (HOME_PATHS as readonly string[]).includes(path) &&
    path !== home &&
    !SHARED_PAGES.has(path) &&
    !(isStaff && STAFF_PAGES.has(path));
  if (isOtherHome) return <Navigate to={home} replace />;
  return <ShellFrame session={session} home={home} />;
}

type ShellFrameProps = { session: Session; home: string };

/**
 * Vertical sidebar permanent above 992 px (a drawer from the top bar at 992 px and below), or the horizontal
 * menu; the 64 px top bar; the breadcrumb area under 768 px; banners; the page.
 */
function ShellFrame({ session, home }: ShellFrameProps) {
  const { user } = session;
  const { pathname } = useLocation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"), { noSsr: true });
  const desktop = useMediaQuery("(min-width: 768px)", { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [layout, setLayout] = useMenuLayout();
  const { t } = useTranslation(["shell", "common"]);
  const model = useShellModel(user, !desktop);
  const label = useMenuLabel(model.shellUser.roleId);
  const page = usePageInfo(model.shellUser.roleId);
  const tutorial = useTutorial(model.shellUser, user.id, page.routeName, page.record);
  const title = page.titleName ? t(`titles.${page.titleName}`) : "";
  useDocumentTitle(title || null);

  const horizontal = model.sidebar && wide && layout === "horizontal";
  const permanentSidebar = model.sidebar && wide && !horizontal;
  const isAdministrator = model.shellUser.roleId === ROLE.ADMINISTRATOR;
  // §6: the breadcrumb title is hidden for the Administrator, whose narrow top bar keeps the title instead.
  const breadcrumb = !desktop && !isAdministrator;
  const selected = selectedState(
    model.items,
    page.routeName,
    sessionStorage.getItem(STORAGE_KEYS.menuActive),
  );

  const onNavigate = (state: string) => {
    track("sidebar_click", { sidebar_clic: state, destination: statePath(state) });
    sessionStorage.setItem(STORAGE_KEYS.menuActive, state);
    clearListFilters();
    if (!wide) setDrawerOpen(false);
  };
  const sidebar = (
    <Sidebar
      account={{
        company: user.company_name,
        role: isRoleId(user.role_id) ? t(`common:roles.${ROLE_LABEL_KEYS[user.role_id]}`) : user.role,
      }}
      home={home}
      items={model.items}
      selected={selected}
      canToggle={model.canToggle}
      label={label}
      addButton={model.addButton}
      onNavigate={onNavigate}
    />
  );
  const paperSx = { "& .MuiDrawer-paper": { width: SIDEBAR_WIDTH, boxSizing: "border-box" } } as const;

  return (
    <Box sx={{ display: "flex", minHeight: "100vh", bgcolor: "background.default" }}>
      <TopBar
        user={user}
        model={model}
        title={title}
        showTitle={!breadcrumb}
        offset={permanentSidebar ? SIDEBAR_WIDTH : 0}
        showMenuButton={model.sidebar && !wide}
        showLogo={!permanentSidebar}
        onMenuClick={() => setDrawerOpen(true)}
        home={home}
        page={page.record}
        pageLoading={page.loading}
        tutorial={tutorial}
        layout={model.sidebar && wide ? layout : null}
        onLayoutChange={setLayout}
      />
      {permanentSidebar ? (
        <Drawer variant="permanent" open sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, ...paperSx }}>
          {sidebar}
        </Drawer>
      ) : null}
      {wide || !model.sidebar ? null : (
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={paperSx}
        >
          {sidebar}
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
        <Toolbar />
        {/* Staff acting as this user: in the layout flow under the top bar, on every page (§6 assumed user). */}
        <AssumedUserBanner user={user} />
        {horizontal ? (
          <HorizontalNav
            items={model.items}
            selected={selected}
            label={label}
            addButton={model.addButton}
            onNavigate={onNavigate}
          />
        ) : null}
        {breadcrumb ? <BreadcrumbBar home={home} title={title} isHome={pathname === home} /> : null}
        {/* The skip link's target: the page below the top bar and the menus. */}
        <Box id={MAIN_CONTENT_ID} sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="shell-content">
          <DocumentationBanner userId={user.id} roleId={model.shellUser.roleId} />
          <ShellFeedback
            roleId={model.shellUser.roleId}
            versionProduct={model.shellUser.versionProduct}
            companyName={user.company_name}
          />
          {/* A screen's texts come with its module (vite-module-texts.ts); one its modules name in a way the build
              does not read suspends here until its chunk comes, instead of blanking the whole page. */}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      <TutorialPopup tutorial={tutorial} />
      <BrowserOnly>
        <Suspense fallback={null}>
          <ShellOverlays
            user={user}
            roleId={model.shellUser.roleId}
            versionProduct={model.shellUser.versionProduct}
          />
        </Suspense>
      </BrowserOnly>
    </Box>
  );
}
