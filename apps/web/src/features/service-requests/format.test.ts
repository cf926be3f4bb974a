import { describe, expect, it } from "vitest";
import { cheapestTargetId, euros } from "./format.ts";
import { target } from "./service-requests-test-support.ts";

const answer = (price: number) => ({
  quote_id: price,
  price,
  delivery_date: "2026-12-01",
  note: "",
  document_name: null,
  created_at: "2026-11-20T10:00:00Z",
});

describe("cheapestTargetId", () => {
  it("gives no badge to the only priced answer", () => {
    expect(cheapestTargetId([target({ id: 1, answer: answer(9500) }), target({ id: 2 })])).toBeNull();
  });

  it("gives no badge before any answer", () => {
    expect(cheapestTargetId([target({ id: 1 }), target({ id: 2 })])).toBeNull();
  });

  it("marks the lowest of two or more prices, the first of equals", () => {
    const targets = [
      target({ id: 1, answer: answer(9500) }),
      target({ id: 2, answer: answer(7200) }),
      target({ id: 3, answer: answer(7200) }),
    ];
    expect(cheapestTargetId(targets)).toBe(2);
  });
});

describe("euros", () => {
  it("is the app's euro format, sign included and four digits grouped", () => {
    expect(euros(1490, "it").replace(/\s/g, " ")).toBe("1.490 €");
    expect(euros(1490, "en")).toBe("€1,490");
  });
});
