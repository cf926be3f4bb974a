import { REGISTRABLE_ROLES, type RegistrableRoleId } from "@mkt/contracts";
import { Box, Card, CardActionArea, CardContent, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { ROLE_OPTIONS } from "../role-options.ts";

export type RolePickerProps = { allowed: readonly number[] | undefined };

/** Shown when role_id is missing or cannot sign up: one card per self-registrable role. */
export function RolePicker({ allowed }: RolePickerProps) {
  const { t } = useTranslation("register");
  const [params] = useSearchParams();
  const roles = REGISTRABLE_ROLES.filter((role) => !allowed || allowed.includes(role));

  const linkFor = (role: RegistrableRoleId) => {
    const next = new URLSearchParams(params);
    next.set("role_id", String(role));
    return `/authentication/register?${next.toString()}`;
  };

  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t("picker.title")}
        </Typography>
        <Typography color="text.secondary">{t("picker.subtitle")}</Typography>
      </Box>
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}>
        {roles.map((role) => {
          const { key, Icon } = ROLE_OPTIONS[role];
          return (
            <Box component="li" key={role}>
              <Card>
                <CardActionArea component={RouterLink} to={linkFor(role)} data-testid={`role-option-${role}`}>
                  <CardContent sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
                    <Icon color="primary" sx={{ fontSize: 36, mt: 0.5 }} aria-hidden />
                    <Box>
                      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                        {t(`roles.${key}.title`)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(`roles.${key}.description`)}
                      </Typography>
                    </Box>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
