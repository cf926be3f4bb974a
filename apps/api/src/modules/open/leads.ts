import {
  OPEN_LEADS_EXPORT_MAX,
  type OpenContactKind,
  type OpenContactStatus,
  type OpenFunnel,
  type OpenLead,
  type openFunnelQuerySchema,
  type openLeadsQuerySchema,
} from "@mkt/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { csvLine } from "../../lib/csv.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import { needSummary } from "./contact-registration.ts";
import { funnelCounts, type LeadFilter, type LeadRow, leadsBatch, leadsPage } from "./queries/leads.ts";

type Query = z.output<typeof openLeadsQuerySchema>;

const filterOf = (q: Query): LeadFilter => ({
  status: q.status,
  kind: q.kind,
  source: q.source || undefined,
  search: q.search || undefined,
  from: q.from,
  to: q.to,
});

function toLead({ lead, profileTitle, registeredCompany }: LeadRow): OpenLead {
  return {
    id: lead.id,
    kind: lead.kind as OpenContactKind,
    status: lead.status as OpenContactStatus,
    email: lead.email,
    firstname: lead.firstname,
    lastname: lead.lastname,
    company_name: lead.companyName,
    profile: lead.profileId !== null && profileTitle ? { id: lead.profileId, title: profileTitle } : null,
    need: needSummary(lead.needPayload),
    utm_source: lead.utmSource,
    utm_medium: lead.utmMedium,
    utm_campaign: lead.utmCampaign,
    caller: lead.caller,
    company:
      lead.companyId !== null && registeredCompany ? { id: lead.companyId, name: registeredCompany } : null,
    created_at: lead.createdAt.toISOString(),
    registered_at: lead.registeredAt ? lead.registeredAt.toISOString() : null,
  };
}

/** GET admin/open-leads: the leads of the filter, newest first. */
export async function listLeads(db: Db, query: Query) {
  const { rows, total } = await leadsPage(db, filterOf(query), pageWindow(query));
  return toPage(query, total, rows.map(toLead));
}

const HEADER = [
  "id",
  "created_at",
  "kind",
  "status",
  "email",
  "firstname",
  "lastname",
  "company_name",
  "profile",
  "need",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "caller",
  "registered_company",
  "registered_at",
];

/** The leads of the filter as CSV, newest first, in keyset batches of 500, at most OPEN_LEADS_EXPORT_MAX rows. */
export async function* leadsCsv(db: Db, query: Query): AsyncGenerator<string> {
  const filter = filterOf(query);
  yield csvLine(HEADER);
  let before: number | null = null;
  let sent = 0;
  while (sent < OPEN_LEADS_EXPORT_MAX) {
    const batch = await leadsBatch(db, filter, before, Math.min(500, OPEN_LEADS_EXPORT_MAX - sent));
    if (batch.length === 0) return;
    for (const row of batch) {
      const l = toLead(row);
      yield csvLine([
        String(l.id),
        l.created_at,
        l.kind,
        l.status,
        l.email,
        l.firstname ?? "",
        l.lastname ?? "",
        l.company_name ?? "",
        l.profile?.title ?? "",
        l.need?.title ?? "",
        l.utm_source ?? "",
        l.utm_medium ?? "",
        l.utm_campaign ?? "",
        l.caller ?? "",
        l.company?.name ?? "",
        l.registered_at ?? "",
      ]);
    }
    sent += batch.length;
    before = batch[batch.length - 1]?.lead.id ?? null;
  }
}

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * GET admin/open-leads/funnel: per UTM source, the visits (open-access tokens created), contacts (leads created),
 * registrations and first needs of the period (the last 30 days by default). Visit tokens are deleted 30 days
 * after they expire, so visits older than that are no longer counted; leads keep their source.
 */
export async function leadsFunnel(
  db: Db,
  query: z.output<typeof openFunnelQuerySchema>,
): Promise<OpenFunnel> {
  const to = query.to ?? isoDay(new Date());
  const from = query.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY));
  const counts = await funnelCounts(db, from, to);
  const rows = new Map<string | null, OpenFunnel["rows"][number]>();
  const row = (source: string | null) => {
    const existing = rows.get(source);
    if (existing) return existing;
    const created = { utm_source: source, visits: 0, contacts: 0, registrations: 0, first_needs: 0 };
    rows.set(source, created);
    return created;
  };
  for (const c of counts.visits) row(c.source).visits = c.n;
  for (const c of counts.contacts) row(c.source).contacts = c.n;
  for (const c of counts.registrations) row(c.source).registrations = c.n;
  for (const c of counts.firstNeeds) row(c.source).first_needs = c.n;
  const sorted = [...rows.values()].sort((a, b) => b.visits - a.visits || b.contacts - a.contacts);
  return { from, to, rows: sorted };
}
