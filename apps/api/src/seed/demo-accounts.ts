import { ROLE, type RoleId } from "@mkt/contracts";

/** A demo login: one per role, all sharing the demo password, each in a company of the role's type. */
export type DemoAccountSpec = {
  roleId: RoleId;
  email: string;
  firstname: string;
  lastname: string;
  language: "it" | "en";
  female: boolean;
  companyKey: string;
};

export const DEMO_ACCOUNT_SPECS: readonly DemoAccountSpec[] = [
  acc(ROLE.ADMINISTRATOR, "admin@demo.test", "Giulia", "Ferri", "staff", "it", true),
  acc(ROLE.ADMIN_MANAGEMENT, "admin.management@demo.test", "Paolo", "Mariani", "staff", "it"),
  acc(ROLE.CLIENT, "client@demo.test", "Alessandro", "Conti", "client-bank", "it"),
  acc(ROLE.CLIENT_EMPLOYEES, "client.employee@demo.test", "Martina", "Greco", "client-bank", "en", true),
  acc(ROLE.SUPPLIER, "supplier@demo.test", "Francesco", "Ricci", "supplier-main", "it"),
  acc(ROLE.SUPPLIER_EMPLOYEES, "supplier.employee@demo.test", "Elena", "Marino", "supplier-main", "it", true),
  acc(ROLE.SUPPLIER_MANAGEMENT, "supplier.manager@demo.test", "Stefano", "Bruno", "supplier-main", "en"),
  acc(ROLE.ACCADEMY, "academy@demo.test", "Valentina", "Costa", "academy-main", "it", true),
  acc(ROLE.PROFILE_ACCADEMY, "academy.profile@demo.test", "Tommaso", "Rinaldi", "academy-main", "it"),
  acc(ROLE.MANAGEMENT_ACCADEMY, "academy.manager@demo.test", "Federica", "Longo", "academy-main", "it", true),
  acc(ROLE.FREELANCER, "freelancer@demo.test", "Luca", "Moretti", "freelance-main", "it"),
  acc(ROLE.COMPANY_ADMINISTRATOR, "company.admin@demo.test", "Marco", "Santoro", "company-admin", "it"),
  acc(
    ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT,
    "company.admin.manager@demo.test",
    "Silvia",
    "Gentile",
    "company-admin",
    "it",
    true,
  ),
];

/**
 * The one demo user still to answer the feedback survey (§4): every other demo user has send_feedback 1, so
 * the survey popup does not cover the demo for the other accounts. A Client of a profiled client company.
 */
export const SURVEY_DEMO_ACCOUNT: DemoAccountSpec = acc(
  ROLE.CLIENT,
  "survey@demo.test",
  "Chiara",
  "Fontana",
  "client-insurance",
  "it",
  true,
);

function acc(
  roleId: RoleId,
  email: string,
  firstname: string,
  lastname: string,
  companyKey: string,
  language: "it" | "en",
  female = false,
): DemoAccountSpec {
  return { roleId, email, firstname, lastname, companyKey, language, female };
}

/** firstname.lastname, lower case, without accents, apostrophes or spaces. */
export function emailLocalPart(firstname: string, lastname: string): string {
  const clean = (s: string) =>
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z]/g, "");
  return `${clean(firstname)}.${clean(lastname)}`;
}

/** The mail domain of a company website (https://www.acme.it → acme.it). */
export function domainOf(website: string): string {
  return website
    .replace(/^https?:\/\//, "")
    .replace(/^www\./, "")
    .replace(/\/.*$/, "");
}
