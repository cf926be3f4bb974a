import { isRoleId, isStaffRole, ROLE, type RoleId } from "@mkt/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useSession } from "../../../shared/session/use-session.ts";
import { openBlockedFeature } from "../../plans/index.ts";
import { clientLimitationsQuery, useClientLimitations } from "../api.ts";

/** Who may act on other companies' profiles: the client roles (save, ask, invite, chat, paid downloads). */
const CLIENT_ROLES: readonly RoleId[] = [ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES];

export type Viewer = { userId: number; roleId: RoleId; client: boolean; staff: boolean };

/** The signed-in viewer of a profile and what its role allows; null when signed out. */
export function useViewer(): Viewer | null {
  const session = useSession();
  if (!session || !isRoleId(session.user.role_id)) return null;
  const roleId = session.user.role_id;
  return {
    userId: session.user.id,
    roleId,
    client: CLIENT_ROLES.includes(roleId),
    staff: isStaffRole(roleId),
  };
}

/**
 * The plan's gate on a client's function (§4 limitations): `run(state, action)` runs the action, or opens the
 * blocked-feature modal (§2.6) with the plan that unlocks it when the plan blocks the function. The API still
 * refuses a blocked call, which opens the same modal.
 */
export function useFunctionGate(viewer: Viewer | null) {
  const queryClient = useQueryClient();
  const userId = viewer?.userId ?? 0;
  const client = viewer?.client ?? false;
  // Loaded with the page, so a click rarely waits; a click before the answer waits for it.
  const { data } = useClientLimitations(userId, client);
  const run = useCallback(
    (state: string, action: () => void) => {
      if (!client) return action();
      queryClient.ensureQueryData(clientLimitationsQuery(userId)).then(
        (limitations) => {
          const limitation = limitations.get(state);
          if (limitation?.blocked) openBlockedFeature(limitation);
          else action();
        },
        // Unknown plan: the action runs and the API, which enforces the plan, answers.
        () => action(),
      );
    },
    [queryClient, userId, client],
  );
  /** The blocking limitation of a function when the plan is known to block it (for controls that act at once). */
  const blockedNow = (state: string) => {
    const limitation = data?.get(state);
    return limitation?.blocked ? limitation : null;
  };
  return { run, blockedNow };
}
