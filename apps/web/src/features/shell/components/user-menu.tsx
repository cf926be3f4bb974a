import type { SessionUser } from "@mkt/contracts";
import LogoutIcon from "@mui/icons-material/Logout";
import PersonIcon from "@mui/icons-material/Person";
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
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { UserAvatar } from "../../../shared/components/user-avatar.tsx";
import { logout } from "../../auth/api.ts";

export type UserMenuProps = { user: SessionUser };

/** §2.5 profile menu: full name and e-mail, My Profile, Sign out. */
export function UserMenu({ user }: UserMenuProps) {
  const { t } = useTranslation("shell");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [leaving, setLeaving] = useState(false);
  const menuId = useId();
  const fullName = `${user.firstname} ${user.lastname}`.trim();

  const signOut = () => {
    setLeaving(true);
    void logout();
  };

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t("userMenu.open", { name: fullName })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        data-testid="user-menu"
      >
        <UserAvatar user={user} size={36} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { sx: { minWidth: 240, maxWidth: "calc(100vw - 32px)" } } }}
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
        <MenuItem component={RouterLink} to="/my_profile" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("userMenu.myProfile")}</ListItemText>
        </MenuItem>
        <MenuItem onClick={signOut} disabled={leaving} data-testid="sign-out">
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("userMenu.signOut")}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
