import {
  type OpenContactKind,
  type OpenContactStatus,
  openFunnelSchema,
  openLeadsPageSchema,
} from "@mkt/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../shared/api/http-client.ts";

export const LEADS_PAGE_SIZE = 25;

/** The filters of the staff leads screen, as the screen holds them ("" = any). */
export type LeadFilters = {
  page: number;
  status: OpenContactStatus | "";
  kind: OpenContactKind | "";
  source: string;
  search: string;
  /** YYYY-MM-DD, "" for none; also the funnel's period. */
  from: string;
  to: string;
};

export const EMPTY_LEAD_FILTERS: LeadFilters = {
  page: 1,
  status: "",
  kind: "",
  source: "",
  search: "",
  from: "",
  to: "",
};

/** A period whose end comes before its start is not asked for (the API would refuse it on 'to'). */
export const periodReversed = (f: Pick<LeadFilters, "from" | "to">) =>
  Boolean(f.from && f.to && f.to < f.from);

/** The query of GET admin/open-leads (and of its CSV, without page and limit) for the filters. */
export function leadsQuery(filters: LeadFilters) {
  return {
    page: filters.page,
    limit: LEADS_PAGE_SIZE,
    status: filters.status || undefined,
    kind: filters.kind || undefined,
    source: filters.source || undefined,
    search: filters.search || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

/** The CSV address of the filters (every matching lead, not only the page shown). */
export function leadsCsvPath(filters: LeadFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(leadsQuery(filters)))
    if (value !== undefined && key !== "page" && key !== "limit") query.set(key, String(value));
  const text = query.toString();
  return text ? `admin/open-leads.csv?${text}` : "admin/open-leads.csv";
}

/** GET admin/open-leads (staff): one page of leads for the filters. */
export function useOpenLeads(filters: LeadFilters) {
  return useQuery({
    queryKey: ["admin", "open-leads", filters] as const,
    queryFn: ({ signal }) =>
      apiRequest("admin/open-leads", openLeadsPageSchema, { auth: true, signal, query: leadsQuery(filters) }),
    placeholderData: keepPreviousData,
    enabled: !periodReversed(filters),
  });
}

/** GET admin/open-leads/funnel (staff): visits → contacts → registrations → first needs per source. */
export function useOpenFunnel(from: string, to: string) {
  return useQuery({
    queryKey: ["admin", "open-leads", "funnel", from, to] as const,
    queryFn: ({ signal }) =>
      apiRequest("admin/open-leads/funnel", openFunnelSchema, {
        auth: true,
        signal,
        query: { from: from || undefined, to: to || undefined },
      }),
    placeholderData: keepPreviousData,
    enabled: !periodReversed({ from, to }),
  });
}
