import { isProfileManager, isRoleId, ROLE } from "@mkt/contracts";
import { Grid } from "@mui/material";
import { Suspense } from "react";
import { useSession } from "../../../shared/session/use-session.ts";
import { LazyClientCharts, LazySupplierCharts } from "../../analytics/index.ts";
import { ClientBlocks } from "../components/client-blocks.tsx";
import { CompanyCard } from "../components/company-card.tsx";
import { DocumentationCard } from "../components/documentation-card.tsx";
import { RoleGuideCard } from "../components/role-guide-card.tsx";
import { SupplierBlocks } from "../components/supplier-blocks.tsx";
import { WelcomeCard } from "../components/welcome-card.tsx";

/**
 * The §2.3 home of a role: who is signed in, the blocks with the company's real numbers (client: needs, quotes,
 * matches, saved profiles, availability requests; supplier, academy, freelancer: fitting positions, quotes,
 * profiles without availability, requests received), their trends as charts (loaded on demand), then the company,
 * its documentation and what to do next.
 */
export function HomePage() {
  const session = useSession();
  if (!session) return null;
  const { user } = session;
  const roleId = isRoleId(user.role_id) ? user.role_id : null;
  const client = roleId === ROLE.CLIENT || roleId === ROLE.CLIENT_EMPLOYEES;
  const supplier = roleId !== null && isProfileManager(roleId);
  return (
    <Grid container spacing={3} data-testid="home-page">
      <Grid size={12}>
        <WelcomeCard user={user} />
      </Grid>
      {client ? <ClientBlocks /> : null}
      {client ? (
        <Suspense fallback={null}>
          <LazyClientCharts />
        </Suspense>
      ) : null}
      {supplier ? (
        <SupplierBlocks
          positionsPath={
            roleId === ROLE.FREELANCER
              ? "/freelance_position_list"
              : roleId === ROLE.SUPPLIER || roleId === ROLE.SUPPLIER_MANAGEMENT
                ? "/position_list"
                : null
          }
        />
      ) : null}
      {supplier ? (
        <Suspense fallback={null}>
          <LazySupplierCharts />
        </Suspense>
      ) : null}
      <Grid size={{ xs: 12, lg: 6 }}>
        <DocumentationCard user={user} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <CompanyCard user={user} />
      </Grid>
      <Grid size={12}>
        <RoleGuideCard user={user} />
      </Grid>
    </Grid>
  );
}
