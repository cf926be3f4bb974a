import {
  DEFAULT_DOCUMENTATION_SETTINGS,
  DOCUMENTATION_DEADLINE_KEY,
  DOCUMENTATION_SETTINGS_KEY,
  type DocumentationSettings,
  documentationDeadlineFrom,
  documentationSettingsSchema,
} from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import type { SettingsStore } from "../../lib/settings.ts";
import { type AuditActor, writeAuditLog } from "../auth/index.ts";

/**
 * The configured document kinds and reminder lead time (app_setting `company_documentation`), or the defaults
 * while the Administrator has saved none (or a stored value no longer fits the schema).
 */
export async function readDocumentationSettings(settings: SettingsStore): Promise<DocumentationSettings> {
  const parsed = documentationSettingsSchema.safeParse(await settings.get(DOCUMENTATION_SETTINGS_KEY));
  return parsed.success ? parsed.data : DEFAULT_DOCUMENTATION_SETTINGS;
}

export async function saveDocumentationSettings(
  settings: SettingsStore,
  value: DocumentationSettings,
): Promise<DocumentationSettings> {
  await settings.set(DOCUMENTATION_SETTINGS_KEY, value);
  return value;
}

/**
 * The Administrator replaces the document kinds (PUT admin/documentation/settings); the audit log keeps the kinds
 * added and removed and the whole list before and after. Documents of a removed kind stay (docs/back-office.md).
 */
export async function changeDocumentationSettings(
  ctx: AppContext,
  actor: AuditActor,
  value: DocumentationSettings,
): Promise<DocumentationSettings> {
  const before = await readDocumentationSettings(ctx.settings);
  const saved = await saveDocumentationSettings(ctx.settings, value);
  const codes = (s: DocumentationSettings) => s.kinds.map((k) => k.code);
  await writeAuditLog(ctx.database.db, {
    action: "documentation_settings_changed",
    actor,
    details: {
      added: codes(saved).filter((c) => !codes(before).includes(c)),
      removed: codes(before).filter((c) => !codes(saved).includes(c)),
      before,
      after: saved,
    },
  });
  return saved;
}

/**
 * Days a company has to send its documentation (app_setting `documentation_deadline_days`, edited on the
 * configuration page): 30 when absent or not a whole number from 1 to 365.
 */
export async function documentationDeadlineDays(settings: SettingsStore): Promise<number> {
  return documentationDeadlineFrom(await settings.get<unknown>(DOCUMENTATION_DEADLINE_KEY));
}
