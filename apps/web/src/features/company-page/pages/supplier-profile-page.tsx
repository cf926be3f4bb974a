import { useSearchParams } from "react-router";
import { companyIdParam } from "../company-page-params.ts";
import { CompanyPageView } from "../components/company-page-view.tsx";

/** §2.2 supplier_profile?company=<id>: a supplier's, academy's or freelancer's page as a client sees it. */
export function SupplierProfilePage() {
  const [params] = useSearchParams();
  return <CompanyPageView companyId={companyIdParam(params)} />;
}
