import { isRoleId, LANGUAGES, type Language, type SessionUser } from "@mkt/contracts";
import { Box, Card, CardContent, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useVersionProduct } from "../../../shared/api/general-api.ts";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { languageCode } from "../../../shared/i18n/language-rule.ts";
import { useChangeLanguage } from "../../../shared/i18n/use-change-language.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { ROLE_LABEL_KEYS } from "../../../shared/session/role-label.ts";
import { useSwitchVersionProduct } from "../api.ts";

export type AccountDetailsCardProps = { user: SessionUser };

const VERSIONS = [1, 2] as const;

/** My profile: name, e-mail, role, the language switch and the product version. */
export function AccountDetailsCard({ user }: AccountDetailsCardProps) {
  const { t } = useTranslation(["dashboard", "common"]);
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();
  const switchVersion = useSwitchVersionProduct();
  const { notify } = useNotice();
  const version = useVersionProduct(user.versionProduct);
  const role = isRoleId(user.role_id) ? t(`common:roles.${ROLE_LABEL_KEYS[user.role_id]}`) : user.role;

  const onLanguage = (_: unknown, next: Language | null) => {
    if (next && next !== language) changeLanguage.mutate(next);
  };
  const onVersion = (_: unknown, next: 1 | 2 | null) => {
    if (!next || next === version) return;
    switchVersion.mutate(next, {
      onSuccess: () => notify(t("dashboard:account.versionSaved", { version: next }), "success"),
      onError: (error) => notify(errorText(error, language), "error"),
    });
  };

  const rows: { label: string; value: ReactNode; id: string }[] = [
    { id: "name", label: t("dashboard:account.name"), value: `${user.firstname} ${user.lastname}` },
    { id: "email", label: t("dashboard:account.email"), value: user.email },
    { id: "role", label: t("dashboard:account.role"), value: role },
    {
      id: "language",
      label: t("dashboard:account.language"),
      value: (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={language}
          onChange={onLanguage}
          disabled={changeLanguage.isPending}
          aria-label={t("dashboard:account.language")}
        >
          {LANGUAGES.map((option) => (
            <ToggleButton
              key={option}
              value={option}
              lang={option}
              // The visible code first, then the language's name (WCAG 2.5.3 label in name: "ITA (Italiano)").
              aria-label={`${languageCode(option)} (${t(`common:language.names.${option}`)})`}
              data-testid={`account-language-${option}`}
            >
              {languageCode(option)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ),
    },
    {
      id: "version",
      label: t("dashboard:account.version"),
      value: (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={version}
          onChange={onVersion}
          disabled={switchVersion.isPending}
          aria-label={t("dashboard:account.version")}
        >
          {VERSIONS.map((option) => (
            <ToggleButton key={option} value={option}>
              {t("dashboard:account.versionOption", { version: option })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ),
    },
  ];

  return (
    <Card data-testid="account-details-card">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {t("dashboard:account.heading")}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: "grid",
            gridTemplateColumns: { xs: "1fr", sm: "180px 1fr" },
            columnGap: 2,
            rowGap: 1.5,
            alignItems: "center",
          }}
        >
          {rows.map((row) => (
            <Box key={row.id} sx={{ display: "contents" }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {row.label}
              </Typography>
              <Box
                component="dd"
                sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 600, wordBreak: "break-word" }}
                data-testid={`account-${row.id}`}
              >
                {row.value}
              </Box>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t("dashboard:account.versionHint")}
        </Typography>
      </CardContent>
    </Card>
  );
}
