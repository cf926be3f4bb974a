import { PUBLIC_LINK_OWNER_ROLES } from "@mkt/contracts";
import Share from "@mui/icons-material/Share";
import { Button } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../shared/session/use-session.ts";
import { type ShareablePosition, type ShareableProfile, ShareLinkDialog } from "./share-link-dialog.tsx";

/** Whether the signed-in user may share (client roles; the plan's function is checked by the API). */
export function useCanShare(): boolean {
  const role = useSession()?.user.role_id;
  return (PUBLIC_LINK_OWNER_ROLES as readonly number[]).includes(role ?? 0);
}

/** "Share" on one profile: a public link to it. Absent for roles that cannot share. */
export function ShareProfileButton({ profile }: { profile: ShareableProfile }) {
  const { t } = useTranslation("public-links");
  const canShare = useCanShare();
  const [open, setOpen] = useState(false);
  if (!canShare) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<Share />}
        onClick={() => setOpen(true)}
        data-testid="share-profile"
        aria-label={`${t("share.button")}: ${profile.title}`}
      >
        {t("share.button")}
      </Button>
      {open ? <ShareLinkDialog profiles={[profile]} kind="profile" onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** "Share a shortlist": a public link to profiles picked among `profiles`. Absent without profiles or the role. */
export function ShareShortlistButton({ profiles }: { profiles: ShareableProfile[] }) {
  const { t } = useTranslation("public-links");
  const canShare = useCanShare();
  const [open, setOpen] = useState(false);
  if (!canShare || profiles.length === 0) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Share />}
        onClick={() => setOpen(true)}
        data-testid="share-shortlist"
      >
        {t("share.shortlistButton")}
      </Button>
      {open ? <ShareLinkDialog profiles={profiles} kind="shortlist" onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * "Share" on an open position: a public link to the position with its compatible profiles. Absent for roles that
 * cannot share; the caller shows it only for an open position (the API refuses others).
 */
export function SharePositionButton({ position }: { position: ShareablePosition }) {
  const { t } = useTranslation("public-links");
  const canShare = useCanShare();
  const [open, setOpen] = useState(false);
  if (!canShare) return null;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<Share />}
        onClick={() => setOpen(true)}
        data-testid="share-position"
        aria-label={`${t("share.positionButton")}: ${position.title}`}
      >
        {t("share.positionButton")}
      </Button>
      {open ? <ShareLinkDialog position={position} kind="position" onClose={() => setOpen(false)} /> : null}
    </>
  );
}
