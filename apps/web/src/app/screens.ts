import type { ComponentType } from "react";
import type { RouteName } from "../shared/routing/route-names.ts";

type LazyScreen = () => Promise<{ Component: ComponentType }>;

const manageUsersPage: LazyScreen = () =>
  import("../features/team/pages/manage-users-page.tsx").then((m) => ({ Component: m.ManageUsersPage }));

const uploadCvPage: LazyScreen = () =>
  import("../features/profiles/pages/upload-cv-page.tsx").then((m) => ({ Component: m.UploadCvPage }));

const plansPage: LazyScreen = () =>
  import("../features/plans/pages/plans-page.tsx").then((m) => ({ Component: m.PlansPage }));

const myPlansPage: LazyScreen = () =>
  import("../features/plans/pages/my-plans-page.tsx").then((m) => ({ Component: m.MyPlansPage }));

const positionListPage: LazyScreen = () =>
  import("../features/needs/pages/position-list-page.tsx").then((m) => ({ Component: m.PositionListPage }));

const homePage: LazyScreen = () =>
  import("../features/dashboard/pages/home-page.tsx").then((m) => ({ Component: m.HomePage }));

/** The shell screens that exist, by route name: exactly the web's IMPLEMENTED_STATES (a test holds them equal). */
export const SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  collaborations_request: () =>
    import("../features/collaborations/pages/collaborations-page.tsx").then((m) => ({
      Component: m.CollaborationsPage,
    })),
  collaborations_admin: () =>
    import("../features/collaborations/pages/collaborations-page.tsx").then((m) => ({
      Component: m.CollaborationsAdminPage,
    })),
  student_collaborations: () =>
    import("../features/collaborations/pages/collaborations-page.tsx").then((m) => ({
      Component: m.StudentCollaborationsPage,
    })),
  employee_review: () =>
    import("../features/collaborations/pages/employee-review-page.tsx").then((m) => ({
      Component: m.EmployeeReviewPage,
    })),
  plans: plansPage,
  plans_supplier: plansPage,
  my_plans: myPlansPage,
  my_plans_supplier: myPlansPage,
  company_subscriptions: () =>
    import("../features/plans/pages/company-subscriptions-page.tsx").then((m) => ({
      Component: m.CompanySubscriptionsPage,
    })),
  coupons: () =>
    import("../features/plans/pages/coupons-page.tsx").then((m) => ({ Component: m.CouponsPage })),
  configuration: () =>
    import("../features/product-config/pages/configuration-page.tsx").then((m) => ({
      Component: m.ConfigurationPage,
    })),
  description_pages: () =>
    import("../features/product-config/pages/description-pages-page.tsx").then((m) => ({
      Component: m.DescriptionPagesPage,
    })),
  functions: () =>
    import("../features/product-config/pages/functions-page.tsx").then((m) => ({
      Component: m.FunctionsPage,
    })),
  brands: () => import("../features/brands/pages/brands-page.tsx").then((m) => ({ Component: m.BrandsPage })),
  dashboard_client: homePage,
  dashboard_supplier: homePage,
  dashboard_academy: homePage,
  dashboard_freelance: homePage,
  freelance_profile: () =>
    import("../features/profiles/pages/freelance-profile-page.tsx").then((m) => ({
      Component: m.FreelanceProfilePage,
    })),
  my_profile: () =>
    import("../features/dashboard/pages/my-profile-page.tsx").then((m) => ({ Component: m.MyProfilePage })),
  chat_component: () =>
    import("../features/chat/pages/chat-page.tsx").then((m) => ({ Component: m.ChatPage })),
  notifications: () =>
    import("../features/notifications/pages/notifications-page.tsx").then((m) => ({
      Component: m.NotificationsPage,
    })),
  manage_users: manageUsersPage,
  manage_users_supplier: manageUsersPage,
  company_profile: () =>
    import("../features/company-profile/pages/company-profile-page.tsx").then((m) => ({
      Component: m.CompanyProfilePage,
    })),
  company_profile_supplier: () =>
    import("../features/company-profile/pages/company-profile-page.tsx").then((m) => ({
      Component: m.CompanyProfileSupplierPage,
    })),
  registration_stepper: () =>
    import("../features/company-profile/pages/registration-stepper-page.tsx").then((m) => ({
      Component: m.RegistrationStepperPage,
    })),
  employees: () =>
    import("../features/profiles/pages/employees-page.tsx").then((m) => ({ Component: m.EmployeesPage })),
  add_employee: () =>
    import("../features/profiles/pages/profile-editor-page.tsx").then((m) => ({
      Component: m.ProfileEditorPage,
    })),
  upload_cv: uploadCvPage,
  digitize_cv: uploadCvPage,
  company_list: () =>
    import("../features/companies/pages/company-list-page.tsx").then((m) => ({
      Component: m.CompanyListPage,
    })),
  company_review: () =>
    import("../features/companies/pages/company-list-page.tsx").then((m) => ({
      Component: m.CompanyReviewPage,
    })),
  // Company Administrators (issue 17 item 5): member companies, Add Company (also staff), their users.
  company: () =>
    import("../features/company-admin/index.ts").then((m) => ({ Component: m.MemberCompaniesPage })),
  company_create: () =>
    import("../features/company-admin/index.ts").then((m) => ({ Component: m.AddCompanyPage })),
  manage_company_admin_users: () =>
    import("../features/company-admin/index.ts").then((m) => ({ Component: m.ManageMemberUsersPage })),
  pending_inscriptions: () =>
    import("../features/staff-accounts/pages/pending-inscriptions-page.tsx").then((m) => ({
      Component: m.PendingInscriptionsPage,
    })),
  ghost_account: () =>
    import("../features/staff-accounts/pages/ghost-accounts-page.tsx").then((m) => ({
      Component: m.GhostAccountsPage,
    })),
  manage_admin_users: () =>
    import("../features/staff-accounts/pages/staff-users-page.tsx").then((m) => ({
      Component: m.StaffUsersPage,
    })),
  freelance_profile_det: () =>
    import("../features/profiles/pages/profile-detail-page.tsx").then((m) => ({
      Component: m.ProfileDetailPage,
    })),
  // §2.2 complete_detail (issue 20 item 3): a profile's full detail with the viewer's actions.
  complete_detail: () =>
    import("../features/profile-detail/pages/complete-detail-page.tsx").then((m) => ({
      Component: m.CompleteDetailPage,
    })),
  profile_available: () =>
    import("../features/search/pages/profile-available-page.tsx").then((m) => ({
      Component: m.ProfileAvailablePage,
    })),
  working_experience: () =>
    import("../features/profiles/sections/working-experience-page.tsx").then((m) => ({
      Component: m.WorkingExperiencePage,
    })),
  certifications: () =>
    import("../features/profiles/sections/certifications-page.tsx").then((m) => ({
      Component: m.CertificationsPage,
    })),
  accademy_profiles: () =>
    import("../features/search/pages/academy-profiles-page.tsx").then((m) => ({
      Component: m.AcademyProfilesPage,
    })),
  shared_links: () =>
    import("../features/public-links/shared-links-page.tsx").then((m) => ({ Component: m.SharedLinksPage })),
  saved_profiles: () =>
    import("../features/search/pages/saved-profiles-page.tsx").then((m) => ({
      Component: m.SavedProfilesPage,
    })),
  search_supplier: () =>
    import("../features/supplier-search/pages/search-supplier-page.tsx").then((m) => ({
      Component: m.SearchSupplierPage,
    })),
  student_dashboard: () =>
    import("../features/student/pages/student-dashboard-page.tsx").then((m) => ({
      Component: m.StudentDashboardPage,
    })),
  student_profile: () =>
    import("../features/student/pages/student-profile-page.tsx").then((m) => ({
      Component: m.StudentProfilePage,
    })),
  supplier_profile: () =>
    import("../features/company-page/pages/supplier-profile-page.tsx").then((m) => ({
      Component: m.SupplierProfilePage,
    })),
  collaborations_invite: () =>
    import("../features/associations/pages/vendor-list-page.tsx").then((m) => ({
      Component: m.VendorListPage,
    })),
  email_notifications: () =>
    import("../features/email-preferences/pages/email-preferences-page.tsx").then((m) => ({
      Component: m.EmailPreferencesPage,
    })),
  customer_profile: () =>
    import("../features/company-page/pages/customer-profile-page.tsx").then((m) => ({
      Component: m.CustomerProfilePage,
    })),
  need: () => import("../features/needs/pages/needs-page.tsx").then((m) => ({ Component: m.NeedsPage })),
  need_create: () =>
    import("../features/needs/pages/need-create-page.tsx").then((m) => ({ Component: m.NeedCreatePage })),
  need_detail: () =>
    import("../features/needs/pages/need-detail-page.tsx").then((m) => ({ Component: m.NeedDetailPage })),
  position_list: positionListPage,
  freelance_position_list: positionListPage,
  position_list_fixed_price: () =>
    import("../features/needs/pages/fixed-price-list-page.tsx").then((m) => ({
      Component: m.FixedPriceListPage,
    })),
  services_list: () =>
    import("./services-list-screen.tsx").then((m) => ({ Component: m.ServicesListScreen })),
  find_services: () =>
    import("../features/find-services/index.ts").then((m) => ({ Component: m.FindServicesPage })),
  services_review: () =>
    import("../features/service-review/index.ts").then((m) => ({ Component: m.ServicesReviewPage })),
  // Reference data (issue 17 item 3); the lookup lists of §3 are a tab of /job_sector.
  technology: () =>
    import("../features/reference-data/index.ts").then((m) => ({ Component: m.TechnologyPage })),
  job_sector: () =>
    import("../features/reference-data/index.ts").then((m) => ({ Component: m.JobSectorPage })),
  product_category: () =>
    import("../features/reference-data/index.ts").then((m) => ({ Component: m.ProductCategoryPage })),
  languages: () => import("../features/reference-data/index.ts").then((m) => ({ Component: m.LanguagePage })),
  // Quote requests on services (issue 15): the client's requests and the supplier's inbox.
  service_requests: () =>
    import("../features/service-requests/index.ts").then((m) => ({ Component: m.ServiceRequestsPage })),
  service_requests_incoming: () =>
    import("../features/service-requests/index.ts").then((m) => ({
      Component: m.IncomingServiceRequestsPage,
    })),
  // Staff analytics (issue 18): /charts marketplace health, /graphs funnel, liquidity and search terms.
  charts: () =>
    import("../features/analytics/pages/charts-page.tsx").then((m) => ({ Component: m.ChartsPage })),
  graphs: () =>
    import("../features/analytics/pages/graphs-page.tsx").then((m) => ({ Component: m.GraphsPage })),
  // Staff's audit log (issue 17).
  audit_log: () =>
    import("../features/companies/pages/audit-log-page.tsx").then((m) => ({ Component: m.AuditLogPage })),
  // Staff's open-area leads and funnel (issue 16).
  open_leads: () =>
    import("../features/open-leads/pages/open-leads-page.tsx").then((m) => ({ Component: m.OpenLeadsPage })),
};

/** One quote request's answers side by side (/service_requests/:id), titled as the requests list. */
export const serviceRequestDetailScreen: LazyScreen = () =>
  import("../features/service-requests/index.ts").then((m) => ({ Component: m.ServiceRequestDetailPage }));

/** A service's form: /services_list/new (create) and /services_list/:id (edit), titled as the services list. */
export const serviceEditScreen: LazyScreen = () =>
  import("../features/services/index.ts").then((m) => ({ Component: m.ServiceEditPage }));

/**
 * Homes that are not (yet) a capability's screen. The company administrators' home /company_list is now the
 * staff's company list, which shows company administrators their home (CompanyListPage).
 */
export const HOME_SCREENS: Partial<Record<RouteName, LazyScreen>> = {};
