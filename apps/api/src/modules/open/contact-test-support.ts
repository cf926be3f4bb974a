import { eq } from "drizzle-orm";
import { openContact } from "../../db/schema/index.ts";
import { lastMailTo, nextVat, type TestHarness } from "../../test/app.ts";

/** Test helpers of the open leads: the visitor's registration link read from the outbox, a registration body. */
export function contactKit(t: TestHarness) {
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url, payload });
  const get = (url: string) => t.app.inject({ method: "GET", url });

  /** The contact token of the newest mail to `email` (the `contact` parameter of its registration link). */
  async function contactTokenOf(email: string) {
    const found = await lastMailTo(t.database.db, email, "/authentication/register");
    if (!found?.link) throw new Error(`no registration link mailed to ${email}`);
    const url = new URL(found.link);
    return { mail: found.mail, url, token: url.searchParams.get("contact") ?? "" };
  }

  const registerBody = (email: string, contactToken: string, overrides: Record<string, unknown> = {}) => ({
    role_id: 2,
    firstname: "Carla",
    lastname: "Verdi",
    email,
    password: "Segreta2026",
    company_name: "Verdi Spa",
    vat_number: nextVat(),
    foreign_company: 0,
    language: "it",
    terms_accepted: true,
    contact_token: contactToken,
    ...overrides,
  });

  const leadsOf = (email: string) =>
    t.database.db.select().from(openContact).where(eq(openContact.email, email));

  return { post, get, contactTokenOf, registerBody, leadsOf };
}
