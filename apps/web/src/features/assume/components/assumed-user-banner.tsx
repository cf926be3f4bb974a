import { isRoleId, type SessionUser } from "@mkt/contracts";
import SupervisorAccountOutlined from "@mui/icons-material/SupervisorAccountOutlined";
import Undo from "@mui/icons-material/Undo";
import { Box, Button, Typography } from "@mui/material";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ROLE_LABEL_KEYS } from "../../../shared/session/role-label.ts";
import { useReturnBack } from "../hooks/use-return-back.ts";

export type AssumedUserBannerProps = { user: SessionUser };

/**
 * Staff acting as another user (§3 assumedUser, §6 assumed user): a strip at the top of the shell's content,
 * in the layout flow, naming whose session this is, with the same Return Back as the avatar menu.
 * Nothing for an ordinary session.
 */
export function AssumedUserBanner({ user }: AssumedUserBannerProps) {
  const { t } = useTranslation(["assume", "common"]);
  const { returnBack, leaving } = useReturnBack(user.prev_uuid);
  const labelId = useId();
  if (!user.assumedUser) return null;
  const name = `${user.firstname} ${user.lastname}`.trim() || user.email;
  const role = isRoleId(user.role_id) ? t(`common:roles.${ROLE_LABEL_KEYS[user.role_id]}`) : user.role;
  const text = user.company_name
    ? t("banner.textCompany", { name, role, company: user.company_name })
    : t("banner.text", { name, role });

  return (
    <Box
      component="section"
      role="region"
      aria-labelledby={labelId}
      data-testid="assumed-user-banner"
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        columnGap: 2,
        rowGap: 1,
        px: { xs: 2, sm: 3 },
        py: 1,
        bgcolor: "warning.light",
        color: "warning.contrastText",
        borderBottom: 1,
        borderColor: "warning.main",
      }}
    >
      <SupervisorAccountOutlined aria-hidden sx={{ flexShrink: 0 }} />
      <Typography
        id={labelId}
        variant="body2"
        sx={{ flex: "1 1 200px", minWidth: 0, fontWeight: 600, overflowWrap: "anywhere" }}
      >
        {text}
      </Typography>
      <Button
        size="small"
        variant="contained"
        color="inherit"
        startIcon={<Undo />}
        onClick={returnBack}
        disabled={leaving}
        data-testid="assumed-user-return"
        sx={{ flexShrink: 0, bgcolor: "background.paper", color: "text.primary" }}
      >
        {t("banner.return")}
      </Button>
    </Box>
  );
}
