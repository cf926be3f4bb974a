import Chat from "@mui/icons-material/ChatBubbleOutline";
import EventAvailable from "@mui/icons-material/EventAvailable";
import PersonAdd from "@mui/icons-material/PersonAddAlt";
import { Box, Button, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useRequestAvailabilityAction } from "../../availability/index.ts";
import { useStartConversation } from "../../chat/index.ts";
import { openBlockedFeature } from "../../plans/index.ts";
import { ShareProfileButton } from "../../public-links/index.ts";
import { useInviteAction } from "../hooks/use-invite-action.tsx";
import { useFunctionGate, useViewer } from "../hooks/use-viewer.ts";
import type { ActionProfile } from "./action-profile.ts";
import { SaveProfileButton } from "./save-profile-button.tsx";

export type ProfileActionsProps = {
  profile: ActionProfile;
  /** "detail": the whole set (with the chat); "card": the buttons a result or match card has room for. */
  variant: "detail" | "card";
  /** The position the profile is seen for (a match card's, or the detail's ?position=): invite starts from it. */
  positionId?: number | null;
};

/**
 * What a client may do with another company's profile, the same on the detail page and on every card: save with a
 * note, request availability, invite to a position and (detail) write to its company and share a public link to
 * it (the public-links feature's dialog). A function the plan blocks
 * opens the blocked-feature modal with the plan that unlocks it. Other roles get no buttons here.
 */
export function ProfileActions({ profile, variant, positionId = null }: ProfileActionsProps) {
  const { t } = useTranslation("profile-detail");
  const viewer = useViewer();
  const gate = useFunctionGate(viewer);
  const availability = useRequestAvailabilityAction();
  const invite = useInviteAction();
  const chat = useStartConversation();
  if (!viewer?.client) return null;
  const name = `${profile.firstname} ${profile.lastname}`;
  const size = variant === "card" ? "small" : "medium";
  const companyId = profile.company_id ?? null;
  const inviteLabel = variant === "card" && positionId ? t("actions.inviteHere") : t("actions.invite");
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{
        flexWrap: "wrap",
        alignItems: "center",
        justifyContent: variant === "detail" ? { md: "flex-end" } : undefined,
      }}
      data-testid="profile-actions"
    >
      <SaveProfileButton profile={profile} size={size} />
      <Button
        size={size}
        variant="outlined"
        startIcon={<EventAvailable />}
        onClick={() => gate.run("request_available", () => availability.open(profile))}
        aria-label={`${t("actions.availability")}: ${name}`}
        data-testid="profile-request-availability"
      >
        {t("actions.availability")}
      </Button>
      <Button
        size={size}
        variant="outlined"
        startIcon={<PersonAdd />}
        onClick={() => invite.open(profile, positionId)}
        aria-label={`${inviteLabel}: ${name}`}
        data-testid="profile-invite"
      >
        {inviteLabel}
      </Button>
      {variant === "detail" && companyId !== null ? (
        <Button
          size={size}
          variant="outlined"
          startIcon={<Chat />}
          disabled={chat.pending}
          onClick={() => gate.run("chat", () => chat.start({ companyId }))}
          data-testid="profile-chat"
        >
          {t("actions.chat")}
        </Button>
      ) : null}
      {variant === "detail" && profile.title !== undefined ? (
        <Box
          component="span"
          // Sharing opens its dialog at once: a plan known to block it opens the blocked-feature modal instead.
          onClickCapture={(event) => {
            const blocked = gate.blockedNow("share_profile_information");
            if (!blocked) return;
            event.stopPropagation();
            openBlockedFeature(blocked);
          }}
        >
          <ShareProfileButton profile={{ id: profile.id, title: profile.title }} />
        </Box>
      ) : null}
      {availability.dialog}
      {invite.dialog}
    </Stack>
  );
}
