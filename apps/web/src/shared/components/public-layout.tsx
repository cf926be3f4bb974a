import { Box, Toolbar, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Outlet, useSearchParams } from "react-router";
import { useRouteName } from "../routing/route-handle.ts";
import { BrandLogo } from "./brand-logo.tsx";
import { LanguageMenu } from "./language-menu.tsx";

/**
 * §2.1 public layout of the open area: the header (and the page title) show only with ?sidebar=1; the page
 * fills the rest. The open area's menu comes from the server with the open token (open-area capability).
 */
export function PublicLayout() {
  const { t } = useTranslation("shell");
  const [params] = useSearchParams();
  const routeName = useRouteName();
  const framed = params.get("sidebar") === "1";
  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.default", display: "flex", flexDirection: "column" }}>
      {framed ? (
        <Toolbar sx={{ gap: 2, bgcolor: "background.paper", borderBottom: 1, borderColor: "divider" }}>
          <BrandLogo height={28} />
          <Typography component="h1" noWrap sx={{ flex: 1, fontWeight: 700 }}>
            {routeName ? t(`titles.${routeName}`) : ""}
          </Typography>
          <LanguageMenu color="primary" />
        </Toolbar>
      ) : null}
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
