import {
  FIXED_PRICE_SORTS,
  type FixedPriceListQuery,
  POSITION_SORTS,
  type PositionListQuery,
  SENIORITIES,
} from "@mkt/contracts";
import { oneOfParam, positiveParam } from "../../shared/routing/param-values.ts";

export const MARKET_PAGE_SIZE = 12;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(list: readonly T[], raw: string | null): T | undefined =>
  oneOfParam(list, raw) ?? undefined;
const positiveNumber = (raw: string | null) => {
  const value = Number(raw);
  return raw !== null && raw !== "" && Number.isFinite(value) && value > 0 ? value : undefined;
};
const text = (raw: string | null) => (raw?.trim() ? raw.trim().slice(0, 80) : undefined);
const page = (raw: string | null) => positiveParam(raw) ?? 1;

/** The T&M list's filters from the address (?tech=1,2&sen=senior&city=…&remote=1&rate=400&from=…&order=…&page=2). */
export function positionQueryFromParams(params: URLSearchParams): PositionListQuery & { page: number } {
  const technology = (params.get("tech") ?? "")
    .split(",")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .slice(0, 20);
  const from = params.get("from");
  return {
    technology: technology.length ? technology : undefined,
    seniority: oneOf(SENIORITIES, params.get("sen")),
    city: text(params.get("city")),
    remote: params.get("remote") === "1" ? true : undefined,
    rate_min: positiveNumber(params.get("rate")),
    date_from: from && DAY.test(from) ? from : undefined,
    order: oneOf(POSITION_SORTS, params.get("order")) ?? "recent",
    page: page(params.get("page")),
    limit: MARKET_PAGE_SIZE,
  };
}

/** The FP list's filters from the address (?city=…&remote=1&budget=…&from=…&order=…&page=…). */
export function projectQueryFromParams(params: URLSearchParams): FixedPriceListQuery & { page: number } {
  const from = params.get("from");
  return {
    city: text(params.get("city")),
    remote: params.get("remote") === "1" ? true : undefined,
    budget_min: positiveNumber(params.get("budget")),
    date_from: from && DAY.test(from) ? from : undefined,
    order: oneOf(FIXED_PRICE_SORTS, params.get("order")) ?? "recent",
    page: page(params.get("page")),
    limit: MARKET_PAGE_SIZE,
  };
}
