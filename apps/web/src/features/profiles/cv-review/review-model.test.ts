import type { CvDraft } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { confirmCheck, decide, itemOfPath, keptValues, pendingItems, reviewStateOf } from "./review-model.ts";

const base: CvDraft = {
  cv_upload_id: "7d3f0c5e-2a41-4b8e-9c1d-5e6f7a8b9c0d",
  filename: "cv.pdf",
  kind: "pdf",
  text_length: 500,
  draft: {
    firstname: "Luca",
    lastname: null,
    title: null,
    seniority: "junior",
    email: null,
    phone: null,
    city: "Roma",
    skills: [],
    languages: [],
    experiences: [
      {
        company: "A",
        role: "Dev",
        start_date: "2020-01-01",
        end_date: null,
        description: null,
        technology_ids: [],
      },
      {
        company: "B",
        role: "",
        start_date: "2018-01-01",
        end_date: "2019-01-01",
        description: null,
        technology_ids: [],
      },
    ],
    experience_years: 6,
  },
};

describe("CV review model", () => {
  it("lists required items even when empty; without confidences everything waits for the user", () => {
    const state = reviewStateOf(base);
    expect(state.items.map((i) => i.key)).toEqual([
      "name",
      "title",
      "seniority",
      "city",
      "experiences.0",
      "experiences.1",
    ]);
    expect(state.items.find((i) => i.key === "title")?.confidence).toBe(0);
    expect(pendingItems(state)).toHaveLength(6);
  });

  it("starts items at or above the threshold accepted, and refuses to drop a required one", () => {
    const state = reviewStateOf({
      ...base,
      draft: { ...base.draft, confidence: { name: 0.6, seniority: 0.59, city: 0.9, experiences: 0.7 } },
    });
    expect(state.decisions).toMatchObject({ name: "accepted", seniority: "pending", city: "accepted" });
    expect(decide(state, "name", "dropped").decisions.name).toBe("accepted");
    expect(decide(state, "city", "dropped").decisions.city).toBe("dropped");
  });

  it("builds the kept values and maps the schema's paths back to the items, dropped ones left out", () => {
    let state = reviewStateOf({ ...base, draft: { ...base.draft, lastname: "Neri", title: "Dev" } });
    state = decide(state, "experiences.0", "dropped");
    state = decide(state, "city", "dropped");
    const kept = keptValues(state);
    expect(kept.city).toBe("");
    expect(kept.experiences.map((e) => e.company)).toEqual(["B"]);
    // experiences.0 of the kept list is the draft's second experience.
    expect(itemOfPath(state, ["experiences", 0, "role"])?.key).toBe("experiences.1");
    for (const item of pendingItems(state)) state = decide(state, item.key, "accepted");
    const check = confirmCheck(state);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.invalid.map((i) => i.key)).toEqual(["experiences.1"]);
  });
});
