import { count, desc, eq, sql } from "drizzle-orm";
import type { buildApp } from "../app.ts";
import type { Db } from "../db/client.ts";
import { appUser, profile } from "../db/schema/index.ts";

type App = Awaited<ReturnType<typeof buildApp>>;

/** The supplier company with the most profiles (the worst own-company list), and how many it has. */
export async function largestSupplier(db: Db): Promise<{ companyId: number; n: number } | undefined> {
  const [largest] = await db
    .select({ companyId: profile.companyId, n: count() })
    .from(profile)
    .groupBy(profile.companyId)
    .orderBy(desc(count()))
    .limit(1);
  return largest;
}

/**
 * A bench user of the given role in the given company (created, or moved there with a known password), signed in
 * through the real login route: the Authorization header of its session.
 */
export async function benchSignIn(
  app: App,
  db: Db,
  user: { email: string; roleId: number; companyId: number; passwordHash: string; password: string },
): Promise<{ authorization: string }> {
  const { email, roleId, companyId, passwordHash } = user;
  const [existing] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(sql`lower(${appUser.email})`, email));
  if (existing) {
    await db.update(appUser).set({ companyId, roleId, passwordHash }).where(eq(appUser.id, existing.id));
  } else {
    await db.insert(appUser).values({
      companyId,
      roleId,
      firstname: "Bench",
      lastname: "User",
      email,
      passwordHash,
      emailConfirmedAt: new Date(),
    });
  }
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { authorization: `Bearer ${res.json().data.token as string}` };
}
