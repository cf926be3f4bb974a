import { ROLE, type SessionUser } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { avatarMenu, shellHost, showsSidebar, topBarItems, toShellUser } from "./shell-rules.ts";

const user = (over: Partial<SessionUser> = {}): SessionUser =>
  ({
    id: 7,
    role: "Client",
    role_id: ROLE.CLIENT,
    logicRole: null,
    domain_url: null,
    n_max_supplier: null,
    id_plan_purchase: null,
    assumedUser: false,
    ...over,
  }) as SessionUser;

const everything = ["manage_users", "manage_users_supplier", "chat"].map((state) => ({ state, status: 1 }));

describe("shell rules", () => {
  it("reads the session user with the version in use and the company's functions", () => {
    expect(toShellUser(user({ role_id: ROLE.SUPPLIER }), 1, everything)).toMatchObject({
      roleId: ROLE.SUPPLIER,
      versionProduct: 1,
      functions: everything,
    });
  });

  it("shows the credit pill and Upgrade once the plans screens exist, chat only with its screen", () => {
    const client = toShellUser(user({ role_id: ROLE.CLIENT }), 2, everything);
    expect(topBarItems(client, shellHost(false))).toEqual({ chat: true, creditPill: true, upgrade: false });
    const supplier = toShellUser(user({ role_id: ROLE.SUPPLIER }), 2, everything);
    expect(topBarItems(supplier, shellHost(false))).toEqual({
      chat: true,
      creditPill: false,
      upgrade: true,
    });
    expect(topBarItems(supplier, shellHost(true)).upgrade).toBe(false);
    expect(topBarItems(toShellUser(user(), 1, everything), shellHost(false)).creditPill).toBe(false);
  });

  it("offers only avatar items whose screens exist, and Return Back to an assumed user", () => {
    const client = avatarMenu(toShellUser(user(), 2, everything));
    expect(client).toEqual({
      myProfile: "my_profile",
      companyProfile: true,
      manageUsers: "/manage_users",
      myPlans: "/my_plans",
      planCard: true,
      signOut: "sign_out",
    });
    const student = avatarMenu(
      toShellUser(user({ role_id: ROLE.PROFILE_ACCADEMY, logicRole: "studentAcademyLazy" }), 2, []),
    );
    expect(student.myProfile).toBe("password");
    expect(avatarMenu(toShellUser(user({ assumedUser: true }), 2, [])).signOut).toBe("return_back");
  });

  it("hides the sidebar and chat on the distributor brand's host only", () => {
    const client = toShellUser(user({ role_id: ROLE.CLIENT }), 2, everything);
    expect(showsSidebar(shellHost(false, true))).toBe(false);
    expect(showsSidebar(shellHost(false, false))).toBe(true);
    expect(showsSidebar(shellHost(false))).toBe(true);
    expect(topBarItems(client, shellHost(false, true)).chat).toBe(false);
    expect(topBarItems(client, shellHost(false, false)).chat).toBe(true);
  });
});
