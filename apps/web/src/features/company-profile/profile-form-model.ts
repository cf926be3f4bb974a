import { type CompanyProfile, type CompanyProfileBody, companyProfileBodySchema } from "@mkt/contracts";
import { z } from "zod";

/** What the company-profile form holds: selects keep "" for "nothing chosen" until the body is built. */
export type ProfileValues = {
  name: string;
  sectors: number[];
  number_employees_id: number | "";
  revenue_id: number | "";
  city: string;
  website: string;
  description: string;
  how_do_you_know_id: number | "";
};

export type ProfileField = keyof ProfileValues;

/** The registration stepper's steps and the fields each one validates. */
export const STEPPER_STEPS = [
  { key: "company", fields: ["name", "sectors", "number_employees_id", "revenue_id"] },
  { key: "about", fields: ["city", "website", "description"] },
  { key: "finish", fields: ["how_do_you_know_id"] },
] as const satisfies readonly { key: string; fields: readonly ProfileField[] }[];

export type StepperStep = 0 | 1 | 2;
export const LAST_STEP: StepperStep = 2;

export function stepOfField(field: string): StepperStep | null {
  const index = STEPPER_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index < 0 ? null : (index as StepperStep);
}

/** The form's starting values from the saved profile (or empty ones when it has no data yet). */
export function profileToValues(profile: CompanyProfile | undefined): ProfileValues {
  return {
    name: profile?.name ?? "",
    sectors: profile?.sectors.map((s) => s.id) ?? [],
    number_employees_id: profile?.number_employees_id ?? "",
    revenue_id: profile?.revenue_id ?? "",
    city: profile?.city ?? "",
    website: profile?.website ?? "",
    description: profile?.description ?? "",
    how_do_you_know_id: profile?.how_do_you_know_id ?? "",
  };
}

/** The PUT company/profile body before the contracts' checks: an unchosen size stays missing ("required"). */
export type ProfileBodyInput = Omit<CompanyProfileBody, "number_employees_id"> & {
  number_employees_id?: number;
};

export function valuesToBody(values: ProfileValues): ProfileBodyInput {
  return {
    name: values.name,
    sectors: values.sectors,
    number_employees_id: values.number_employees_id === "" ? undefined : values.number_employees_id,
    revenue_id: values.revenue_id === "" ? null : values.revenue_id,
    city: values.city,
    website: values.website.trim(),
    description: values.description,
    how_do_you_know_id: values.how_do_you_know_id === "" ? null : values.how_do_you_know_id,
  };
}

const shape = companyProfileBodySchema.shape;

/** The contracts' body; the form always shows the company name, so it may not be emptied here. */
export const profileFormSchema = companyProfileBodySchema.extend({ name: shape.name.unwrap() });

/** The contracts' rules for the fields of one step (the last step validates the whole body). */
export function stepSchema(step: StepperStep): z.ZodType {
  if (step === 0)
    return z.object({
      name: shape.name.unwrap(),
      sectors: shape.sectors,
      number_employees_id: shape.number_employees_id,
      revenue_id: shape.revenue_id,
    });
  if (step === 1)
    return z.object({ city: shape.city, website: shape.website, description: shape.description });
  return profileFormSchema;
}

/** Characters the description counter shows: what will be saved (trimmed), as the server counts it. */
export function descriptionLength(description: string): number {
  return description.trim().length;
}

/** The contracts accept at most five sectors; the picker stops there. */
export const MAX_SECTORS = 5;
