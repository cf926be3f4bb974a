import type { ProfileSearchItem } from "@mkt/contracts";
import Bookmark from "@mui/icons-material/Bookmark";
import BookmarkBorder from "@mui/icons-material/BookmarkBorder";
import { Button, Chip, Link, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { completeDetailPath, ProfileAvatar } from "../../profiles/index.ts";
import { ProfileCardFrame } from "./profile-card-frame.tsx";

export type ResultCardProps = {
  profile: ProfileSearchItem;
  /** Save (asks for a note) or unsave; absent for staff, who keep no saved list. */
  onToggleSave?: (profile: ProfileSearchItem) => void;
  savePending?: boolean;
  /** Extra content under the card's facts (the note on the saved list). */
  children?: ReactNode;
  /** More buttons beside the save toggle (request availability). */
  actions?: ReactNode;
};

/** One profile in the search results or the saved list: facts, top skills, a link to the detail, save toggle. */
export function ResultCard({
  profile: p,
  onToggleSave,
  savePending = false,
  children,
  actions,
}: ResultCardProps) {
  const { t } = useTranslation("search");
  const name = `${p.firstname} ${p.lastname}`;
  return (
    <ProfileCardFrame
      profile={p}
      testId="search-result"
      saved={p.saved}
      avatar={
        <ProfileAvatar
          photoUrl={p.photo_url}
          fallback={`${p.firstname.charAt(0)}${p.lastname.charAt(0)}`}
          sx={{ width: 48, height: 48 }}
        />
      }
      heading={
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <Link
              component={RouterLink}
              to={completeDetailPath(p)}
              underline="hover"
              sx={{ fontWeight: 700, fontSize: "1.05rem" }}
              data-testid="search-result-link"
              aria-label={`${t("card.open")}: ${name}`}
            >
              {name}
            </Link>
            {p.premium ? <Chip size="small" color="secondary" label={t("card.premium")} /> : null}
          </Stack>
          <Typography color="text.secondary" sx={{ wordBreak: "break-word" }}>
            {p.title}
          </Typography>
        </>
      }
      actions={
        <>
          {onToggleSave ? (
            <Button
              size="small"
              variant={p.saved ? "contained" : "outlined"}
              startIcon={p.saved ? <Bookmark /> : <BookmarkBorder />}
              disabled={savePending}
              onClick={() => onToggleSave(p)}
              aria-pressed={p.saved}
              // The visible word starts the name (label in name); aria-pressed tells whether it is saved.
              aria-label={`${p.saved ? t("card.saved") : t("card.save")}: ${name}`}
              data-testid="search-save-toggle"
            >
              {p.saved ? t("card.saved") : t("card.save")}
            </Button>
          ) : null}
          {actions}
        </>
      }
    >
      {children}
    </ProfileCardFrame>
  );
}
