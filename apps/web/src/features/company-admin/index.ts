// The company-admin feature's public face (Company Administrators, issue 17 item 5): the router and other features
// import only from here (layer rule web-feature-boundaries).
export { AddCompanyPage } from "./pages/add-company-page.tsx";
export { CompanyServicesPage } from "./pages/company-services-page.tsx";
export { ManageMemberUsersPage } from "./pages/manage-member-users-page.tsx";
export { MemberCompaniesPage, useIsCompanyAdmin } from "./pages/member-companies-page.tsx";
