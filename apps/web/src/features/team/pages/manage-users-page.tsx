import { USER_MANAGER_ROLES } from "@mkt/contracts";
import { Alert } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../shared/session/use-session.ts";
import { TeamManager } from "../components/team-manager.tsx";

/** §2.2 manage_users (clients) and manage_users_supplier: the company's users and invitations. */
export function ManageUsersPage() {
  const { t } = useTranslation("team");
  const session = useSession();
  if (!session) return null;
  const { user } = session;
  if (!(USER_MANAGER_ROLES as number[]).includes(user.role_id)) {
    return (
      <Alert severity="info" data-testid="team-not-allowed">
        {t("notAllowed")}
      </Alert>
    );
  }
  return <TeamManager userId={user.id} companyName={user.company_name} companyType={user.company_type} />;
}
