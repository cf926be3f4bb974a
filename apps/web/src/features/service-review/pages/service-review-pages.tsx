import { isRoleId, SERVICE_REVIEWER_ROLES } from "@mkt/contracts";
import { RedirectHome } from "../../../shared/routing/redirect-home.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { ServiceDirectory } from "./service-directory.tsx";

function useIsReviewer(): boolean {
  const session = useSession();
  const role = session?.user.role_id;
  return role !== undefined && isRoleId(role) && (SERVICE_REVIEWER_ROLES as readonly number[]).includes(role);
}

/** /services_review (Administrator, Admin Management): the submitted services, oldest first, to approve or reject. */
export function ServicesReviewPage() {
  return useIsReviewer() ? <ServiceDirectory mode="queue" /> : <RedirectHome />;
}

/** /services_list for Administrator and Admin Management: every company's services, read-only unless submitted. */
export function StaffServicesListPage() {
  return useIsReviewer() ? <ServiceDirectory mode="all" /> : <RedirectHome />;
}
