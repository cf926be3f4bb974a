import { z } from "zod";
import { INT4_MAX } from "../common/constants.ts";
import { paginationQuerySchema } from "../common/pagination.ts";
import { BRAND_HOST_PATTERN_MAX, BRAND_KINDS, isValidHostPattern } from "./brand-hosts.ts";
import { brandSchema } from "./schemas.ts";

/** The colours of §1, in the order the form shows them. */
export const BRAND_COLOR_KEYS = [
  "main",
  "secondary",
  "light",
  "dark",
  "grey",
  "greyLight",
  "excellent",
  "veryGood",
  "good",
  "bad",
  "noData",
] as const;
export type BrandColorKey = (typeof BRAND_COLOR_KEYS)[number];
export type BrandColors = Record<BrandColorKey, string>;

/** The platform's blue: the default brand's colours (seeded), a new brand's start, and any colour a brand lacks. */
export const DEFAULT_BRAND_COLORS: BrandColors = {
  main: "#0073aa",
  secondary: "#00a0d2",
  light: "#e5f1f8",
  dark: "#005177",
  grey: "#52606d",
  greyLight: "#f4f6f8",
  excellent: "#2e7d32",
  veryGood: "#66bb6a",
  good: "#f9a825",
  bad: "#c62828",
  noData: "#9e9e9e",
};

/** WCAG 2 AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Which text each colour carries, so the contrast it must reach (WCAG AA, 4.5:1):
 * - main and dark are the background of buttons and the sidebar selection with white text (the theme fixes
 *   primary's contrast text to white);
 * - light and greyLight are page and hover backgrounds under black text;
 * - grey is secondary text on white paper.
 * secondary and the quality colours (excellent … noData) get their text from MUI's getContrastText, which picks
 * white or black by luminance: one of the two always reaches 4.5:1, so there is nothing to check.
 */
export const BRAND_COLOR_TEXT: Partial<Record<BrandColorKey, "white" | "black">> = {
  main: "white",
  dark: "white",
  light: "black",
  greyLight: "black",
  grey: "white",
};

const HEX = /^#[0-9a-f]{6}$/i;

function channel(hex: string, offset: number): number {
  const v = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG contrast ratio between two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Whether a colour reaches 4.5:1 with the text it carries (BRAND_COLOR_TEXT); colours without a rule pass. */
export function brandColorReadable(key: BrandColorKey, hex: string): boolean {
  const text = BRAND_COLOR_TEXT[key];
  if (!text) return true;
  return contrastRatio(hex, text === "white" ? "#ffffff" : "#000000") >= MIN_TEXT_CONTRAST;
}

const colorSchema = z.string().trim().regex(HEX, { message: "validation.hex_colour" });

export const brandColorsSchema = z
  .object(
    Object.fromEntries(BRAND_COLOR_KEYS.map((k) => [k, colorSchema])) as Record<
      BrandColorKey,
      typeof colorSchema
    >,
  )
  .superRefine((colors, ctx) => {
    for (const key of BRAND_COLOR_KEYS) {
      const hex = colors[key];
      if (HEX.test(hex) && !brandColorReadable(key, hex)) {
        const text = BRAND_COLOR_TEXT[key];
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: text === "black" ? "validation.contrast_black" : "validation.contrast_white",
        });
      }
    }
  });

/**
 * An SVG logo is stored as text and served as an image: at most 60 000 characters, so that the form's JSON body,
 * with the SVG's quotes escaped, stays under the 100 KB body limit.
 */
export const BRAND_LOGO_MAX = 60_000;

export const brandBodySchema = z
  .object({
    name: z.string().trim().min(1, { message: "validation.required" }).min(2).max(80),
    /** "" or null: the brand has no host (only the default brand is useful without one). */
    host_pattern: z
      .string()
      .trim()
      .toLowerCase()
      .max(BRAND_HOST_PATTERN_MAX)
      .refine((p) => p === "" || isValidHostPattern(p), { message: "validation.host_pattern" })
      .nullable()
      .transform((p) => (p ? p : null)),
    kind: z.enum(BRAND_KINDS),
    is_default: z.boolean(),
    colors: brandColorsSchema,
    sales_email: z
      .union([z.literal(""), z.string().trim().toLowerCase().max(254).pipe(z.email())])
      .nullable()
      .transform((e) => (e ? e : null)),
    analytics_enabled: z.boolean(),
    /** A new logo (the SVG's text); absent keeps the current one (a new brand starts with the default's). */
    logo_svg: z
      .string()
      .max(BRAND_LOGO_MAX)
      .refine((s) => looksLikeSvg(s), { message: "validation.svg" })
      .optional(),
  })
  .strict();
export type BrandBody = z.infer<typeof brandBodySchema>;
export type BrandBodyInput = z.input<typeof brandBodySchema>;

/**
 * An SVG document: an `<svg` root after an optional XML declaration, comments and doctype-free prolog, closed.
 * Not a security check — the logo is served with a CSP that runs no script and loads nothing (see getLogo).
 */
export function looksLikeSvg(text: string): boolean {
  let rest = text.trimStart();
  if (rest.startsWith("<?xml")) {
    const end = rest.indexOf("?>");
    if (end === -1) return false;
    rest = rest.slice(end + 2).trimStart();
  }
  while (rest.startsWith("<!--")) {
    const end = rest.indexOf("-->");
    if (end === -1) return false;
    rest = rest.slice(end + 3).trimStart();
  }
  const trimmed = rest.trimEnd();
  return /^<svg[\s/>]/i.test(trimmed) && (trimmed.endsWith("</svg>") || trimmed.endsWith("/>"));
}

/** A brand as the back office sees it. */
export const brandAdminSchema = brandSchema.extend({
  is_default: z.boolean(),
  updated_at: z.string(),
});
export type BrandAdmin = z.infer<typeof brandAdminSchema>;

export const brandIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });

/** GET admin/brands: a page of brands, optionally those whose name or host contains `search`. */
export const brandListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type BrandListQuery = z.infer<typeof brandListQuerySchema>;
