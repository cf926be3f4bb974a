import { z } from "zod";
import { PLACE_KINDS } from "./distance.ts";

/** Suggestions returned by GET places. */
export const PLACE_SUGGESTIONS_MAX = 10;

/** GET places?q=: what the user typed in a city field (at least 2 characters). */
export const placesQuerySchema = z.object({
  q: z
    .string({ message: "validation.required" })
    .trim()
    .min(2, { message: "validation.too_short" })
    .max(80, { message: "validation.too_long" }),
});
export type PlacesQuery = z.input<typeof placesQuerySchema>;

/**
 * A place suggested for a city field: `label` in the reader's language ("Milan (MI)" / "Milano (MI)"), `name`
 * the value to store in the city field (the Italian name, which every writer resolves back to this place).
 */
export const placeSuggestionSchema = z.object({
  id: z.number(),
  kind: z.enum(PLACE_KINDS),
  name: z.string(),
  label: z.string(),
  province_code: z.string().nullable(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;
