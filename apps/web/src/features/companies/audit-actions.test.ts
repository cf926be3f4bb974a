import { AUDIT_ACTIONS } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import en from "../../locales/en/companies.json";
import it_ from "../../locales/it/companies.json";
import { auditActionKey } from "./audit-actions.ts";

const text = (texts: unknown, key: string) =>
  key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

describe("audit log actions", () => {
  it("every action the API can write has a name in Italian and in English, and no name is left without one", () => {
    for (const texts of [it_, en]) {
      for (const action of AUDIT_ACTIONS)
        expect(text(texts, auditActionKey(action)), action).toBeTypeOf("string");
      expect(Object.keys(texts.auditLog.actions).sort()).toEqual(
        AUDIT_ACTIONS.map((a) => auditActionKey(a).split(".").at(-1)).sort(),
      );
    }
  });
});
