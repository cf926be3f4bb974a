import {
  BRAND_COLOR_KEYS,
  type BrandBodyInput,
  type BrandColorKey,
  type BrandKind,
  DEFAULT_BRAND_COLORS,
} from "@mkt/contracts";
import type { BrandAdmin } from "./api.ts";

/** The brand form as typed: text inputs, switches, the kind's option and a newly chosen logo's text. */
export type BrandFormValues = {
  name: string;
  host_pattern: string;
  kind: BrandKind;
  is_default: boolean;
  colors: Record<BrandColorKey, string>;
  sales_email: string;
  analytics_enabled: boolean;
  /** The SVG text of a logo chosen in this form; "" keeps the current logo. */
  logo_svg: string;
};

export const BRAND_FORM_FIELDS = [
  "name",
  "host_pattern",
  "kind",
  "is_default",
  "sales_email",
  "analytics_enabled",
  "logo_svg",
  ...BRAND_COLOR_KEYS.map((k) => `colors.${k}` as const),
] as const;

export const EMPTY_BRAND: BrandFormValues = {
  name: "",
  host_pattern: "",
  kind: "standard",
  is_default: false,
  colors: DEFAULT_BRAND_COLORS,
  sales_email: "",
  analytics_enabled: true,
  logo_svg: "",
};

export function brandFormValues(brand: BrandAdmin): BrandFormValues {
  return {
    name: brand.name,
    host_pattern: brand.host_pattern ?? "",
    kind: brand.kind,
    is_default: brand.is_default,
    colors: { ...brand.colors },
    sales_email: brand.sales_email ?? "",
    analytics_enabled: brand.analytics_enabled,
    logo_svg: "",
  };
}

/** The body of POST/PUT admin/brands: empty host and mailbox mean none; no new logo keeps the current one. */
export function brandBody(values: BrandFormValues): BrandBodyInput {
  return {
    name: values.name,
    host_pattern: values.host_pattern,
    kind: values.kind,
    is_default: values.is_default,
    colors: values.colors,
    sales_email: values.sales_email,
    analytics_enabled: values.analytics_enabled,
    ...(values.logo_svg ? { logo_svg: values.logo_svg } : {}),
  };
}
