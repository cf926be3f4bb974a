import { must } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import { findSubscription } from "../plans/index.ts";
import { type Buyer, openCheckout } from "./checkout.ts";
import { describeInvoice } from "./invoice-text.ts";
import type { BillingProvider } from "./provider.ts";
import {
  findCompanyType,
  findCustomerRef,
  findPortalSession,
  insertPortalSession,
  listActivePlansOf,
  listRecentInvoices,
} from "./queries.ts";

const PORTAL_TTL_MS = 30 * 60_000;

export async function openPortal(
  db: Db,
  provider: BillingProvider,
  /** The public URL the buyer is on (lib/public-url.ts): the provider sends them back there. */
  origin: string,
  buyer: Buyer,
  returnPath: string,
) {
  const row = await insertPortalSession(db, {
    companyId: buyer.companyId,
    userId: buyer.userId,
    language: buyer.language,
    returnPath,
    expiresAt: new Date(Date.now() + PORTAL_TTL_MS),
  });
  const customerRef = await findCustomerRef(db, buyer.companyId);
  return provider.startPortal({
    portalId: must(row, "the inserted portal session").id,
    companyId: buyer.companyId,
    customerRef,
    returnUrl: `${origin}${returnPath}`,
  });
}

/** The portal's data: its session, the subscription and plan, the invoices, and the plans one can switch to. */
export async function portalData(db: Db, portalId: string) {
  const session = await findPortalSession(db, portalId);
  if (!session || session.expiresAt.getTime() < Date.now()) throw new AppError("billing.checkout_closed");
  const sub = await findSubscription(db, session.companyId);
  const language = normalizeLanguage(session.language);
  // Each invoice's description in the portal's language (issue 20).
  const invoices = (await listRecentInvoices(db, session.companyId, 50)).map((row) => ({
    ...row.invoice,
    description: describeInvoice(row, language),
  }));
  const audience = sub?.plan.audience ?? "client";
  const plans = (await listActivePlansOf(db, audience)).filter((p) => Number(p.priceYear) > 0);
  return { session, sub, invoices, plans, language };
}

/** The portal's plan switch: a new checkout for the chosen plan, bought by the portal's company. */
export async function checkoutFromPortal(
  db: Db,
  provider: BillingProvider,
  origin: string,
  portalId: string,
  planId: number,
) {
  const data = await portalData(db, portalId);
  const companyType = await findCompanyType(db, data.session.companyId);
  return openCheckout(
    db,
    provider,
    origin,
    {
      companyId: data.session.companyId,
      userId: data.session.userId,
      companyType: companyType ?? "client",
      language: data.language,
      email: null,
    },
    { plan_id: planId, addon: false, return_path: data.session.returnPath },
  );
}
