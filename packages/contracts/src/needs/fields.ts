import { z } from "zod";

/** The field shapes the need schemas share (not part of the package's API). */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isoDay = z
  .string({ message: "validation.required" })
  .regex(ISO_DAY, { message: "validation.invalid" })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: "validation.invalid" });
export const invalid = { message: "validation.invalid" } as const;
