import { Stack } from "@mui/material";
import { useSearchParams } from "react-router";
import { useSession } from "../../../shared/session/use-session.ts";
import { AssociatedClients } from "../../associations/index.ts";
import { companyIdParam } from "../company-page-params.ts";
import { CompanyPageView } from "../components/company-page-view.tsx";
import { CustomersList } from "../components/customers-list.tsx";

/**
 * §2.2 customer_profile: with ?company=<id>, a client's page as a supplier sees it; without, the supplier's
 * customers (the clients it talks with), each opening its page.
 */
export function CustomerProfilePage() {
  const [params] = useSearchParams();
  const session = useSession();
  if (!session) return null;
  if (!params.has("company"))
    return (
      <Stack spacing={2}>
        <AssociatedClients />
        <CustomersList userId={session.user.id} />
      </Stack>
    );
  return <CompanyPageView companyId={companyIdParam(params)} />;
}
