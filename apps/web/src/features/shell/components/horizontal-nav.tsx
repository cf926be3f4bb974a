import { badgeAsksAction, type SidebarItem } from "@mkt/contracts";
import AddCircleOutline from "@mui/icons-material/AddCircleOutline";
import KeyboardArrowDown from "@mui/icons-material/KeyboardArrowDown";
import { alpha, Badge, Box, Button, Menu, MenuItem, Stack, type Theme } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { NamedIcon } from "../../../shared/components/named-icon.tsx";
import { statePath } from "../../../shared/routing/route-names.ts";
import type { AddButton } from "../hooks/use-shell-model.ts";

export type HorizontalNavProps = {
  items: readonly SidebarItem[];
  selected: string | null;
  label: (name: string) => string;
  addButton: AddButton | null;
  onNavigate: (state: string) => void;
};

const badgeTotal = (item: SidebarItem) => item.badges.reduce((sum, badge) => sum + badge.value, 0);

/** §2.1 horizontal menu variant (wide screens): the same entries as a bar under the top bar. */
export function HorizontalNav({ items, selected, label, addButton, onNavigate }: HorizontalNavProps) {
  const { t } = useTranslation(["shell", "menu"]);
  const [open, setOpen] = useState<{ state: string; anchor: HTMLElement } | null>(null);
  const buttonSx = (active: boolean) => ({
    color: active ? "primary.main" : "text.primary",
    bgcolor: (theme: Theme) => (active ? alpha(theme.palette.primary.main, 0.1) : "transparent"),
    px: 1.5,
    whiteSpace: "nowrap",
    flexShrink: 0,
  });

  return (
    <Box
      component="nav"
      aria-label={t("sidebar.label")}
      data-testid="horizontal-nav"
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        px: 3,
        minHeight: 52,
        bgcolor: "background.paper",
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      <Stack direction="row" spacing={0.5} sx={{ flex: 1, overflowX: "auto", py: 1 }}>
        {items.map((item) => {
          const children = item.children ?? [];
          if (children.length === 0)
            return (
              <Button
                key={item.state}
                component={RouterLink}
                to={statePath(item.state)}
                onClick={() => onNavigate(item.state)}
                startIcon={<NamedIcon name={item.icon} />}
                sx={buttonSx(item.state === selected)}
                aria-current={item.state === selected ? "page" : undefined}
                data-testid={`sidebar-entry-${item.state}`}
              >
                <Badge
                  color={item.badges.some((b) => badgeAsksAction(b.type)) ? "error" : "default"}
                  badgeContent={badgeTotal(item)}
                  sx={{ "& .MuiBadge-badge": { right: -12 } }}
                >
                  {label(item.name)}
                </Badge>
              </Button>
            );
          const active = children.some((child) => child.state === selected);
          return (
            <Box key={`${item.state}-${item.priority}`}>
              <Button
                onClick={(event) => setOpen({ state: item.state, anchor: event.currentTarget })}
                startIcon={<NamedIcon name={item.icon} />}
                endIcon={<KeyboardArrowDown />}
                aria-haspopup="menu"
                aria-expanded={open?.state === item.state ? "true" : undefined}
                sx={buttonSx(active)}
                data-testid={`sidebar-group-${item.state}`}
              >
                {label(item.name)}
              </Button>
              <Menu
                anchorEl={open?.state === item.state ? open.anchor : null}
                open={open?.state === item.state}
                onClose={() => setOpen(null)}
              >
                {children.map((child) => (
                  <MenuItem
                    key={child.state}
                    component={RouterLink}
                    to={statePath(child.state)}
                    selected={child.state === selected}
                    onClick={() => {
                      setOpen(null);
                      onNavigate(child.state);
                    }}
                    data-testid={`sidebar-entry-${child.state}`}
                  >
                    <Badge
                      color="error"
                      badgeContent={badgeTotal(child)}
                      sx={{ "& .MuiBadge-badge": { right: -14 } }}
                    >
                      {label(child.name)}
                    </Badge>
                  </MenuItem>
                ))}
              </Menu>
            </Box>
          );
        })}
      </Stack>
      {addButton ? (
        <Button
          component={RouterLink}
          to={addButton.route}
          onClick={() => onNavigate(addButton.activeMenu)}
          variant="contained"
          startIcon={<AddCircleOutline />}
          sx={{ flexShrink: 0 }}
          data-testid="sidebar-add"
        >
          {t(`menu:add.${addButton.label}`)}
        </Button>
      ) : null}
    </Box>
  );
}
