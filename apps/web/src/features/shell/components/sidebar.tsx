import type { SidebarItem } from "@mkt/contracts";
import AddCircleOutline from "@mui/icons-material/AddCircleOutline";
import { Box, Button, List, Toolbar, Typography } from "@mui/material";
import { alpha, type Theme } from "@mui/material/styles";
import { useEffect, useRef } from "react";
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
  const list = useRef<HTMLDivElement>(null);
  // A long menu scrolls inside itself (staff have about thirty entries): the current page's entry is brought into
  // view, so an address opened directly still shows where the user is.
  useEffect(() => {
    const box = list.current;
    const entry = selected === null ? null : box?.querySelector<HTMLElement>(".Mui-selected");
    if (box && entry) box.scrollTop = scrollTopShowing(box, entry);
  }, [selected]);
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
      <List component="div" ref={list} sx={scrollingList} data-testid="sidebar-entries">
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

/**
 * Where the menu must be scrolled for `entry` to show whole, with a little room (the menu only: scrollIntoView
 * would also move the page behind a closed drawer). The entry's offsetTop is within the list (MUI's List is
 * positioned).
 */
export function scrollTopShowing(
  box: Pick<HTMLElement, "scrollTop" | "clientHeight">,
  entry: Pick<HTMLElement, "offsetTop" | "offsetHeight">,
  room = 8,
): number {
  const top = entry.offsetTop - room;
  const bottom = entry.offsetTop + entry.offsetHeight + room;
  if (top < box.scrollTop) return Math.max(0, top);
  if (bottom > box.scrollTop + box.clientHeight) return bottom - box.clientHeight;
  return box.scrollTop;
}

/**
 * The entries scroll when they do not fit; shadows at the top and bottom edges say there is more (the scroll-shadow
 * technique: two covers that scroll with the content hide the shadows at either end).
 */
const scrollingList = {
  px: 1.5,
  py: 2,
  flex: 1,
  overflowY: "auto",
  background: (theme: Theme) => {
    const paper = theme.palette.background.paper;
    const shade = alpha(theme.palette.common.black, 0.18);
    return [
      `linear-gradient(${paper} 30%, ${alpha(paper, 0)}) center top`,
      `linear-gradient(${alpha(paper, 0)}, ${paper} 70%) center bottom`,
      `radial-gradient(farthest-side at 50% 0, ${shade}, transparent) center top`,
      `radial-gradient(farthest-side at 50% 100%, ${shade}, transparent) center bottom`,
    ].join(", ");
  },
  backgroundRepeat: "no-repeat",
  backgroundSize: "100% 40px, 100% 40px, 100% 12px, 100% 12px",
  backgroundAttachment: "local, local, scroll, scroll",
} as const;

function RouterLinkLogo({ to }: { to: string }) {
  return (
    <Box component={RouterLink} to={to} sx={{ display: "block", lineHeight: 0 }}>
      <BrandLogo height={30} />
    </Box>
  );
}
