import type { SessionUser } from "@mkt/contracts";
import MenuIcon from "@mui/icons-material/Menu";
import { AppBar, Box, IconButton, Stack, Toolbar, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { BrandLogo } from "../../../shared/components/brand-logo.tsx";
import { LanguageMenu } from "../../../shared/components/language-menu.tsx";
import { TOOLBAR_HEIGHT } from "../../../shared/layout/dimensions.ts";
import { NotificationBell } from "../../notifications/index.ts";
import { TopBarPlanItems } from "../../plans/index.ts";
import type { PageDescription } from "../api.ts";
import type { MenuLayout } from "../hooks/use-menu-layout.ts";
import type { ShellModel } from "../hooks/use-shell-model.ts";
import type { Tutorial } from "../hooks/use-tutorial.ts";
import { ChatButton } from "./chat-button.tsx";
import { PageHelp } from "./page-help.tsx";
import { TutorialToggle } from "./tutorial-toggle.tsx";
import { UserMenu } from "./user-menu.tsx";

export type TopBarProps = {
  user: SessionUser;
  model: ShellModel;
  title: string;
  /** The title shows here, unless the breadcrumb bar carries it (narrow screens). */
  showTitle: boolean;
  /** Left offset: the permanent vertical sidebar's width, else 0. */
  offset: number;
  showMenuButton: boolean;
  showLogo: boolean;
  onMenuClick: () => void;
  home: string;
  page: PageDescription | null;
  /** The page descriptions are still loading. */
  pageLoading: boolean;
  tutorial: Tutorial;
  layout: MenuLayout | null;
  onLayoutChange: (layout: MenuLayout) => void;
};

/**
 * §2.5 top bar (64 px): page title; help, tutorial toggle, chat, notifications, Upgrade, language and the
 * avatar menu, each shown per the contracts' rules.
 */
export function TopBar(props: TopBarProps) {
  const { user, model, title, offset, tutorial } = props;
  const { t } = useTranslation("shell");
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ width: `calc(100% - ${offset}px)`, ml: `${offset}px`, borderBottom: 1, borderColor: "divider" }}
    >
      <Toolbar sx={{ minHeight: TOOLBAR_HEIGHT, gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        {props.showMenuButton ? (
          <IconButton onClick={props.onMenuClick} aria-label={t("topBar.openMenu")} data-testid="open-menu">
            <MenuIcon />
          </IconButton>
        ) : null}
        {props.showLogo ? (
          <Box
            component={RouterLink}
            to={props.home}
            sx={{
              // On phones the chat icon needs the logo's room (the breadcrumb bar leads home there).
              display: { xs: props.showTitle || model.topBar.chat ? "none" : "block", sm: "block" },
              lineHeight: 0,
              mr: { xs: 0, sm: 1 },
              flexShrink: 0,
              "& img": { height: { xs: 22, sm: 28 } },
            }}
          >
            <BrandLogo height={28} />
          </Box>
        ) : null}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {props.showTitle ? (
            <Typography
              variant="h6"
              component="h1"
              noWrap
              sx={{ fontWeight: 700, fontSize: { xs: "1.05rem", sm: "1.25rem" } }}
              data-testid="page-title"
            >
              {title}
            </Typography>
          ) : null}
        </Box>
        <Stack
          direction="row"
          spacing={{ xs: 0, sm: 0.5 }}
          sx={{ alignItems: "center" }}
          data-testid="top-bar-actions"
        >
          <TopBarPlanItems user={user} model={model} />
          <PageHelp record={props.page} loading={props.pageLoading} />
          <TutorialToggle tutorial={tutorial} />
          {model.topBar.chat ? (
            <ChatButton unread={model.chatUnread} userId={user.id} roleId={model.shellUser.roleId} />
          ) : null}
          <NotificationBell
            userId={user.id}
            list={model.notifications}
            loading={model.notificationsLoading}
          />
          <LanguageMenu color="primary" />
          <UserMenu
            user={user}
            menu={model.avatar}
            layout={props.layout}
            onLayoutChange={props.onLayoutChange}
          />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
