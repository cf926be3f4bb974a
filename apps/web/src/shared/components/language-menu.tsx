import { LANGUAGES, type Language } from "@mkt/contracts";
import CheckIcon from "@mui/icons-material/Check";
import TranslateIcon from "@mui/icons-material/Translate";
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { languageCode } from "../i18n/language-rule.ts";
import { useChangeLanguage } from "../i18n/use-change-language.ts";
import { useLanguage } from "../i18n/use-language.ts";

export type LanguageMenuProps = { color?: "inherit" | "primary" };

export type LanguageMenuViewProps = LanguageMenuProps & {
  /** Called with another language than the current one. */
  onChoose: (next: Language) => void;
  pending: boolean;
  /** Prefix of the test ids: `<prefix>language-menu`, `<prefix>language-option-<code>`. */
  testIdPrefix?: string;
};

/** The ITA/ENG button and menu; what choosing does is the caller's (the user's language, or an open visit's). */
export function LanguageMenuView({
  color = "inherit",
  onChoose,
  pending,
  testIdPrefix = "",
}: LanguageMenuViewProps) {
  const { t } = useTranslation("common");
  const language = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const choose = (next: Language) => {
    setAnchor(null);
    if (next !== language) onChoose(next);
  };

  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        // The name starts with the visible code (WCAG 2.5.3 label in name: "ITA" is what voice users say).
        aria-label={t("language.menuLabel", {
          code: languageCode(language),
          current: t(`language.names.${language}`),
        })}
        disabled={pending}
        data-testid={`${testIdPrefix}language-menu`}
        sx={{ minWidth: 0, "& .MuiButton-startIcon": { display: { xs: "none", sm: "inherit" } } }}
      >
        {languageCode(language)}
      </Button>
      <Menu
        slotProps={{ list: { id: menuId } }}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        {LANGUAGES.map((option) => (
          <MenuItem
            key={option}
            selected={option === language}
            onClick={() => choose(option)}
            lang={option}
            data-testid={`${testIdPrefix}language-option-${option}`}
          >
            <ListItemIcon>{option === language ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={t(`language.names.${option}`)} secondary={languageCode(option)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The ITA/ENG menu of the public and logged-in top bars. */
export function LanguageMenu({ color = "inherit" }: LanguageMenuProps) {
  const changeLanguage = useChangeLanguage();
  return (
    <LanguageMenuView
      color={color}
      onChoose={(next) => changeLanguage.mutate(next)}
      pending={changeLanguage.isPending}
    />
  );
}
