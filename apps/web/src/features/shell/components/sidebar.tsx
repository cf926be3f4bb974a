import type { SidebarItem } from "@mkt/contracts";
import AddCircleOutline from "@mui/icons-material/AddCircleOutline";
import { Box, Button, List, Toolbar, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { BrandLogo } from "../../../shared/components/brand-logo.tsx";
import type { AddButton } from "../hooks/use-shell-model.ts";
import { SidebarEntry } from "./sidebar-entry.tsx";

export type SidebarProps = {
  /** Shown at the foot of the menu: whose account this is. */
  account: { company: string; role: string };
  home: string;
  items: readonly SidebarItem[];
  selected: string | null;
  canToggle: boolean;
  label: (name: string) => string;
  addButton: AddButton | null;
  onNavigate: (state: string) => void;
};

/** §2.4 vertical sidebar: the role's entries with badges and sub-menus, and the Add button at the bottom. */
export function Sidebar({
  account,
  home,
  items,
  selected,
  canToggle,
  label,
  addButton,
  onNavigate,
}: SidebarProps) {
  const { t } = useTranslation(["shell", "menu"]);
  return (
    // The whole sidebar is the navigation landmark (logo, entries, Add button, account), so nothing of it is
    // left outside a landmark.
    <Box
      component="nav"
      aria-label={t("sidebar.label")}
      sx={{ display: "flex", flexDirection: "column", height: "100%" }}
      data-testid="sidebar"
    >
      <Toolbar sx={{ px: 2.5, borderBottom: 1, borderColor: "divider" }}>
        <RouterLinkLogo to={home} />
      </Toolbar>
      <List component="div" sx={{ px: 1.5, py: 2, flex: 1, overflowY: "auto" }}>
        {items.map((item) => (
          <SidebarEntry
            key={`${item.state}-${item.priority}`}
            item={item}
            selected={selected}
            canToggle={canToggle}
            label={label}
            onNavigate={onNavigate}
          />
        ))}
      </List>
      {addButton ? (
        <Box sx={{ px: 2, pt: 2 }}>
          <Button
            component={RouterLink}
            to={addButton.route}
            onClick={() => onNavigate(addButton.activeMenu)}
            variant="contained"
            fullWidth
            startIcon={<AddCircleOutline />}
            data-testid="sidebar-add"
          >
            {t(`menu:add.${addButton.label}`)}
          </Button>
        </Box>
      ) : null}
      <Box
        sx={{ m: 2, p: 1.5, borderRadius: 1.5, bgcolor: "background.default" }}
        data-testid="sidebar-account"
      >
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={account.company}>
          {account.company}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {account.role}
        </Typography>
      </Box>
    </Box>
  );
}

function RouterLinkLogo({ to }: { to: string }) {
  return (
    <Box component={RouterLink} to={to} sx={{ display: "block", lineHeight: 0 }}>
      <BrandLogo height={30} />
    </Box>
  );
}
