import { isRoleId, type SessionUser } from "@mkt/contracts";
import BadgeIcon from "@mui/icons-material/Badge";
import BusinessIcon from "@mui/icons-material/Business";
import { Card, CardContent, Chip, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../shared/components/user-avatar.tsx";
import { ROLE_LABEL_KEYS } from "../../../shared/session/role-label.ts";

export type WelcomeCardProps = { user: SessionUser };

/** Who is signed in: name, role and company. */
export function WelcomeCard({ user }: WelcomeCardProps) {
  const { t } = useTranslation(["dashboard", "common"]);
  const role = isRoleId(user.role_id) ? t(`common:roles.${ROLE_LABEL_KEYS[user.role_id]}`) : user.role;
  return (
    <Card data-testid="welcome-card">
      <CardContent
        sx={{ display: "flex", gap: 2.5, alignItems: "center", flexWrap: { xs: "wrap", sm: "nowrap" } }}
      >
        <UserAvatar user={user} size={64} />
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }} data-testid="welcome-title">
            {t("dashboard:welcome.title", { name: user.firstname })}
          </Typography>
          <Typography color="text.secondary">{t("dashboard:welcome.subtitle")}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
            <Chip
              icon={<BadgeIcon />}
              label={role}
              color="primary"
              variant="outlined"
              data-testid="welcome-role"
            />
            <Chip
              icon={<BusinessIcon />}
              label={user.company_name}
              variant="outlined"
              data-testid="welcome-company"
            />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
