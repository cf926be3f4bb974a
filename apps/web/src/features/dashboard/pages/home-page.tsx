import { Grid } from "@mui/material";
import { useSession } from "../../../shared/session/use-session.ts";
import { CompanyCard } from "../components/company-card.tsx";
import { DocumentationCard } from "../components/documentation-card.tsx";
import { RoleGuideCard } from "../components/role-guide-card.tsx";
import { WelcomeCard } from "../components/welcome-card.tsx";

/** The §2.3 home of a role: who is signed in, the company, its documentation and what to do next. */
export function HomePage() {
  const session = useSession();
  if (!session) return null;
  const { user } = session;
  return (
    <Grid container spacing={3} data-testid="home-page">
      <Grid size={12}>
        <WelcomeCard user={user} />
      </Grid>
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
