import DashboardIcon from "@mui/icons-material/Dashboard";
import { Box, List, ListItemButton, ListItemIcon, ListItemText, Toolbar } from "@mui/material";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { BrandLogo } from "../../../shared/components/brand-logo.tsx";
import { homeTitleKey } from "../home-title.ts";

export type SidebarProps = { home: string; onNavigate: () => void };

/** §2.4 sidebar: for now the user's home entry; later features add theirs. */
export function Sidebar({ home, onNavigate }: SidebarProps) {
  const { t } = useTranslation("shell");
  return (
    <Box sx={{ display: "flex", flexDirection: "column", height: "100%" }}>
      <Toolbar sx={{ px: 2.5 }}>
        <BrandLogo height={30} />
      </Toolbar>
      <List sx={{ px: 1.5 }}>
        <ListItemButton
          component={NavLink}
          to={home}
          onClick={onNavigate}
          sx={{
            borderRadius: 1,
            "&.active": {
              bgcolor: "primary.main",
              color: "primary.contrastText",
              "& .MuiListItemIcon-root": { color: "inherit" },
            },
            "&.active:hover": { bgcolor: "primary.dark" },
          }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <DashboardIcon />
          </ListItemIcon>
          <ListItemText primary={t(`titles.${homeTitleKey(home)}`)} />
        </ListItemButton>
      </List>
    </Box>
  );
}
