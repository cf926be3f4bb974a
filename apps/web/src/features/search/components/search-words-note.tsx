import type { ProfileSearchResult } from "@mkt/contracts";
import { Alert, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";

/**
 * What the server did with words of the search box no profile has (ProfileSearchResult): every word together
 * found nothing, so typing errors were read as the word they meant and the other unknown words left out.
 */
export function SearchWordsNote({
  result,
}: {
  result: Pick<ProfileSearchResult, "ignored_words" | "corrected_words">;
}) {
  const { t } = useTranslation("search");
  const corrected = result.corrected_words ?? [];
  const ignored = result.ignored_words ?? [];
  if (corrected.length === 0 && ignored.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="search-words-note">
      {corrected.length > 0 ? (
        <Alert severity="info" data-testid="search-corrected-words">
          {t("available.correctedWords", {
            typed: corrected.map((c) => c.typed).join(", "),
            read: corrected.map((c) => c.read).join(", "),
          })}
        </Alert>
      ) : null}
      {ignored.length > 0 ? (
        <Alert severity="info" data-testid="search-ignored-words">
          {t("available.ignoredWords", { words: ignored.join(", ") })}
        </Alert>
      ) : null}
    </Stack>
  );
}
