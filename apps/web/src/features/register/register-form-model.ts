import {
  checkPivaBodySchema,
  type Language,
  type RegisterBody,
  type RegistrableRoleId,
  registerBodySchema,
} from "@mkt/contracts";
import { z } from "zod";

/** What the register form holds; switches and selects keep their UI types until the body is built. */
export type RegisterValues = {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  company_name: string;
  foreign_company: boolean;
  country: string;
  vat_number: string;
  city: string;
  how_do_you_know: number | "";
  terms_accepted: boolean;
  newsletter: boolean;
};

export type RegisterStep = 0 | 1 | 2;
export type RegisterContext = {
  step: RegisterStep;
  role: RegistrableRoleId;
  language: Language;
  ssoToken?: string;
  /** The open-area contact token of a registration link (the lead becomes the new company's). */
  contactToken?: string;
};

export const STEP_FIELDS = {
  0: ["firstname", "lastname", "email", "phone", "password", "password_confirmation"],
  1: ["company_name", "foreign_company", "country", "vat_number", "city", "how_do_you_know"],
  2: ["terms_accepted", "newsletter"],
} as const satisfies Record<RegisterStep, readonly (keyof RegisterValues)[]>;

export type RegisterField = (typeof STEP_FIELDS)[RegisterStep][number];

export function stepOfField(field: string): RegisterStep | null {
  for (const step of [0, 1, 2] as const) {
    if ((STEP_FIELDS[step] as readonly string[]).includes(field)) return step;
  }
  return null;
}

export function emptyRegisterValues(prefill?: {
  firstname?: string | null;
  lastname?: string | null;
  email?: string;
  company_name?: string | null;
}): RegisterValues {
  return {
    firstname: prefill?.firstname ?? "",
    lastname: prefill?.lastname ?? "",
    email: prefill?.email ?? "",
    phone: "",
    password: "",
    password_confirmation: "",
    company_name: prefill?.company_name ?? "",
    foreign_company: false,
    country: "",
    vat_number: "",
    city: "",
    how_do_you_know: "",
    terms_accepted: false,
    newsletter: false,
  };
}

const shape = registerBodySchema.shape;

/** Step 1: the contracts' account fields plus the client-only password confirmation. */
export const accountStepSchema = z
  .object({
    firstname: shape.firstname,
    lastname: shape.lastname,
    email: shape.email,
    phone: shape.phone,
    password: shape.password,
    password_confirmation: z
      .string({ message: "validation.required" })
      .min(1, { message: "validation.required" }),
  })
  .refine((values) => values.password === values.password_confirmation, {
    path: ["password_confirmation"],
    message: "validation.passwords_differ",
  });

/** Step 2: company name, city, source, and the same VAT rules checkPiva applies. */
export const companyStepSchema = z
  .object({ company_name: shape.company_name, city: shape.city, how_do_you_know: shape.how_do_you_know })
  .and(checkPivaBodySchema);

/** Step 3 validates the whole register body with the contracts' schema. */
export function stepSchema(step: RegisterStep): z.ZodType {
  if (step === 0) return accountStepSchema;
  if (step === 1) return companyStepSchema;
  return registerBodySchema;
}

/** The register body as the form produces it: the terms may still be unticked until the last step. */
export type RegisterInput = Omit<RegisterBody, "terms_accepted"> & {
  terms_accepted: boolean;
  password_confirmation: string;
};

function optionalText(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/** The register request (before the contracts' transforms) plus the confirmation the account step checks. */
export function toRegisterInput(
  values: RegisterValues,
  context: Pick<RegisterContext, "role" | "language" | "ssoToken" | "contactToken">,
): RegisterInput {
  return {
    role_id: context.role,
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    password: values.password,
    password_confirmation: values.password_confirmation,
    phone: optionalText(values.phone),
    company_name: values.company_name,
    vat_number: values.vat_number,
    foreign_company: values.foreign_company ? 1 : 0,
    country: values.foreign_company ? optionalText(values.country) : undefined,
    city: optionalText(values.city),
    how_do_you_know: values.how_do_you_know === "" ? undefined : values.how_do_you_know,
    language: context.language,
    terms_accepted: values.terms_accepted,
    newsletter: values.newsletter ? 1 : 0,
    sso_token: context.ssoToken,
    contact_token: context.contactToken,
  };
}
