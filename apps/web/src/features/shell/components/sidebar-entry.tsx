import { badgeAsksAction, type SidebarItem } from "@mkt/contracts";
import ExpandLess from "@mui/icons-material/ExpandLess";
import ExpandMore from "@mui/icons-material/ExpandMore";
import {
  alpha,
  Chip,
  Collapse,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  type SxProps,
  type Theme,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { NamedIcon } from "../../../shared/components/named-icon.tsx";
import { statePath } from "../../../shared/routing/route-names.ts";

export type SidebarEntryProps = {
  item: SidebarItem;
  selected: string | null;
  canToggle: boolean;
  label: (name: string) => string;
  onNavigate: (state: string) => void;
};

const entrySx: SxProps<Theme> = {
  borderRadius: 1.5,
  mb: 0.5,
  color: "text.primary",
  "& .MuiListItemIcon-root": { minWidth: 40, color: "text.secondary" },
  "&.Mui-selected, &.Mui-selected:hover": {
    bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
    color: "primary.main",
    "& .MuiListItemIcon-root": { color: "primary.main" },
    "& .MuiListItemText-primary": { fontWeight: 600 },
  },
};

function Badges({ item }: { item: SidebarItem }) {
  const { t } = useTranslation("menu");
  return item.badges.map((badge) => (
    <Chip
      key={badge.type}
      label={badge.value}
      size="small"
      color={badgeAsksAction(badge.type) ? "error" : "default"}
      aria-label={t("badge", { count: badge.value })}
      data-testid={`sidebar-badge-${item.state}`}
      sx={{ height: 22, fontWeight: 700, ml: 1 }}
    />
  ));
}

/**
 * One sidebar entry: a link, or a parent whose children (Time & Material / Fixed Price, Complete List / To
 * Review) open below it. Only the roles of §2.4 can fold a sub-menu; for the others it stays open.
 */
export function SidebarEntry({ item, selected, canToggle, label, onNavigate }: SidebarEntryProps) {
  const { t } = useTranslation("shell");
  const children = item.children ?? [];
  const holdsSelected = children.some((child) => child.state === selected);
  const [open, setOpen] = useState(true);
  const expanded = !canToggle || open || holdsSelected;

  if (children.length === 0) {
    return (
      <ListItemButton
        component={RouterLink}
        to={statePath(item.state)}
        selected={item.state === selected}
        onClick={() => onNavigate(item.state)}
        sx={entrySx}
        data-testid={`sidebar-entry-${item.state}`}
      >
        <ListItemIcon>
          <NamedIcon name={item.icon} />
        </ListItemIcon>
        <ListItemText primary={label(item.name)} slotProps={{ primary: { noWrap: true } }} />
        <Badges item={item} />
      </ListItemButton>
    );
  }

  const listId = `sidebar-sub-${item.state}`;
  return (
    <>
      <ListItemButton
        onClick={canToggle ? () => setOpen(!expanded) : undefined}
        disableRipple={!canToggle}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-label={canToggle ? t("sidebar.toggle", { name: label(item.name) }) : undefined}
        sx={{ ...entrySx, cursor: canToggle ? "pointer" : "default" }}
        data-testid={`sidebar-group-${item.state}`}
      >
        <ListItemIcon>
          <NamedIcon name={item.icon} />
        </ListItemIcon>
        <ListItemText primary={label(item.name)} slotProps={{ primary: { noWrap: true } }} />
        {canToggle ? expanded ? <ExpandLess /> : <ExpandMore /> : null}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        {/* A div, not a ul: its entries are links, which a list may not hold directly. */}
        <List component="div" id={listId} disablePadding sx={{ pl: 2 }}>
          {children.map((child) => (
            <ListItemButton
              key={child.state}
              component={RouterLink}
              to={statePath(child.state)}
              selected={child.state === selected}
              onClick={() => onNavigate(child.state)}
              sx={entrySx}
              data-testid={`sidebar-entry-${child.state}`}
            >
              <ListItemIcon>
                <NamedIcon name={child.icon} fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={label(child.name)} slotProps={{ primary: { noWrap: true } }} />
              <Badges item={child} />
            </ListItemButton>
          ))}
        </List>
      </Collapse>
    </>
  );
}
