import DeleteOutline from "@mui/icons-material/DeleteOutline";
import Download from "@mui/icons-material/Download";
import Edit from "@mui/icons-material/Edit";
import MoreVert from "@mui/icons-material/MoreVert";
import Visibility from "@mui/icons-material/Visibility";
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CvLanguage } from "../api.ts";

export type ProfileAction = "view" | "edit" | "delete" | { cv: CvLanguage };

export type ProfileActionsMenuProps = {
  name: string;
  onAction: (action: ProfileAction) => void;
};

/** Per-row actions of the profile list. */
export function ProfileActionsMenu({ name, onAction }: ProfileActionsMenuProps) {
  const { t } = useTranslation("profiles");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (action: ProfileAction) => {
    setAnchor(null);
    onAction(action);
  };
  return (
    <>
      <IconButton
        aria-label={t("list.actionsFor", { name })}
        // A menu button (WAI-ARIA): says it opens a menu, which one, and whether it is open.
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="profile-actions"
      >
        <MoreVert />
      </IconButton>
      <Menu
        slotProps={{ list: { id: menuId } }}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        <MenuItem onClick={() => choose("view")} data-testid="profile-action-view">
          <ListItemIcon>
            <Visibility fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("list.view")}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => choose("edit")} data-testid="profile-action-edit">
          <ListItemIcon>
            <Edit fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("list.edit")}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => choose({ cv: "it" })} data-testid="profile-action-cv-it">
          <ListItemIcon>
            <Download fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("cv.downloadIt")}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => choose({ cv: "en" })} data-testid="profile-action-cv-en">
          <ListItemIcon>
            <Download fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("cv.downloadEn")}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => choose("delete")}
          sx={{ color: "error.main" }}
          data-testid="profile-action-delete"
        >
          <ListItemIcon>
            <DeleteOutline fontSize="small" color="error" />
          </ListItemIcon>
          <ListItemText>{t("list.delete")}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
