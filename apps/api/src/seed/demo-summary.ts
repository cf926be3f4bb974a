import type { Rng } from "./demo-prng.ts";

const CLIENT_SECTORS: readonly (readonly [it: string, en: string])[] = [
  ["clienti del settore bancario", "banking clients"],
  ["compagnie assicurative", "insurers"],
  ["aziende del retail", "retailers"],
  ["aziende manifatturiere", "manufacturers"],
  ["utility energetiche", "energy utilities"],
  ["operatori di telecomunicazioni", "telecom operators"],
  ["la pubblica amministrazione", "the public sector"],
  ["aziende farmaceutiche", "pharmaceutical companies"],
];

export type SummaryInput = {
  title: string;
  topicIt: string;
  topicEn: string;
  experienceYears: number;
  skills: readonly string[];
  student: boolean;
  remote: boolean;
  english: boolean;
};

function yearsIt(n: number): string {
  if (n < 1) return "meno di un anno";
  return n === 1 ? "un anno" : `${n} anni`;
}

function yearsEn(n: number): string {
  if (n < 1) return "less than a year";
  return n === 1 ? "one year" : `${n} years`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A one- or two-sentence profile summary, in Italian or English as consultants write them. */
export function buildSummary(rng: Rng, input: SummaryInput): string {
  const [s1 = "", s2 = "", s3] = input.skills;
  const [sectorIt, sectorEn] = rng.pick(CLIENT_SECTORS);
  if (input.student) {
    if (input.english) {
      return `Recently completed an academy programme in ${input.topicEn}, with hands-on projects using ${s1} and ${s2}. Looking for a first project to grow in.`;
    }
    return rng.chance(0.5)
      ? `Percorso di formazione in ${input.topicIt} presso l'academy, con progetti pratici su ${s1} e ${s2}.`
      : `Appena concluso il bootcamp in ${input.topicIt}: cerca il primo progetto in cui crescere con ${s1} e ${s2}.`;
  }
  const three = s3 ? `${s1}, ${s2} e ${s3}` : `${s1} e ${s2}`;
  const threeEn = s3 ? `${s1}, ${s2} and ${s3}` : `${s1} and ${s2}`;
  if (input.english) {
    const first = rng.chance(0.5)
      ? `${input.title} with ${yearsEn(input.experienceYears)} of experience in ${input.topicEn}, mainly with ${s1} and ${s2}.`
      : `${capitalize(yearsEn(input.experienceYears))} in ${input.topicEn}; hands-on with ${threeEn}.`;
    const second = input.remote ? "Open to remote work." : `Recent projects for ${sectorEn}.`;
    return `${first} ${second}`;
  }
  const first = rng.chance(0.5)
    ? `${capitalize(yearsIt(input.experienceYears))} di esperienza in ${input.topicIt}, soprattutto con ${s1} e ${s2}.`
    : `${input.title} con competenze in ${three}.`;
  const second = input.remote
    ? "Disponibile anche per progetti da remoto."
    : `Ha lavorato su progetti per ${sectorIt}.`;
  return `${first} ${second}`;
}
