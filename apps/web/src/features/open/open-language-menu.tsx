import type { Language, OpenTokenAccess } from "@mkt/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LanguageMenuView } from "../../shared/components/language-menu.tsx";
import { useNotice } from "../../shared/components/notice-provider.tsx";
import { errorText } from "../../shared/i18n/error-text.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { openKeys, useOpenChangeLanguage } from "./open-api.ts";
import { rememberOpenVisit } from "./open-storage.ts";

/** ITA/ENG of the public top bar (spec §2.1): the visit's language is saved with the token, then shown. */
export function OpenLanguageMenu({ token }: { token: string }) {
  const { i18n } = useTranslation("common");
  const language = useLanguage();
  const change = useOpenChangeLanguage();
  const queryClient = useQueryClient();
  const { notify } = useNotice();

  const choose = (next: Language) =>
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

  return <LanguageMenuView onChoose={choose} pending={change.isPending} testIdPrefix="open-" />;
}
