import { USER_MANAGER_ROLES } from "@mkt/contracts";
import { Alert, Card, CardContent, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../shared/components/query-state.tsx";
import { positiveParam } from "../../../shared/routing/param-values.ts";
import { RedirectHome } from "../../../shared/routing/redirect-home.tsx";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { TeamManager } from "../../team/index.ts";
import { useMemberCompany } from "../api.ts";
import { MemberCompanyPicker, type PickedCompany } from "../components/member-company-picker.tsx";
import { useIsCompanyAdmin } from "./member-companies-page.tsx";

function pickedOf(raw: string | null): PickedCompany | null {
  if (raw === "own") return "own";
  return positiveParam(raw);
}

/** manage_company_admin_users: the users of a member company, or of the organisation itself. */
export function ManageMemberUsersPage() {
  return useIsCompanyAdmin() ? <ManageMemberUsers /> : <RedirectHome />;
}

function ManageMemberUsers() {
  const { t } = useTranslation("company-admin");
  const session = useSession();
  const [params, setParams] = useAddressParams();
  const picked = pickedOf(params.get("company"));
  const memberId = typeof picked === "number" ? picked : null;
  const member = useMemberCompany(memberId);
  if (!session) return null;
  const { user } = session;
  // The organisation's own users go through the team endpoints, open to the organisation's owner role.
  const ownAllowed = (USER_MANAGER_ROLES as number[]).includes(user.role_id);
  const choose = (value: PickedCompany | null) =>
    setParams(value === null ? {} : { company: String(value) }, { replace: true });

  return (
    <Stack spacing={2} data-testid="manage-member-users-page">
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t("users.heading")}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {t("users.hint")}
          </Typography>
          <MemberCompanyPicker
            value={picked === "own" && !ownAllowed ? null : picked}
            valueName={member.data?.name ?? null}
            ownName={ownAllowed ? user.company_name : null}
            onChange={choose}
          />
        </CardContent>
      </Card>
      {picked === null || (picked === "own" && !ownAllowed) ? (
        <Alert severity="info" data-testid="manage-member-users-empty">
          {t("users.choose")}
        </Alert>
      ) : picked === "own" ? (
        <TeamManager userId={user.id} companyName={user.company_name} companyType={user.company_type} />
      ) : (
        <QueryState query={member}>
          {(company) => (
            <TeamManager
              key={company.id}
              userId={user.id}
              companyName={company.name}
              companyType={company.type}
              target={company.id}
            />
          )}
        </QueryState>
      )}
    </Stack>
  );
}
