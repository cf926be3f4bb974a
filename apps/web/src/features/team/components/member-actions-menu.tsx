import MoreVert from "@mui/icons-material/MoreVert";
import { IconButton, Menu, MenuItem } from "@mui/material";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MemberAction, TeamMember } from "../team-rules.ts";

export type MemberActionsMenuProps = {
  member: TeamMember;
  actions: MemberAction[];
  onAction: (member: TeamMember, action: MemberAction) => void;
};

/** The row's actions behind a ⋮ button. */
export function MemberActionsMenu({ member, actions, onAction }: MemberActionsMenuProps) {
  const { t } = useTranslation("team");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t("actionsFor", { name: `${member.firstname} ${member.lastname}` })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        data-testid={`member-actions-${member.email}`}
      >
        <MoreVert />
      </IconButton>
      <Menu
        slotProps={{ list: { id: menuId } }}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(member, action);
            }}
            sx={action === "deactivate" || action === "withdraw" ? { color: "error.main" } : undefined}
            data-testid={`member-action-${action}`}
          >
            {t(`actions.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
