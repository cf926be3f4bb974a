import type { Technology } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { certificationNameOf, certificationOptions } from "./certification-pick.ts";

const tech = (id: number, name: string, category: string, extra: Partial<Technology> = {}): Technology => ({
  id,
  name,
  category,
  ...extra,
});

describe("certification name rules", () => {
  it("offers the certification category only, keeping a switched-off entry flagged", () => {
    const options = certificationOptions([
      tech(1, "Java", "language"),
      tech(2, "ITIL 4 Foundation", "certification", { aliases: ["ITIL Foundation"] }),
      tech(3, "Old Cert", "certification", { enabled: false }),
    ]);
    expect(options).toEqual([
      {
        id: 2,
        name: "ITIL 4 Foundation",
        aliases: ["ITIL Foundation"],
        label_it: undefined,
        label_en: undefined,
      },
      {
        id: 3,
        name: "Old Cert",
        aliases: undefined,
        label_it: undefined,
        label_en: undefined,
        enabled: false,
      },
    ]);
  });

  it("links a picked entry, keeps typed text unlinked and empties on clear", () => {
    expect(certificationNameOf({ id: 2, name: "ITIL 4 Foundation" })).toEqual({
      name: "ITIL 4 Foundation",
      technology_id: 2,
    });
    expect(certificationNameOf("Corso interno")).toEqual({ name: "Corso interno", technology_id: null });
    expect(certificationNameOf(null)).toEqual({ name: "", technology_id: null });
  });
});
