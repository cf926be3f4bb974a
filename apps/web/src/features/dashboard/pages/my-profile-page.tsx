import { checksDocumentation, isRoleId } from "@mkt/contracts";
import { Grid } from "@mui/material";
import { useSession } from "../../../shared/session/use-session.ts";
import { ConsentSwitch } from "../../../shared/tracking/index.ts";
import {
  AvatarCard,
  ChangePasswordCard,
  ProfileDetailsCard,
  TwoFactorCard,
  YourDataCard,
} from "../../account/index.ts";
import { ActAsUserCard } from "../../assume/index.ts";
import { EmailPreferencesCard } from "../../email-preferences/index.ts";
import { AccountDetailsCard } from "../components/account-details-card.tsx";
import { CompanyCard } from "../components/company-card.tsx";
import { DocumentationCard } from "../components/documentation-card.tsx";
import { WelcomeCard } from "../components/welcome-card.tsx";

/**
 * /my_profile: personal details, picture and password; the account's language and version; the company's
 * status; the analytics choice; "Your data" (download it, erase the account). Staff can act as a user; their
 * documentation is not checked (§6), so they see no documentation card.
 */
export function MyProfilePage() {
  const session = useSession();
  if (!session) return null;
  const { user } = session;
  const canActAsUser = user.possibleAssumeRole && !user.assumedUser;
  // §6: documentation is checked for Client, Supplier, Client Employees, Supplier Management and the academies.
  const documentation = isRoleId(user.role_id) && checksDocumentation(user.role_id);
  return (
    <Grid container spacing={3} data-testid="home-page">
      <Grid size={12}>
        <WelcomeCard user={user} />
      </Grid>
      {canActAsUser ? (
        <Grid size={12}>
          <ActAsUserCard />
        </Grid>
      ) : null}
      <Grid size={{ xs: 12, lg: 7 }}>
        <ProfileDetailsCard user={user} />
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <AvatarCard user={user} />
      </Grid>
      <Grid size={12}>
        <ChangePasswordCard />
      </Grid>
      {user.assumedUser ? null : (
        <Grid size={12}>
          <TwoFactorCard email={user.email} />
        </Grid>
      )}
      <Grid size={12}>
        <EmailPreferencesCard />
      </Grid>
      {user.assumedUser ? null : (
        <Grid size={12}>
          <ConsentSwitch />
        </Grid>
      )}
      <Grid size={{ xs: 12, lg: documentation ? 7 : 12 }}>
        <AccountDetailsCard user={user} />
      </Grid>
      {documentation ? (
        <Grid size={{ xs: 12, lg: 5 }}>
          <DocumentationCard user={user} />
        </Grid>
      ) : null}
      <Grid size={12}>
        <CompanyCard user={user} />
      </Grid>
      {user.assumedUser ? null : (
        <Grid size={12}>
          <YourDataCard email={user.email} />
        </Grid>
      )}
    </Grid>
  );
}
