import { z } from "zod";

/** The field shapes the collaboration schemas share (not part of the package's API). */
export const id = z.coerce
  .number({ message: "validation.required" })
  .int()
  .positive({ message: "validation.invalid" });
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "validation.invalid" });
export const score = z.coerce
  .number({ message: "validation.required" })
  .int({ message: "validation.invalid" })
  .min(1, { message: "validation.required" })
  .max(5, { message: "validation.invalid" });
/** The four criteria of a review, each scored 1–5. */
export const criteriaSchema = z.object({
  quality: score,
  communication: score,
  timeliness: score,
  value: score,
});
