/** The sections of a CV by their headings, in Italian and English. */

export type SectionKind =
  | "experience"
  | "education"
  | "skills"
  | "languages"
  | "certifications"
  | "personal"
  | "other";

/** Headings as letters only (lower case, no spaces or accents), so "EDU CATION" and "Esperienze:" are found too. */
const HEADINGS: Record<Exclude<SectionKind, "other">, string[]> = {
  experience: [
    "experience",
    "experiences",
    "workexperience",
    "workexperiences",
    "professionalexperience",
    "professionalexperiences",
    "employment",
    "employmenthistory",
    "workhistory",
    "careerhistory",
    "career",
    "jobexperiences",
    "research",
    "researchexperience",
    "relevantexperience",
    "relevantworkexperience",
    "volunteerexperience",
    "volunteerwork",
    "esperienza",
    "esperienze",
    "esperienzaprofessionale",
    "esperienzeprofessionali",
    "esperienzalavorativa",
    "esperienzelavorative",
    "carriera",
  ],
  education: [
    "education",
    "educationandtraining",
    "academicbackground",
    "academiceducation",
    "studies",
    "qualifications",
    "professionaldevelopment",
    "istruzione",
    "istruzioneeformazione",
    "formazione",
    "titolidistudio",
    "percorsodistudi",
    "studi",
  ],
  skills: [
    "skills",
    "skill",
    "technicalskills",
    "keyskills",
    "mainskills",
    "coreskills",
    "skillsmatrix",
    "skillsandtools",
    "technologies",
    "techstack",
    "competencies",
    "corecompetencies",
    "strengths",
    "programming",
    "tools",
    "competenze",
    "competenzetecniche",
    "competenzeinformatiche",
    "competenzedigitali",
    "competenzeprofessionali",
    "conoscenzeinformatiche",
    "capacitaecompetenzetecniche",
    "capacitaecompetenzeinformatiche",
    "abilita",
    // Soft skills: a list in the CVs that give them a heading (Europass's prose sections stay "other").
    "softskills",
    "interpersonalskills",
    "transferableskills",
    "competenzetrasversali",
    "competenzetrasversalisoftskills",
  ],
  languages: [
    "languages",
    "language",
    "languageskills",
    "foreignlanguages",
    "lingue",
    "lingua",
    "linguestraniere",
    "conoscenzelinguistiche",
    "competenzelinguistiche",
    "capacitaecompetenzelinguistiche",
  ],
  certifications: [
    "certifications",
    "certification",
    "certificates",
    "certificate",
    "licensesandcertifications",
    "licensescertifications",
    "certificationsandawards",
    "certificazioni",
    "certificazione",
    "certificati",
    "attestati",
    "attestatiecertificazioni",
  ],
  personal: [
    "personalinformation",
    "personaldata",
    "contacts",
    "contact",
    "informazionipersonali",
    "datipersonali",
    "contatti",
  ],
};

const OTHER = [
  "summary",
  "profile",
  "professionalsummary",
  "about",
  "aboutme",
  "objective",
  "introduction",
  "interests",
  "hobbies",
  "publications",
  "projects",
  "personalprojects",
  "awards",
  "honors",
  "honorsandawards",
  "references",
  "referees",
  "coursework",
  "links",
  "volunteer",
  "volunteering",
  "patents",
  "otherinformation",
  "additionalinformation",
  "otherskills",
  "profilo",
  "profiloprofessionale",
  "sommario",
  "obiettivo",
  "interessi",
  "hobby",
  "pubblicazioni",
  "progetti",
  "premi",
  "riconoscimenti",
  "referenze",
  "ulterioriinformazioni",
  "altreinformazioni",
  "patente",
  "patentediguida",
  "competenzepersonali",
  "competenzecomunicative",
  "competenzeorganizzativeegestionali",
  "capacitaecompetenzeorganizzative",
  "capacitaecompetenzerelazionali",
  "altrecapacitaecompetenze",
  "allegati",
  "trattamentodeidatipersonali",
];

const KIND = new Map<string, SectionKind>([
  ...Object.entries(HEADINGS).flatMap(([kind, words]) => words.map((w) => [w, kind as SectionKind] as const)),
  ...OTHER.map((w) => [w, "other" as SectionKind] as const),
]);

/** Headings that are also the labels of an entry's details ("Tools⇥Eclipse", "Languages⇥Java • PHP"). */
const DETAIL_LABELS = new Set([
  "tools",
  "programming",
  "technologies",
  "languages",
  "language",
  "strengths",
  "competencies",
]);

/** Letters only, lower case, accents dropped. */
function letters(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFD").toLowerCase()) if (ch >= "a" && ch <= "z") out += ch;
  return out;
}

/**
 * The section a line opens, or null for a line that is not a heading. A heading is a short line made only of a
 * known heading (letters, spaces, "&", "/", a trailing colon); a Europass label column puts it before a tab, with
 * the section's first value after it ("COMPETENZE PERSONALI⇥Lingua madre…").
 */
export function headingOf(line: string): SectionKind | null {
  const [head = "", ...values] = line.split("\t");
  if (head.length > 48 || /\d/.test(head)) return null;
  // With a value after it, a label that also names an entry's details opens a section only in capitals (as
  // Europass writes them): "Tools⇥Eclipse" or "Languages⇥Java" inside an entry are details, not headings.
  if (values.join("").trim() && head !== head.toUpperCase() && DETAIL_LABELS.has(letters(head))) return null;
  const key = letters(head.replace(/&|\band\b|\be\b/gi, "and"));
  return KIND.get(key) ?? KIND.get(letters(head)) ?? null;
}

export type Section = { kind: SectionKind | "top"; lines: string[] };

/** The lines split at headings; the lines before the first heading are the "top" section. */
export function splitSections(lines: readonly string[]): Section[] {
  const sections: Section[] = [{ kind: "top", lines: [] }];
  for (const line of lines) {
    const kind = headingOf(line);
    if (kind) {
      sections.push({ kind, lines: [] });
      const rest = line.split("\t").slice(1).join("\t").trim();
      if (rest) sections[sections.length - 1]?.lines.push(rest);
    } else sections[sections.length - 1]?.lines.push(line);
  }
  return sections;
}
