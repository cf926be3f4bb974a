import type { ConfigurationLogin } from "@mkt/contracts";
import GoogleIcon from "@mui/icons-material/Google";
import MicrosoftIcon from "@mui/icons-material/Microsoft";
import { Button, Divider, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { ssoAuthorizationUrl } from "../sso.ts";

export type SsoButtonsProps = { providers: ConfigurationLogin["sso"] };

/** One button per configured identity provider; none when no provider is configured. */
export function SsoButtons({ providers }: SsoButtonsProps) {
  const { t } = useTranslation("auth");
  if (providers.length === 0) return null;
  return (
    <Stack spacing={1.5}>
      <Divider>{t("login.or")}</Divider>
      {providers.map((provider) => (
        <Button
          key={provider.provider}
          variant="outlined"
          size="large"
          fullWidth
          startIcon={provider.provider === "google" ? <GoogleIcon /> : <MicrosoftIcon />}
          onClick={() => window.location.assign(ssoAuthorizationUrl(provider))}
        >
          {t(`login.sso.${provider.provider}`)}
        </Button>
      ))}
    </Stack>
  );
}
