import {
  DEFAULT_DOCUMENTATION_SETTINGS,
  DOCUMENTATION_DEADLINE_KEY,
  DOCUMENTATION_SETTINGS_KEY,
  type DocumentationSettings,
  documentationDeadlineFrom,
  documentationSettingsSchema,
} from "@mkt/contracts";
import type { SettingsStore } from "../../lib/settings.ts";

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
 * Days a company has to send its documentation (app_setting `documentation_deadline_days`, edited on the
 * configuration page): 30 when absent or not a whole number from 1 to 365.
 */
export async function documentationDeadlineDays(settings: SettingsStore): Promise<number> {
  return documentationDeadlineFrom(await settings.get<unknown>(DOCUMENTATION_DEADLINE_KEY));
}
