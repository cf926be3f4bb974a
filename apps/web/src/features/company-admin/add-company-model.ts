import {
  type CreateMemberCompanyBody,
  createMemberCompanyBodySchema,
  type Language,
  type MemberCompanyType,
} from "@mkt/contracts";

/** Add Company's form values: the VAT switch is a boolean here, 0/1 in the body (as at sign-up). */
export type AddCompanyValues = {
  type: MemberCompanyType;
  company_name: string;
  foreign_company: boolean;
  country: string;
  vat_number: string;
  city: string;
  owner_firstname: string;
  owner_lastname: string;
  owner_email: string;
  language: Language;
  /** Staff only: the Company Administrator organisation the company joins (null: none). */
  admin_company_id: number | null;
};

export const ADD_COMPANY_FIELDS = [
  "type",
  "company_name",
  "foreign_company",
  "country",
  "vat_number",
  "city",
  "owner_firstname",
  "owner_lastname",
  "owner_email",
  "language",
  "admin_company_id",
] as const;

export function addCompanyDefaults(language: Language): AddCompanyValues {
  return {
    type: "client",
    company_name: "",
    foreign_company: false,
    country: "",
    vat_number: "",
    city: "",
    owner_firstname: "",
    owner_lastname: "",
    owner_email: "",
    language,
    admin_company_id: null,
  };
}

/** The request body the contracts' schema checks (the same rules as the API's company_create). */
export function toCreateBody(values: AddCompanyValues): CreateMemberCompanyBody {
  const city = values.city.trim();
  return {
    type: values.type,
    company_name: values.company_name,
    vat_number: values.vat_number,
    foreign_company: values.foreign_company ? 1 : 0,
    country: values.foreign_company && values.country !== "" ? values.country : undefined,
    city: city === "" ? undefined : city,
    owner_firstname: values.owner_firstname,
    owner_lastname: values.owner_lastname,
    owner_email: values.owner_email,
    language: values.language,
    admin_company_id: values.admin_company_id ?? undefined,
  };
}

export const addCompanySchema = createMemberCompanyBodySchema;
