import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { useInviteToPosition } from "../api.ts";
import type { ActionProfile } from "../components/action-profile.ts";
import { InvitePositionDialog } from "../components/invite-position-dialog.tsx";

type Asking = { profile: ActionProfile; positionId: number | null };

/** "Invite to a position" from the detail or a card: `open(profile, position?)` and the dialog to render once. */
export function useInviteAction() {
  const { t } = useTranslation("profile-detail");
  const { notify } = useNotice();
  const invite = useInviteToPosition();
  const [asking, setAsking] = useState<Asking | null>(null);
  const open = (profile: ActionProfile, positionId: number | null = null) =>
    setAsking({ profile, positionId });
  const dialog = asking ? (
    <InvitePositionDialog
      profileName={`${asking.profile.firstname} ${asking.profile.lastname}`}
      initialPositionId={asking.positionId}
      pending={invite.isPending}
      onCancel={() => setAsking(null)}
      onConfirm={async (positionId) => {
        const sent = await invite.mutateAsync({ profileId: asking.profile.id, position_id: positionId });
        setAsking(null);
        notify(t("invite.done", { position: sent.position_title }), "success");
      }}
    />
  ) : null;
  return { open, dialog };
}
