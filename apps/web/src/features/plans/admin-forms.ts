import { planUpdateBodySchema } from "@mkt/contracts";
import type { Plan } from "./api.ts";

/** The plan form sends every field: price, credits and fee may not be left empty. */
export const planFormSchema = planUpdateBodySchema.required({
  title: true,
  title_en: true,
  price: true,
  credits: true,
  transaction_fee: true,
});

/** The coupon form as typed (every input is text; selects hold their option). */
export type CouponFormValues = {
  code: string;
  kind: "percent" | "amount";
  value: string;
  audience: "all" | "client" | "supplier";
  /** yyyy-mm-dd from the date input, or "" for no expiry. */
  expires_at: string;
  max_redemptions: string;
};

export const EMPTY_COUPON: CouponFormValues = {
  code: "",
  kind: "percent",
  value: "",
  audience: "all",
  expires_at: "",
  max_redemptions: "",
};

const numberOrUndefined = (text: string) => (text.trim() === "" ? undefined : Number(text.trim()));
const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text.trim()));

/** The POST admin/coupons body of the form: numbers parsed, an expiry date valid until the end of that day. */
export function couponBody(values: CouponFormValues) {
  return {
    code: values.code,
    kind: values.kind,
    value: numberOrUndefined(values.value),
    audience: values.audience,
    expires_at: values.expires_at ? new Date(`${values.expires_at}T23:59:59`).toISOString() : null,
    max_redemptions: numberOrNull(values.max_redemptions),
  };
}

/** The plan editing form as typed; empty limits mean unlimited. */
export type PlanFormValues = {
  title: string;
  title_en: string;
  price: string;
  credits: string;
  max_project: string;
  max_position: string;
  n_max_users: string;
  transaction_fee: string;
  active: boolean;
};

export function planFormValues(plan: Plan): PlanFormValues {
  const text = (n: number | null) => (n === null ? "" : String(n));
  return {
    title: plan.title,
    title_en: plan.title_en,
    price: String(plan.price),
    credits: String(plan.credits),
    max_project: text(plan.max_project),
    max_position: text(plan.max_position),
    n_max_users: text(plan.n_max_users),
    transaction_fee: String(plan.transaction_fee),
    active: true,
  };
}

/** The PATCH admin/plans/:id body of the form. */
export function planBody(values: PlanFormValues) {
  return {
    title: values.title,
    title_en: values.title_en,
    price: numberOrUndefined(values.price.replace(",", ".")),
    credits: numberOrUndefined(values.credits),
    max_project: numberOrNull(values.max_project),
    max_position: numberOrNull(values.max_position),
    n_max_users: numberOrNull(values.n_max_users),
    transaction_fee: numberOrUndefined(values.transaction_fee.replace(",", ".")),
    active: values.active,
  };
}
