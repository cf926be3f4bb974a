import { describe, expect, it } from "vitest";
import { databaseUnavailableReason, isDatabaseUnavailable } from "./connection-errors.ts";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises a refused, reset or timed-out connection and the server's shutdown states", () => {
    for (const code of [
      "ECONNREFUSED",
      "ECONNRESET",
      "ETIMEDOUT",
      "57P01",
      "57P02",
      "57P03",
      "08006",
      "08001",
    ]) {
      expect(databaseUnavailableReason(withCode(code))).toBe(code);
    }
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("looks through Drizzle's wrapper and an AggregateError (localhost tried on IPv4 and IPv6)", () => {
    const aggregate = new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")], "");
    const wrapped = new Error("Failed query: select $1 params: secret@example.com", { cause: aggregate });
    expect(databaseUnavailableReason(wrapped)).toBe("ECONNREFUSED");
  });

  it("leaves other errors alone (a unique violation, a bug, a non-error)", () => {
    expect(isDatabaseUnavailable(withCode("23505"))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
