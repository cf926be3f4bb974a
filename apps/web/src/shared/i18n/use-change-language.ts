import { type Language, sessionUserSchema } from "@mkt/contracts";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { apiRequest } from "../api/http-client.ts";
import { useNotice } from "../components/notice-provider.tsx";
import { getSession, saveUser } from "../session/session-store.ts";
import { STORAGE_KEYS } from "../session/storage-keys.ts";
import { errorText } from "./error-text.ts";
import { normalizeLanguage } from "./language-rule.ts";

const updateLanguageResultSchema = z.object({ user: sessionUserSchema });

/**
 * §4: switch the interface, save the choice on the server when logged in (replacing the stored
 * user), remember it locally, then reload. A refused change restores the previous language.
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const { notify } = useNotice();

  return useMutation({
    mutationFn: async (language: Language) => {
      const previous = normalizeLanguage(i18n.language);
      await i18n.changeLanguage(language);
      try {
        if (getSession()) {
          const { user } = await apiRequest("auth/updateLanguage", updateLanguageResultSchema, {
            method: "POST",
            body: { language },
            auth: true,
          });
          saveUser(user);
        }
      } catch (error) {
        await i18n.changeLanguage(previous);
        throw error;
      }
      localStorage.setItem(STORAGE_KEYS.language, language);
    },
    onSuccess: () => window.location.reload(),
    onError: (error) => notify(errorText(error, normalizeLanguage(i18n.language)), "error"),
  });
}
