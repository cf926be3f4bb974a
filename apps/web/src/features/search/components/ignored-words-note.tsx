import { Alert } from "@mui/material";
import { useTranslation } from "react-i18next";

/**
 * The words of the search box no profile has (ProfileSearchResult.ignored_words): every word together found
 * nothing, so the results are those of the other words, and the page says which were left out.
 */
export function IgnoredWordsNote({ words }: { words: readonly string[] | undefined }) {
  const { t } = useTranslation("search");
  if (!words?.length) return null;
  return (
    <Alert severity="info" data-testid="search-ignored-words">
      {t("available.ignoredWords", { words: words.join(", ") })}
    </Alert>
  );
}
