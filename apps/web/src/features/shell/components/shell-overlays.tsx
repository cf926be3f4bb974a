import type { RoleId, SessionUser } from "@mkt/contracts";
import { CompleteProfileModal } from "../../company-profile/index.ts";
import { FeedbackSurvey } from "../../feedback/index.ts";
import { PlansLayer } from "../../plans/index.ts";

export type ShellOverlaysProps = { user: SessionUser; roleId: RoleId; versionProduct: number };

/**
 * What the shell shows over its pages once their data says so: the plans' modals and checkout return, the
 * complete-profile modal, the feedback survey. Its own chunk, fetched after the shell's first render (app-shell.tsx,
 * issue 20): none of it is on screen before its data has come, so the page need not wait for its code.
 */
export function ShellOverlays({ user, roleId, versionProduct }: ShellOverlaysProps) {
  return (
    <>
      <PlansLayer user={user} roleId={roleId} />
      <CompleteProfileModal user={user} />
      <FeedbackSurvey user={user} versionProduct={versionProduct} />
    </>
  );
}
