import { z } from "zod";

/** The field shapes the profile schemas share (not part of the package's API). */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isoDay = z
  .string({ message: "validation.required" })
  .regex(ISO_DAY, { message: "validation.invalid" })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: "validation.invalid" });
export const text = (max: number) =>
  z
    .string({ message: "validation.required" })
    .trim()
    .min(1, { message: "validation.required" })
    .max(max, { message: "validation.too_long" });
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: "validation.too_long" })
    .nullish()
    .transform((v) => (v ? v : null));
export const flag = z.preprocess(
  (v) => (v === "1" || v === "true" ? true : v === "0" || v === "false" ? false : v),
  z.boolean({ message: "validation.invalid" }).optional(),
);
