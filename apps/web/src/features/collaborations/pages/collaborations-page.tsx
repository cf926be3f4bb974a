import { ROLE } from "@mkt/contracts";
import RateReviewOutlined from "@mui/icons-material/RateReviewOutlined";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useSession } from "../../../shared/session/use-session.ts";
import { CollaborationList } from "../components/collaboration-list.tsx";

/** Supplier and academy managers review their own staff (§2.2 employee_review). */
const REVIEWER_ROLES: number[] = [
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
];

/** §2.2 collaborations_request: the company's engagements (client, supplier or freelancer side). */
export function CollaborationsPage() {
  const { t } = useTranslation("collaborations");
  const session = useSession();
  const reviewer = REVIEWER_ROLES.includes(session?.user.role_id ?? 0);
  return (
    <CollaborationList
      scope="own"
      title={t("page.title")}
      subtitle={t("page.subtitle")}
      viewerCompanyId={session?.user.company_id ?? null}
      headerAction={
        reviewer ? (
          <Button
            component={RouterLink}
            to="/employee_review"
            startIcon={<RateReviewOutlined />}
            sx={{ flexShrink: 0, alignSelf: { xs: "flex-start", sm: "auto" } }}
          >
            {t("employeeReview.title")}
          </Button>
        ) : null
      }
    />
  );
}

/** §2.2 collaborations_admin: every engagement, for staff. */
export function CollaborationsAdminPage() {
  const { t } = useTranslation("collaborations");
  return (
    <CollaborationList
      scope="admin"
      title={t("page.adminTitle")}
      subtitle={t("page.adminSubtitle")}
      viewerCompanyId={null}
    />
  );
}

/** §2.2 student_collaborations: the student's own engagements, read-only. */
export function StudentCollaborationsPage() {
  const { t } = useTranslation("collaborations");
  return (
    <CollaborationList
      scope="student"
      title={t("page.studentTitle")}
      subtitle={t("page.studentSubtitle")}
      viewerCompanyId={null}
    />
  );
}
