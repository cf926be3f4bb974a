import Bookmark from "@mui/icons-material/Bookmark";
import BookmarkBorder from "@mui/icons-material/BookmarkBorder";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useSaveToggle } from "../../search/index.ts";
import { useSavedEntry } from "../api.ts";
import type { ActionProfile } from "./action-profile.ts";

export type SaveProfileButtonProps = { profile: ActionProfile; size?: "small" | "medium" };

/**
 * Save (asking for an optional private note) or unsave a profile for the client's company, with the search's save
 * toggle: the same list and note as the results and saved profiles. The state comes from GET saved-profiles/:id.
 */
export function SaveProfileButton({ profile, size = "small" }: SaveProfileButtonProps) {
  const { t } = useTranslation("profile-detail");
  const entry = useSavedEntry(profile.id, true);
  const save = useSaveToggle();
  const saved = entry.data !== null && entry.data !== undefined;
  const label = saved ? t("save.saved") : t("save.save");
  return (
    <>
      <Button
        size={size}
        variant={saved ? "contained" : "outlined"}
        startIcon={saved ? <Bookmark /> : <BookmarkBorder />}
        disabled={entry.isPending || save.pending}
        onClick={() => save.toggle({ ...profile, saved })}
        aria-pressed={saved}
        // The visible word starts the name (label in name); aria-pressed tells whether it is saved.
        aria-label={`${label}: ${profile.firstname} ${profile.lastname}`}
        data-testid="profile-save"
        data-saved={String(saved)}
      >
        {label}
      </Button>
      {save.dialog}
    </>
  );
}
