import HomeOutlined from "@mui/icons-material/HomeOutlined";
import NavigateNext from "@mui/icons-material/NavigateNext";
import { Box, Breadcrumbs, Link, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

export type BreadcrumbBarProps = { home: string; title: string; isHome: boolean };

/** §2.1 breadcrumb area, on screens under 768 px: where the user is, with the page title. */
export function BreadcrumbBar({ home, title, isHome }: BreadcrumbBarProps) {
  const { t } = useTranslation("shell");
  return (
    <Box
      sx={{ px: 2, py: 1.25, bgcolor: "background.paper", borderBottom: 1, borderColor: "divider" }}
      data-testid="breadcrumb-bar"
    >
      <Breadcrumbs aria-label={t("breadcrumb.label")} separator={<NavigateNext fontSize="small" />}>
        {isHome ? null : (
          <Link
            component={RouterLink}
            to={home}
            underline="hover"
            color="text.secondary"
            sx={{ display: "flex", alignItems: "center" }}
            aria-label={t("breadcrumb.home")}
          >
            <HomeOutlined fontSize="small" />
          </Link>
        )}
        <Typography
          component="h1"
          color="text.primary"
          noWrap
          sx={{ fontWeight: 700, fontSize: "1.05rem" }}
          data-testid="page-title"
        >
          {title}
        </Typography>
      </Breadcrumbs>
    </Box>
  );
}
