import { isRoleId, ROLE, type SessionUser } from "@mkt/contracts";
import { Grid } from "@mui/material";
import { Suspense } from "react";
import { LazyClientCharts, LazySupplierCharts } from "../../analytics/index.ts";
import { ClientBlocks } from "./client-blocks.tsx";
import { CompanyCard } from "./company-card.tsx";
import { DocumentationCard } from "./documentation-card.tsx";
import { RoleGuideCard } from "./role-guide-card.tsx";
import { SupplierBlocks } from "./supplier-blocks.tsx";

export type HomeBlocksProps = {
  user: SessionUser;
  /** Which numbers the role's home shows (home-blocks-kind.ts). */
  kind: "client" | "supplier" | null;
};

/**
 * The home's blocks below the welcome (§2.3): the company's real numbers (client: needs, quotes, matches, saved
 * profiles, availability requests; supplier, academy, freelancer: fitting positions, quotes, profiles without
 * availability, requests received), their trends as charts (loaded on demand), then the company, its documentation
 * and what to do next.
 */
export function HomeBlocks({ user, kind }: HomeBlocksProps) {
  const roleId = isRoleId(user.role_id) ? user.role_id : null;
  const client = kind === "client";
  const supplier = kind === "supplier";
  return (
    <Grid container spacing={3}>
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
