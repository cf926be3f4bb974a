import type { Limitation } from "@mkt/contracts";

/** A published profile as a client sees it before unlocking (surname initial, no contacts). */
export const lockedProfile = {
  id: 41,
  company_id: 7,
  company_name: "Nuvola Srl",
  kind: "employee",
  firstname: "Giulia",
  lastname: "B.",
  title: "Java developer",
  seniority: "senior",
  summary: "Ten years of banking back ends.",
  email: null,
  phone: null,
  city: "Milano",
  localities: [],
  remote: true,
  full_time: true,
  available_from: null,
  daily_rate_min: 400,
  daily_rate_max: 500,
  premium: false,
  published: true,
  photo_url: null,
  cv_upload_id: null,
  contacts_visible: false,
  editable: false,
  skills: [{ technology_id: 3, name: "Java", years: 8, level: 5 }],
  languages: [{ code: "en", level: "C1" }],
  experiences: [
    {
      company: "Banca Uno",
      role: "Backend lead",
      start_date: "2019-01-01",
      end_date: null,
      description: "Core banking.",
      technologies: [{ id: 3, name: "Java" }],
    },
  ],
  certifications: [],
  education: [],
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};

export const limitation = (state: string, blocked: boolean, plan = "Starter"): Limitation => ({
  state_function: state,
  blocked,
  action: 1,
  create: 0,
  sourcePage: "",
  blocked_for_plan_detail: blocked ? { name_function: state, name_plan_recommended: plan } : null,
  blocked_for_limit_detail: null,
  openCheckout: 0,
});

/** GET company/getNumberCredits of a client whose plan blocks the given functions. */
export const credits = (blocked: string[]) => ({
  state: 2,
  creditAvailable: 5,
  credits: 5,
  creditsUsed: 0,
  namePlanCurrent: "Free",
  idPlanCurrent: 1,
  price: 0,
  limit: "31/12/9999",
  is_old_plan: false,
  countProjects: 0,
  countPosition: 0,
  max_project: 1,
  max_position: 2,
  informationBlocked: blocked.includes("information_blocked"),
  assumePlan: 0,
  n_max_users: 1,
  limitations: [
    "request_available",
    "chat",
    "download_cv",
    "information_blocked",
    "share_profile_information",
  ].map((s) => limitation(s, blocked.includes(s))),
  planStatus: 1,
  transactionFee: 0,
  freePlan: true,
  cancel_at_period_end: false,
});

export const positions = [
  { id: 5, title: "Java developer", need_title: "Core banking" },
  { id: 6, title: "Tester", need_title: "Core banking" },
];
