/** Labelled rows of an education entry as Europass and its generators write them ("Name⇥…", "Dates⇥…"). */

/** Letters only, lower case, accents dropped ("Titolo della qualifica rilasciata" → "titolodellaqualificarilasciata"). */
function letters(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFD").toLowerCase()) if (ch >= "a" && ch <= "z") out += ch;
  return out;
}

const LABELS: Record<StudyRow["kind"], readonly string[]> = {
  degree: [
    "name",
    "nome",
    "title",
    "titolo",
    "degree",
    "qualification",
    "qualificationawarded",
    "titleofqualificationawarded",
    "qualifica",
    "qualificaconseguita",
    "titolodellaqualificarilasciata",
    "titolodistudio",
    "titoloconseguito",
  ],
  school: [
    "institution",
    "istituto",
    "school",
    "scuola",
    "university",
    "universita",
    "organisation",
    "organization",
    "nameandtypeoforganisationprovidingeducationandtraining",
    "nameandtypeoforganizationprovidingeducationandtraining",
    "nomeetipodorganizzazioneerogatricedellistruzioneeformazione",
    "nomeetipodistitutodiistruzioneoformazione",
    "ente",
    "entediformazione",
  ],
  dates: ["dates", "date", "datedaa", "datefromto", "periodo", "period"],
};
const KIND = new Map(
  Object.entries(LABELS).flatMap(([kind, labels]) =>
    labels.map((l) => [l, kind as StudyRow["kind"]] as const),
  ),
);

export type StudyRow = { kind: "degree" | "school" | "dates"; value: string };

/** The row's kind and value when the line is "Label⇥Value" with a known label, else null. */
export function studyRow(line: string): StudyRow | null {
  const tab = line.indexOf("\t");
  if (tab <= 0 || tab > 90) return null;
  const kind = KIND.get(letters(line.slice(0, tab)));
  const value = line.slice(tab + 1).trim();
  return kind && value ? { kind, value } : null;
}
