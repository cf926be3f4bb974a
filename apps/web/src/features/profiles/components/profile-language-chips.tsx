import type { ProfileDetail } from "@mkt/contracts";
import { Chip, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { spokenLanguageName, useSpokenLanguages } from "../../../shared/api/spoken-languages.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";

/** A profile's languages with their level; names from the staff's spoken-language table (GET languages). */
export function ProfileLanguageChips({ languages }: { languages: ProfileDetail["languages"] }) {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const lookup = useSpokenLanguages();
  if (languages.length === 0) return <Typography color="text.secondary">{t("detail.none")}</Typography>;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
      {languages.map((l) => (
        <Chip
          key={l.code}
          variant="outlined"
          label={`${spokenLanguageName(lookup.data, l.code, language)} · ${t(`languageLevel.${l.level as "A1"}`, { defaultValue: l.level })}`}
        />
      ))}
    </Stack>
  );
}
