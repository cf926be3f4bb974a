import { LANGUAGES, type Language, type OpenTokenAccess } from "@mkt/contracts";
import CheckIcon from "@mui/icons-material/Check";
import TranslateIcon from "@mui/icons-material/Translate";
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../shared/components/notice-provider.tsx";
import { errorText } from "../../shared/i18n/error-text.ts";
import { languageCode } from "../../shared/i18n/language-rule.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { openKeys, useOpenChangeLanguage } from "./open-api.ts";
import { rememberOpenVisit } from "./open-storage.ts";

/** ITA/ENG of the public top bar (spec §2.1): the visit's language is saved with the token, then shown. */
export function OpenLanguageMenu({ token }: { token: string }) {
  const { t, i18n } = useTranslation("common");
  const language = useLanguage();
  const change = useOpenChangeLanguage();
  const queryClient = useQueryClient();
  const { notify } = useNotice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const choose = (next: Language) => {
    setAnchor(null);
    if (next === language) return;
    change.mutate(
      { token, language: next },
      {
        onSuccess: (access: OpenTokenAccess) => {
          queryClient.setQueryData(openKeys.access(token), access);
          rememberOpenVisit(access);
          void i18n.changeLanguage(access.language);
        },
        onError: (error) => notify(errorText(error, language), "error"),
      },
    );
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        aria-label={t("language.menuLabel", { current: t(`language.names.${language}`) })}
        disabled={change.isPending}
        data-testid="open-language-menu"
        sx={{ minWidth: 0, "& .MuiButton-startIcon": { display: { xs: "none", sm: "inherit" } } }}
      >
        {languageCode(language)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((option) => (
          <MenuItem
            key={option}
            selected={option === language}
            onClick={() => choose(option)}
            lang={option}
            data-testid={`open-language-option-${option}`}
          >
            <ListItemIcon>{option === language ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={t(`language.names.${option}`)} secondary={languageCode(option)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
