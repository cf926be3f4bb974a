import { DOCUMENT_EDITOR_ROLES, type Language } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import type { AppContext } from "../../lib/context.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import { companyPublicUrl } from "../../lib/public-url.ts";
import { renderMail } from "../../mail/templates.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import { notifyUsers } from "../notifications/index.ts";
import { enabledUsersWithRoles } from "./queries/review.ts";

/** The company's profile page that shows its documentation, for notification and mail links. */
export function documentationPath(companyType: string): string | undefined {
  if (companyType === "client") return "/company_profile";
  if (companyType === "supplier" || companyType === "academy" || companyType === "freelance")
    return "/company_profile_supplier";
  return undefined;
}

export type DocumentationNotice = {
  type: "documentation_approved" | "documentation_blocked" | "document_expiring" | "documentation_expired";
  note?: string | undefined;
  document?: string | undefined;
  /** dd/mm/yyyy: the expiry day, or the new deadline. */
  date?: string | undefined;
};

const ICONS: Record<DocumentationNotice["type"], string> = {
  documentation_approved: "verified",
  documentation_blocked: "block",
  document_expiring: "schedule",
  documentation_expired: "report",
};

type Recipient = { id: number; email: string; firstname: string; language: string | null };

/**
 * Notifies the company's owners and managers inside the caller's transaction; answers who to e-mail once it
 * commits (mailEditors).
 */
export async function notifyEditors(
  tx: DbOrTx,
  bus: RealtimeBus,
  target: { id: number; type: string },
  notice: DocumentationNotice,
): Promise<Recipient[]> {
  const recipients = await enabledUsersWithRoles(tx, target.id, [...DOCUMENT_EDITOR_ROLES]);
  const link = documentationPath(target.type);
  await notifyUsers(
    tx,
    bus,
    recipients.map((r) => r.id),
    {
      type: notice.type,
      params: {
        ...(notice.note ? { note: notice.note } : {}),
        ...(notice.document ? { document: notice.document } : {}),
        ...(notice.date ? { date: notice.date } : {}),
      },
      icon: ICONS[notice.type],
      ...(link ? { link } : {}),
    },
  );
  return recipients;
}

/** E-mails the notice to each recipient in their language, linking to the company's brand host. */
export async function mailEditors(
  ctx: AppContext,
  target: { id: number; type: string; name: string },
  recipients: Recipient[],
  notice: DocumentationNotice,
): Promise<void> {
  if (recipients.length === 0) return;
  const base = await companyPublicUrl(ctx, ctx.database.db, target.id);
  const link = documentationPath(target.type) ?? "/notifications";
  for (const recipient of recipients) {
    const language: Language = normalizeLanguage(recipient.language);
    await ctx.mailer.send(
      renderMail(notice.type, language, {
        to: recipient.email,
        name: recipient.firstname,
        company: target.name,
        actionUrl: `${base}${link}`,
        brandName: "Marketplace",
        ...(notice.document ? { document: notice.document } : {}),
        ...(notice.note ? { note: notice.note } : {}),
        ...(notice.date ? { date: notice.date } : {}),
      }),
    );
  }
}
