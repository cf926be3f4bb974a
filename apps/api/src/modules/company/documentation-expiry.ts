import { formatDayMonthYear, requiredKinds } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { writeAuditLog } from "../auth/index.ts";
import { type DocumentationNotice, mailEditors, notifyEditors } from "./documentation-notices.ts";
import { documentationDeadlineDays, readDocumentationSettings } from "./documentation-settings.ts";
import {
  claimExpiringDocuments,
  companiesWithExpiredDocuments,
  findDocumentedCompany,
  moveDocumentationStatus,
} from "./queries/documentation.ts";

const dayLabel = (day: string) => formatDayMonthYear(new Date(`${day}T00:00:00Z`));

type Mail = {
  target: { id: number; type: string; name: string };
  recipients: Awaited<ReturnType<typeof notifyEditors>>;
  notice: DocumentationNotice;
};

async function sendAll(ctx: AppContext, mails: Mail[]) {
  for (const mail of mails) await mailEditors(ctx, mail.target, mail.recipients, mail.notice);
}

/**
 * Reminds each company of its documents expiring within the configured lead time, once per document: the
 * UPDATE that claims them marks them reminded, so instances running the job together never remind twice.
 * Answers the ids of the companies reminded.
 */
export async function remindExpiringDocuments(ctx: AppContext): Promise<number[]> {
  const settings = await readDocumentationSettings(ctx.settings);
  const mails = await ctx.database.db.transaction(async (tx) => {
    const claimed = await claimExpiringDocuments(
      tx,
      settings.reminder_days,
      settings.kinds.map((k) => k.code),
    );
    const out: Mail[] = [];
    for (const document of claimed) {
      const target = await findDocumentedCompany(tx, document.companyId);
      if (!target || !document.expiresAt) continue;
      const notice = {
        type: "document_expiring",
        document: document.filename,
        date: dayLabel(document.expiresAt),
      } as const;
      out.push({ target, notice, recipients: await notifyEditors(tx, ctx.bus, target, notice) });
    }
    return out;
  });
  await sendAll(ctx, mails);
  return [...new Set(mails.map((m) => m.target.id))];
}

/**
 * A company under revision or approved whose required document expired (and no valid one of its kind is left)
 * goes back to missing (§4 status 4) with a new deadline; the move is a compare-and-set, so only one instance
 * audits, notifies and e-mails it. Answers the ids of the companies moved.
 */
export async function expireDocumentation(ctx: AppContext): Promise<number[]> {
  const db = ctx.database.db;
  const settings = await readDocumentationSettings(ctx.settings);
  const candidates = await companiesWithExpiredDocuments(db);
  const expiredKind = new Map<number, string>();
  for (const c of candidates) {
    const required = requiredKinds(settings, c.type).map((k) => k.code);
    if (required.includes(c.kind) && !expiredKind.has(c.companyId)) expiredKind.set(c.companyId, c.kind);
  }
  if (expiredKind.size === 0) return [];
  const days = await documentationDeadlineDays(ctx.settings);
  const moved: number[] = [];
  for (const [companyId, kind] of expiredKind) {
    const label = settings.kinds.find((k) => k.code === kind);
    const mail = await db.transaction(async (tx) => {
      const target = await findDocumentedCompany(tx, companyId);
      if (!target || !(await moveDocumentationStatus(tx, companyId, [1, 2], 4, days))) return null;
      const after = await findDocumentedCompany(tx, companyId);
      await writeAuditLog(tx, {
        action: "documentation_expired",
        actor: { userId: null, assumedByUserId: null, ip: null },
        subjectCompanyId: companyId,
        details: {
          kind,
          document: label?.label_en ?? kind,
          doc_status_before: target.docStatus,
          doc_status_after: 4,
        },
      });
      const notice = {
        type: "documentation_expired",
        document: label ? `${label.label_it} / ${label.label_en}` : kind,
        date: after?.docLimitDate ? dayLabel(after.docLimitDate) : undefined,
      } as const;
      return { target, notice, recipients: await notifyEditors(tx, ctx.bus, target, notice) };
    });
    if (mail) {
      moved.push(companyId);
      await sendAll(ctx, [mail]);
    }
  }
  return moved;
}
