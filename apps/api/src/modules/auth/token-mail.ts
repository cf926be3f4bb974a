import type { Language } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import { renderMail, type TemplateName } from "../../mail/templates.ts";

const BRAND_NAME = "Marketplace";

/** The mail carrying an account link (confirmation, password reset, password changed), in the user's language. */
export async function sendTokenMail(
  ctx: AppContext,
  template: TemplateName,
  row: { email: string; firstname: string; language: string },
  url: string,
) {
  const language: Language = normalizeLanguage(row.language);
  await ctx.mailer.send(
    renderMail(template, language, {
      to: row.email,
      name: row.firstname,
      actionUrl: url,
      brandName: BRAND_NAME,
    }),
  );
}
