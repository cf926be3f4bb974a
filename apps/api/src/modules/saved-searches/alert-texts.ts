import type { Language, SavedSearchKind } from "@mkt/contracts";

const COPY: Record<Language, Record<SavedSearchKind, { one: string; many: string }>> = {
  it: {
    profiles: { one: "1 nuovo profilo: {{names}}", many: "{{n}} nuovi profili: {{names}}" },
    services: { one: "1 nuovo servizio: {{names}}", many: "{{n}} nuovi servizi: {{names}}" },
  },
  en: {
    profiles: { one: "1 new profile: {{names}}", many: "{{n}} new profiles: {{names}}" },
    services: { one: "1 new service: {{names}}", many: "{{n}} new services: {{names}}" },
  },
};

/** A search's line in the alert e-mail: how many appeared and the first names ("…" when there are more). */
export function alertLine(language: Language, kind: SavedSearchKind, total: number, names: string[]): string {
  const copy = COPY[language][kind];
  const listed = `${names.join(", ")}${total > names.length ? ", …" : ""}`;
  return (total === 1 ? copy.one : copy.many).replace("{{n}}", String(total)).replace("{{names}}", listed);
}
