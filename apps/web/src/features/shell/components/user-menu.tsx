import { isRoleId, type SessionUser } from "@mkt/contracts";
import BusinessOutlined from "@mui/icons-material/BusinessOutlined";
import CardMembershipOutlined from "@mui/icons-material/CardMembershipOutlined";
import GroupsOutlined from "@mui/icons-material/GroupsOutlined";
import Key from "@mui/icons-material/Key";
import Logout from "@mui/icons-material/Logout";
import PersonOutline from "@mui/icons-material/PersonOutline";
import Undo from "@mui/icons-material/Undo";
import ViewDayOutlined from "@mui/icons-material/ViewDayOutlined";
import ViewSidebarOutlined from "@mui/icons-material/ViewSidebarOutlined";
import {
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from "@mui/material";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { UserAvatar } from "../../../shared/components/user-avatar.tsx";
import { whenPageIdle } from "../../../shared/scheduling/when-page-idle.ts";
import { useReturnBack } from "../../assume/index.ts";
import { logout } from "../../auth/index.ts";
import { LazyPlanCardSection, openBlockedFeature, planCardSectionCode } from "../../plans/index.ts";
import { useManageUsersGate } from "../../team/index.ts";
import type { MenuLayout } from "../hooks/use-menu-layout.ts";
import type { AvatarMenu } from "../shell-rules.ts";

export type UserMenuProps = {
  user: SessionUser;
  menu: AvatarMenu;
  /** The menu layout switch, offered on wide screens only. */
  layout: MenuLayout | null;
  onLayoutChange: (layout: MenuLayout) => void;
};

type Entry = { key: string; to: string; icon: ReactNode; label: string };

/**
 * §2.5 avatar menu: name and e-mail, My Profile (Password with a key for students), the items of profileMenu
 * whose screen exists, the menu layout, and Sign out — or Return Back for staff acting as this user.
 */
export function UserMenu({ user, menu, layout, onLayoutChange }: UserMenuProps) {
  const { t } = useTranslation("shell");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [leaving, setLeaving] = useState(false);
  const menuId = useId();
  const fullName = `${user.firstname} ${user.lastname}`.trim();
  const close = () => setAnchor(null);
  useEffect(() => (menu.planCard ? whenPageIdle(planCardSectionCode.preload) : undefined), [menu.planCard]);
  // §4: Manage Users opens the blocked-feature modal instead when a one-user plan blocks it.
  const usersBlock = useManageUsersGate(user.id, menu.manageUsers, anchor !== null);

  const entries: Entry[] = [];
  if (menu.myProfile === "password")
    entries.push({
      key: "password",
      to: "/my_profile",
      icon: <Key fontSize="small" />,
      label: t("userMenu.password"),
    });
  else if (menu.myProfile === "my_profile")
    entries.push({
      key: "my-profile",
      to: "/my_profile",
      icon: <PersonOutline fontSize="small" />,
      label: t("userMenu.myProfile"),
    });
  if (menu.companyProfile)
    entries.push({
      key: "company-profile",
      to: "/company_profile",
      icon: <BusinessOutlined fontSize="small" />,
      label: t("userMenu.companyProfile"),
    });
  if (menu.manageUsers)
    entries.push({
      key: "manage-users",
      to: menu.manageUsers,
      icon: <GroupsOutlined fontSize="small" />,
      label: t("userMenu.manageUsers"),
    });
  if (menu.myPlans)
    entries.push({
      key: "my-plans",
      to: menu.myPlans,
      icon: <CardMembershipOutlined fontSize="small" />,
      label: t("userMenu.myPlans"),
    });

  const signOut = () => {
    setLeaving(true);
    void logout();
  };
  // The same action as the shell's acting-as banner (assume feature).
  const back = useReturnBack(user.prev_uuid);
  const returnBack = () => {
    close();
    back.returnBack();
  };

  return (
    <>
      <IconButton
        onClick={(event) => {
          const target = event.currentTarget;
          // With its plan card in place: arriving after, the card pushed the items under the pointer.
          if (menu.planCard) planCardSectionCode.whenLoaded(() => setAnchor(target));
          else setAnchor(target);
        }}
        onPointerEnter={menu.planCard ? planCardSectionCode.preload : undefined}
        onFocus={menu.planCard ? planCardSectionCode.preload : undefined}
        aria-label={t("userMenu.open", { name: fullName })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        data-testid="user-menu"
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} size={36} />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        // The id names the element with role menu, which the button's aria-controls points to.
        slotProps={{ list: { id: menuId }, paper: { sx: { minWidth: 260, maxWidth: "calc(100vw - 32px)" } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap data-testid="user-menu-name">
            {fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        {entries.map((entry) => (
          <MenuItem
            key={entry.key}
            component={RouterLink}
            to={entry.to}
            onClick={(event) => {
              close();
              if (entry.key === "manage-users" && usersBlock) {
                event.preventDefault();
                openBlockedFeature(usersBlock);
              }
            }}
            data-testid={`user-menu-${entry.key}`}
          >
            <ListItemIcon>{entry.icon}</ListItemIcon>
            <ListItemText>{entry.label}</ListItemText>
          </MenuItem>
        ))}
        {menu.planCard && isRoleId(user.role_id) ? (
          <Box>
            <Divider />
            <LazyPlanCardSection userId={user.id} roleId={user.role_id} onNavigate={close} />
          </Box>
        ) : null}
        {layout ? (
          <MenuItem
            onClick={() => {
              close();
              onLayoutChange(layout === "vertical" ? "horizontal" : "vertical");
            }}
            data-testid="user-menu-layout"
          >
            <ListItemIcon>
              {layout === "vertical" ? (
                <ViewDayOutlined fontSize="small" />
              ) : (
                <ViewSidebarOutlined fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText>
              {layout === "vertical" ? t("userMenu.menuHorizontal") : t("userMenu.menuVertical")}
            </ListItemText>
          </MenuItem>
        ) : null}
        <Divider />
        {menu.signOut === "return_back" ? (
          <MenuItem onClick={returnBack} disabled={leaving || back.leaving} data-testid="return-back">
            <ListItemIcon>
              <Undo fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t("userMenu.returnBack")}</ListItemText>
          </MenuItem>
        ) : (
          <MenuItem onClick={signOut} disabled={leaving} data-testid="sign-out">
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t("userMenu.signOut")}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
