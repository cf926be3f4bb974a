import { couponCreateBodySchema } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { couponBody, EMPTY_COUPON, planBody, planFormSchema } from "./admin-forms.ts";

describe("coupon form", () => {
  it("turns the typed values into a valid body", () => {
    const body = couponBody({
      ...EMPTY_COUPON,
      code: "welcome-20",
      value: "20",
      expires_at: "2027-01-31",
      max_redemptions: "100",
    });
    const parsed = couponCreateBodySchema.parse(body);
    expect(parsed).toMatchObject({
      code: "WELCOME-20",
      kind: "percent",
      value: 20,
      audience: "all",
      max_redemptions: 100,
    });
    expect(new Date(parsed.expires_at ?? "").getDate()).toBe(31);
  });

  it("reports a missing value, a percent above 100 and a bad code", () => {
    const issues = (values: Partial<typeof EMPTY_COUPON>) =>
      couponCreateBodySchema
        .safeParse(couponBody({ ...EMPTY_COUPON, code: "SPRING", value: "10", ...values }))
        .error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({ value: "" })).toEqual([["value", "validation.required"]]);
    expect(issues({ value: "150" })).toEqual([["value", "validation.invalid"]]);
    expect(issues({ code: "no spaces" })).toEqual([["code", "validation.invalid"]]);
    expect(issues({ kind: "amount", value: "15000" })).toBeUndefined();
  });
});

describe("plan form", () => {
  const values = {
    title: "Per team",
    title_en: "For teams that hire often",
    price: "1490,50",
    credits: "50",
    max_project: "",
    max_position: "10",
    n_max_users: "",
    transaction_fee: "0",
    active: true,
  };

  it("sends empty limits as unlimited and accepts a decimal comma", () => {
    expect(planFormSchema.parse(planBody(values))).toMatchObject({
      price: 1490.5,
      max_project: null,
      max_position: 10,
      n_max_users: null,
    });
  });

  it("requires price, credits and fee", () => {
    const result = planFormSchema.safeParse(planBody({ ...values, price: "", credits: "" }));
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["price", "credits"]);
  });

  it("requires the English subtitle too, with a field message", () => {
    const result = planFormSchema.safeParse(planBody({ ...values, title_en: " " }));
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["title_en", "validation.required"],
    ]);
  });
});
