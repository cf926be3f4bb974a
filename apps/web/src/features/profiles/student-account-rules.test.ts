import type { StudentAccount } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { studentAccountView } from "./student-account-rules.ts";

const account = (id: number, extra: Partial<StudentAccount> = {}): StudentAccount => ({
  user_id: id,
  firstname: "Sara",
  lastname: `Neri ${id}`,
  email: `s${id}@academy.test`,
  status: "active",
  profile: null,
  ...extra,
});
const linkedTo = (profileId: number) => ({ id: profileId, firstname: "A", lastname: "B", title: "Dev" });

describe("studentAccountView", () => {
  it("shows the account linked to this profile", () => {
    const mine = account(2, { profile: linkedTo(7) });
    expect(studentAccountView([account(1), mine], 7)).toEqual({ kind: "linked", account: mine });
  });

  it("offers the free accounts (invited ones too), leaving out deactivated and linked-elsewhere ones", () => {
    const free = account(1);
    const invited = account(4, { status: "invited" });
    const view = studentAccountView(
      [free, account(2, { status: "disabled" }), account(3, { profile: linkedTo(9) }), invited],
      7,
    );
    expect(view).toEqual({ kind: "choose", candidates: [free, invited] });
  });

  it("tells apart an academy without student users from one whose students are all taken", () => {
    expect(studentAccountView([], 7)).toEqual({ kind: "no_students" });
    expect(
      studentAccountView([account(2, { status: "disabled" }), account(3, { profile: linkedTo(9) })], 7),
    ).toEqual({ kind: "none_free" });
  });
});
