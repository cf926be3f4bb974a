import { isRoleId, ROLE } from "@mkt/contracts";
import EventAvailable from "@mui/icons-material/EventAvailable";
import { Button } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { usePlanSummary } from "../../plans/index.ts";
import { useRequestAvailability } from "../api.ts";
import { RequestAvailabilityDialog } from "../components/request-availability-dialog.tsx";

type Target = { id: number; firstname: string; lastname: string };

/**
 * "Request availability" from any list of profiles: the button for a card and the dialog to render once. The
 * dialog shows the credit the request costs and how many are left.
 */
export function useRequestAvailabilityAction() {
  const { t } = useTranslation("availability");
  const { notify } = useNotice();
  const session = useSession();
  const request = useRequestAvailability();
  const [asking, setAsking] = useState<Target | null>(null);
  const roleId = session && isRoleId(session.user.role_id) ? session.user.role_id : null;
  const summary = usePlanSummary(
    session?.user.id ?? 0,
    roleId ?? ROLE.CLIENT,
    asking !== null && roleId !== null,
  );

  const button = (profile: Target) => {
    const name = `${profile.firstname} ${profile.lastname}`;
    return (
      <Button
        size="small"
        variant="outlined"
        startIcon={<EventAvailable />}
        onClick={() => setAsking(profile)}
        aria-label={`${t("request.action")}: ${name}`}
        data-testid="availability-request"
      >
        {t("request.action")}
      </Button>
    );
  };

  const dialog = asking ? (
    <RequestAvailabilityDialog
      profileName={`${asking.firstname} ${asking.lastname}`}
      creditsLeft={summary.data?.creditAvailable ?? null}
      pending={request.isPending}
      onCancel={() => setAsking(null)}
      onConfirm={async (body) => {
        await request.mutateAsync({ profileId: asking.id, ...body });
        setAsking(null);
        notify(t("request.done"), "success");
      }}
    />
  ) : null;

  // open: the same dialog from another control (the profile detail's action bar checks the plan first).
  return { button, dialog, open: setAsking };
}
