import { ROLE } from "@mkt/contracts";
import { Card, CardContent, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { RedirectHome } from "../../../shared/routing/redirect-home.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { AddCompanyForm } from "../components/add-company-form.tsx";
import { useIsCompanyAdmin } from "./member-companies-page.tsx";

/**
 * company_create: company administrators add a member company to their organisation (then see its drawer);
 * staff (Administrator, Admin Management) create a company, optionally inside an organisation.
 */
export function AddCompanyPage() {
  const { t } = useTranslation("company-admin");
  const session = useSession();
  const companyAdmin = useIsCompanyAdmin();
  const navigate = useNavigate();
  const { notify } = useNotice();
  const role = session?.user.role_id;
  const staff = role === ROLE.ADMINISTRATOR || role === ROLE.ADMIN_MANAGEMENT;
  if (!companyAdmin && !staff) return <RedirectHome />;
  return (
    <Card data-testid="add-company-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t("form.heading")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          {staff ? t("form.hintStaff") : t("form.hint")}
        </Typography>
        <AddCompanyForm
          asStaff={staff}
          onCreated={(result) => {
            notify(t("form.created", { email: result.owner_email }), "success");
            void navigate(staff ? "/company_list" : `/company?open=${result.company_id}`);
          }}
        />
      </CardContent>
    </Card>
  );
}
