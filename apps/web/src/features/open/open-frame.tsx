import CloseIcon from "@mui/icons-material/Close";
import MenuIcon from "@mui/icons-material/Menu";
import {
  AppBar,
  Box,
  Button,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Typography,
  useMediaQuery,
} from "@mui/material";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BrandLogo } from "../../shared/components/brand-logo.tsx";
import { NamedIcon } from "../../shared/components/named-icon.tsx";
import { MAIN_CONTENT_ID } from "../../shared/components/skip-link.tsx";
import { useOpenSidebar } from "./open-api.ts";
import { OpenLanguageMenu } from "./open-language-menu.tsx";
import { type OpenMenuEntry, openMenuEntries } from "./open-menu.ts";
import { openPath } from "./open-session.tsx";
import { OPEN_SIGN_UP_PATH } from "./open-storage.ts";

/** Open-view sidebar width (spec §2.4). */
export const OPEN_SIDEBAR_WIDTH = 280;
/** Side mode above this width, over mode (drawer) at it and below (spec §4). */
export const OPEN_SIDE_MODE_QUERY = "(min-width:1025px)";

type OpenFrameProps = { token: string; state: string; inside: boolean; children: ReactNode };

/** The open layout's header and sidebar (spec §2.1, §2.4), shown when the visit came with sidebar=1. */
export function OpenFrame({ token, state, inside, children }: OpenFrameProps) {
  const { t } = useTranslation("open");
  const sideMode = useMediaQuery(OPEN_SIDE_MODE_QUERY, { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sidebar = useOpenSidebar(token);
  const entries = openMenuEntries(sidebar.data ?? []);
  const current = entries.find((e) => e.state === state);
  const label = (entry: OpenMenuEntry) => (entry.label ? t(entry.label) : entry.name);

  const menu = (
    <Box component="nav" aria-label={t("layout.menu")} data-testid="open-sidebar">
      {sideMode ? (
        <Toolbar />
      ) : (
        <Toolbar sx={{ justifyContent: "space-between" }}>
          <BrandLogo height={28} />
          <IconButton
            onClick={() => setDrawerOpen(false)}
            aria-label={t("layout.closeMenu")}
            data-testid="open-sidebar-close"
          >
            <CloseIcon />
          </IconButton>
        </Toolbar>
      )}
      {/* A div, not a ul: its entries are links, which a list may not hold directly. */}
      <List component="div">
        {entries.map((entry) => (
          <ListItemButton
            key={entry.state}
            component={Link}
            to={openPath(entry.state, token, { inside })}
            selected={entry.state === state}
            onClick={() => setDrawerOpen(false)}
            data-testid={`open-menu-${entry.state}`}
          >
            <ListItemIcon>
              <NamedIcon name={entry.icon} />
            </ListItemIcon>
            <ListItemText primary={label(entry)} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );

  return (
    <Box sx={{ display: "flex", minHeight: "100vh", bgcolor: "background.default" }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        // Above the side-mode sidebar; below the over-mode drawer, which covers the page with its close button.
        sx={{
          borderBottom: 1,
          borderColor: "divider",
          zIndex: (theme) => (sideMode ? theme.zIndex.drawer + 1 : theme.zIndex.appBar),
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {sideMode ? null : (
            <IconButton
              edge="start"
              onClick={() => setDrawerOpen(true)}
              aria-label={t("layout.openMenu")}
              data-testid="open-sidebar-toggle"
            >
              <MenuIcon />
            </IconButton>
          )}
          <BrandLogo height={28} />
          <Typography
            component="h1"
            noWrap
            sx={{ flex: 1, fontWeight: 700, ml: 1, visibility: { xs: "hidden", sm: "visible" } }}
            data-testid="open-title"
          >
            {current ? label(current) : ""}
          </Typography>
          <OpenLanguageMenu token={token} />
          <Button variant="contained" component={Link} to={OPEN_SIGN_UP_PATH} data-testid="open-sign-in">
            {t("layout.signIn")}
          </Button>
        </Toolbar>
      </AppBar>
      {sideMode ? (
        <Drawer
          variant="permanent"
          sx={{
            width: OPEN_SIDEBAR_WIDTH,
            flexShrink: 0,
            "& .MuiDrawer-paper": { width: OPEN_SIDEBAR_WIDTH },
          }}
        >
          {menu}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          sx={{ "& .MuiDrawer-paper": { width: OPEN_SIDEBAR_WIDTH, maxWidth: "100%" } }}
        >
          {menu}
        </Drawer>
      )}
      <Box component="main" id={MAIN_CONTENT_ID} sx={{ flex: 1, minWidth: 0 }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
