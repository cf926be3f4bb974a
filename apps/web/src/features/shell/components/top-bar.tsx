import type { SessionUser } from "@mkt/contracts";
import MenuIcon from "@mui/icons-material/Menu";
import { AppBar, IconButton, Stack, Toolbar, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { LanguageMenu } from "../../../shared/components/language-menu.tsx";
import { SIDEBAR_WIDTH, TOOLBAR_HEIGHT } from "../../../shared/layout/dimensions.ts";
import { UserMenu } from "./user-menu.tsx";

export type TopBarProps = {
  title: string;
  showMenuButton: boolean;
  onMenuClick: () => void;
  user: SessionUser;
};

/** §2.5 top bar: page title, language menu and the profile avatar menu. */
export function TopBar({ title, showMenuButton, onMenuClick, user }: TopBarProps) {
  const { t } = useTranslation("shell");
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{
        width: { md: `calc(100% - ${SIDEBAR_WIDTH}px)` },
        ml: { md: `${SIDEBAR_WIDTH}px` },
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      <Toolbar sx={{ minHeight: TOOLBAR_HEIGHT, gap: 1 }}>
        {showMenuButton ? (
          <IconButton edge="start" onClick={onMenuClick} aria-label={t("topBar.openMenu")}>
            <MenuIcon />
          </IconButton>
        ) : null}
        <Typography
          variant="h6"
          component="h1"
          noWrap
          sx={{ flexGrow: 1, fontWeight: 700, fontSize: { xs: "1.05rem", sm: "1.25rem" } }}
          data-testid="page-title"
        >
          {title}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
          <LanguageMenu color="primary" />
          <UserMenu user={user} />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
