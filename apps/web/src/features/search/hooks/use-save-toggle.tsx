import type { ProfileSearchItem } from "@mkt/contracts";

/** What saving needs of a profile: a result card's item, or the profile detail with its saved state. */
export type SaveTarget = Pick<ProfileSearchItem, "id" | "firstname" | "lastname" | "saved">;

import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSaveProfile, useUnsaveProfile } from "../api.ts";
import { NoteDialog } from "../components/note-dialog.tsx";

/**
 * Save / unsave from any list: saving asks for an optional note first, unsaving is immediate. Returns the toggle
 * for the cards and the dialog to render.
 */
export function useSaveToggle() {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const { notify } = useNotice();
  const save = useSaveProfile();
  const unsave = useUnsaveProfile();
  const [asking, setAsking] = useState<SaveTarget | null>(null);

  const toggle = (profile: SaveTarget) => {
    if (!profile.saved) {
      setAsking(profile);
      return;
    }
    unsave.mutate(profile.id, {
      onSuccess: () => notify(t("save.removed"), "success"),
      onError: (error) => notify(errorText(error, language), "error"),
    });
  };

  const dialog = asking ? (
    <NoteDialog
      title={t("save.title", { name: `${asking.firstname} ${asking.lastname}` })}
      confirmLabel={t("save.confirm")}
      initialNote=""
      pending={save.isPending}
      onCancel={() => setAsking(null)}
      onConfirm={async (note) => {
        await save.mutateAsync({ profile_id: asking.id, note });
        setAsking(null);
        notify(t("save.done"), "success");
      }}
    />
  ) : null;

  return { toggle, dialog, pending: unsave.isPending };
}
