import type { CvDraft } from "@mkt/contracts";
import type { CatalogueEntry } from "../skills.ts";
import { type CvTruth, normalise, sameText } from "./truth.ts";

type Draft = CvDraft["draft"];

/**
 * What the draft of one CV missed or added against its truth, field by field, with the same "same" rules as the
 * score (npm run eval:cv -- DIR --misses): the list to read when working on a field.
 */
export function missesOf(truth: CvTruth, draft: Draft, catalogue: readonly CatalogueEntry[]): string[] {
  const out: string[] = [];
  const line = (label: string, items: readonly string[]) => {
    if (items.length) out.push(`  ${label}: ${items.join(" | ")}`);
  };
  const spellings = new Map(catalogue.map((c) => [c.id, [c.name, ...c.aliases].map(normalise)]));
  if (truth.skills.length) {
    const found = draft.skills.map((s) => ({
      name: s.name,
      spellings: spellings.get(s.technology_id) ?? [normalise(s.name)],
    }));
    line(
      "skills missed",
      truth.skills.filter((t) => !found.some((f) => f.spellings.includes(normalise(t)))),
    );
    line(
      "skills not in the truth",
      found.filter((f) => !truth.skills.some((t) => f.spellings.includes(normalise(t)))).map((f) => f.name),
    );
  }
  line(
    "experiences missed",
    truth.experiences
      .filter((t) => t.start)
      .filter(
        (t) =>
          !draft.experiences.some(
            (f) =>
              sameText(t.role, f.role) &&
              (t.company === null || sameText(t.company, f.company)) &&
              t.start?.slice(0, 4) === f.start_date.slice(0, 4),
          ),
      )
      .map((t) => `${t.role} / ${t.company ?? "—"} / ${t.start}`),
  );
  line(
    "education missed",
    truth.education
      .filter(
        (t) =>
          !(draft.education ?? []).some(
            (f) =>
              (t.degree === null ||
                sameText(t.degree, f.degree) ||
                (f.field !== null && sameText(t.degree, `${f.degree} ${f.field}`))) &&
              (t.institution === null || sameText(t.institution, f.institution)),
          ),
      )
      .map((t) => `${t.degree ?? "—"} / ${t.institution ?? "—"}`),
  );
  line(
    "certifications missed",
    truth.certifications.filter((t) => !(draft.certifications ?? []).some((f) => sameText(t, f.name))),
  );
  return out;
}
