import { EVALUATION_ALIASES } from "./evaluation-aliases.ts";
import { evaluationPlace } from "./evaluation-places.ts";
import type { MatchExperience } from "./experience-skills.ts";
import type { LanguageLevel, MatchPosition, MatchProfile, Seniority } from "./score.ts";
import type { SkillIdentity } from "./skill-identity.ts";

/**
 * The matching evaluation set: 86 consultant profiles in seven clusters (Java back end, front end, data,
 * DevOps/cloud, SAP, mobile, .NET; each cluster also holds look-alikes from another trade, issue 22 added the
 * .NET cluster, careers whose skills come from work experiences, and ordered pairs) and 31 positions. For
 * every position the relevant profiles were judged by hand, the way a recruiter would read the CVs against the
 * request, before the scorer was tuned: 2 = would shortlist, 1 = acceptable (one deviation: a step of
 * seniority, up to 30% over budget, a start a few weeks late, a weak secondary skill), absent = not relevant
 * (a mandatory technology or required language missing, on-site elsewhere, two deviations, or another trade
 * that merely lists the technology). The judgements were not derived from the scorer.
 *
 * Places (issue 22 item 3): cluster L holds Java developers on site around Milano and Roma (Monza, Pavia,
 * Frascati, Latina: within a commute; Torino at its edge; Bologna, Napoli, Firenze too far) and one living in Roma
 * who works on site in Milano; PL1 and PL2 ask for them on site, PL2 by the English name "Rome".
 *
 * Aliases (issue 22 "Also"): cluster A writes technologies the way CVs and legacy rows do (K8s, Postgres,
 * springboot, Spring-Boot; see EVALUATION_ALIASES at the end) for PA1 (Java, Spring Boot, PostgreSQL) and PO1, with a
 * Spring developer without Spring Boot (A2) and a DevOps engineer who writes K8s and Postgres (A5) as look-alikes.
 *
 * Compact rows keep the set readable: profile "id|seniority|city|remote R/-|rate|days until available|feedback
 * or -|Tech:years,…|lang:level,…|career|on-site localities,…"; position "id|seniority|city or -|remote R/-|max rate|mandatory,…|nice,…|
 * lang:level,…" plus its judgements.
 */

const PROFILES = `
J1|senior|Milano|R|450|0|4.6|Java:8,Spring Boot:6,SQL:7,Kafka:3,Docker:4|it:native,en:C1
J2|middle|Roma|R|330|0|-|Java:4,Spring Boot:3,SQL:4,Docker:2|it:native,en:B2
J3|junior|Torino|-|200|0|-|Java:1,Spring Boot:1,SQL:1|it:native,en:B1
J4|expert|Milano|-|650|20|4.9|Java:14,Spring Boot:9,Kafka:6,Kubernetes:5,AWS:5,SQL:12|it:native,en:C2
J5|senior|Bologna|R|420|0|4.0|Java:7,Quarkus:3,SQL:6,Kubernetes:3|it:native,en:B2
J6|senior|München|R|520|0|-|Kotlin:5,Spring Boot:5,Java:3,SQL:5|de:native,en:C1,it:A2
J7|middle|Napoli|R|300|60|3.8|Java:3,Spring Boot:3,Kafka:2,SQL:3|it:native,en:A2
J8|senior|Roma|-|480|0|4.2|Java:9,Spring Boot:7,SQL:8,Docker:5,AWS:3|it:native,en:C1
J9|middle|Milano|R|320|0|-|C#:4,.NET:4,SQL:4|it:native,en:B2
J10|senior|Milano|R|430|0|-|Python:6,Django:5,SQL:6,Docker:4|it:native,en:C1
J11|middle|Milano|R|380|0|4.4|Java:5,Spring Boot:4,Docker:3,Kubernetes:2,SQL:4|it:native,en:C1
J12|junior|Milano|R|220|0|-|Java:2,Spring Boot:1,SQL:2,Docker:1|it:native,en:B2
F1|senior|Milano|R|420|0|4.5|React:6,TypeScript:5,JavaScript:8,Next.js:3|it:native,en:C1
F2|middle|Torino|R|300|0|-|React:3,TypeScript:2,JavaScript:4|it:native,en:B2
F3|senior|Roma|-|400|0|4.1|Angular:7,TypeScript:6,JavaScript:8|it:native,en:B2
F4|junior|Napoli|R|180|0|-|React:1,JavaScript:2|it:native,en:B1
F5|expert|Milano|-|600|10|4.8|JavaScript:12,React:7,Vue.js:5,TypeScript:6|it:native,en:C2
F6|middle|Bologna|R|320|0|-|Vue.js:4,JavaScript:5,TypeScript:2|it:native,en:B2
F7|senior|Madrid|R|450|0|4.3|React:7,TypeScript:6,React Native:3,JavaScript:8|es:native,en:C1,it:B2
F8|middle|Milano|R|310|30|-|Angular:4,TypeScript:4,JavaScript:5|it:native,en:B1
F9|senior|Roma|R|380|0|3.9|React:6,JavaScript:7|it:native,en:B2
F10|middle|Milano|-|340|0|4.2|React:4,TypeScript:3,Next.js:2,JavaScript:4|it:native,en:C1
F11|senior|Paris|R|500|0|-|Svelte:3,TypeScript:6,JavaScript:8,React:2|fr:native,en:C1
F12|senior|Milano|R|380|0|-|PHP:8,Laravel:6,JavaScript:5|it:native,en:B1
D1|senior|Milano|R|470|0|4.4|Python:7,SQL:8,Apache Spark:4,Airflow:3,AWS:3|it:native,en:C1
D2|middle|Roma|R|330|0|-|Python:4,SQL:4,Apache Spark:2|it:native,en:B2
D3|expert|Milano|-|650|0|4.7|Scala:10,Apache Spark:8,Kafka:6,SQL:12,Python:5|it:native,en:C2
D4|junior|Torino|R|200|0|-|Python:1,SQL:2,Power BI:1|it:native,en:B2
D5|senior|Bologna|R|400|0|4.0|R:8,SQL:7,Python:3,Power BI:4|it:native,en:B2
D6|senior|Berlin|R|550|0|-|Python:8,SQL:6,Airflow:4,Apache Spark:3|de:native,en:C1,it:B1
D7|middle|Milano|-|280|0|3.9|SQL:5,Power BI:4,Python:1|it:native,en:B1
D8|senior|Torino|R|440|45|4.2|Python:6,Apache Spark:5,SQL:6,AWS:4,Airflow:2|it:native,en:B2
D9|middle|Milano|R|300|0|-|Python:3,Django:3,SQL:3|it:native,en:B2
D10|senior|Roma|-|460|0|4.5|Python:7,SQL:7,Apache Spark:4|it:native,en:C1
D11|middle|Milano|R|350|0|-|Python:4,SQL:5,Airflow:2,Apache Spark:1|it:native,en:C1
D12|senior|Milano|R|450|0|-|Java:8,Kafka:5,SQL:6|it:native,en:B2
O1|senior|Milano|R|480|0|4.6|Kubernetes:5,Terraform:5,AWS:6,Docker:6,Linux:8|it:native,en:C1
O2|middle|Roma|R|320|0|-|Docker:3,Kubernetes:2,AWS:2,Linux:4|it:native,en:B2
O3|senior|Torino|R|460|0|4.1|Azure:6,Terraform:4,Kubernetes:3,Docker:5|it:native,en:B2
O4|expert|Milano|-|700|0|4.9|AWS:9,Kubernetes:7,Terraform:7,Go:5,Linux:12|it:native,en:C2
O5|junior|Napoli|R|190|0|-|Linux:2,Docker:1,Ansible:1|it:native,en:B1
O6|senior|Bologna|R|400|0|3.8|Ansible:7,Linux:10,Docker:4|it:native,en:B2
O7|senior|London|R|600|0|-|AWS:5,Terraform:5,Kubernetes:4,Python:4|en:native
O8|middle|Milano|R|360|0|4.3|Kubernetes:3,Terraform:3,AWS:3,Docker:4|it:native,en:C1
O9|senior|Roma|-|450|40|-|Kubernetes:6,Docker:6,Azure:4,Linux:7|it:native,en:B1
O10|middle|Milano|R|330|0|-|Azure:3,Terraform:2,Docker:3|it:native,en:B2
O11|senior|Milano|R|440|0|-|Java:7,Spring Boot:6,Docker:4,Kubernetes:2|it:native,en:B2
O12|senior|Roma|R|420|0|-|AWS:6,Terraform:6,Kubernetes:5,Docker:6,Linux:6|it:native,en:B2
S1|senior|Milano|R|520|0|4.5|ABAP:8,SAP S/4HANA:4,SAP FI:3|it:native,en:B2
S2|middle|Torino|R|380|0|-|ABAP:4,SAP S/4HANA:1|it:native,en:B1
S3|expert|Milano|-|750|0|4.8|ABAP:15,SAP S/4HANA:6,SAP MM:8|it:native,en:C1
S4|senior|Roma|R|550|0|4.2|SAP FI:9,SAP S/4HANA:4|it:native,en:B2
S5|junior|Napoli|R|220|0|-|ABAP:1|it:native,en:B1
S6|senior|Bologna|-|500|0|-|SAP MM:7,SAP S/4HANA:3|it:native,en:B2
S7|senior|Milano|R|500|30|4.0|ABAP:7,SAP BW:5,SQL:6|it:native,en:C1
S8|middle|Milano|R|400|0|-|SAP FI:4,SAP S/4HANA:2|it:native,en:B2
S9|senior|München|R|650|0|-|ABAP:9,SAP S/4HANA:5|de:native,en:C1,it:A2
S10|middle|Roma|R|350|0|4.0|ABAP:3,SAP MM:2|it:native,en:B2
S11|senior|Milano|-|480|0|-|COBOL:15,SQL:10|it:native,en:B1
S12|expert|Torino|R|700|0|4.6|SAP FI:12,SAP MM:6,SAP S/4HANA:6|it:native,en:C1
M1|senior|Milano|R|450|0|4.4|Swift:7,Kotlin:3|it:native,en:C1
M2|senior|Roma|R|430|0|4.2|Kotlin:6,Android:7,Java:6|it:native,en:B2
M3|middle|Torino|R|320|0|-|Flutter:3,Kotlin:1|it:native,en:B2
M4|middle|Milano|R|340|0|-|React Native:4,TypeScript:4,React:4|it:native,en:B2
M5|junior|Napoli|R|200|0|-|Swift:1|it:native,en:B1
M6|expert|Milano|-|650|0|4.9|Swift:11,Kotlin:5,Android:5|it:native,en:C2
M7|senior|Barcelona|R|480|0|-|Flutter:4,Kotlin:4,Android:5,Swift:2|es:native,en:C1,it:B2
M8|middle|Milano|-|330|20|-|Android:4,Kotlin:4,Java:4|it:native,en:B2
M9|senior|Bologna|R|420|0|4.0|React Native:5,React:6,TypeScript:5,Swift:1|it:native,en:C1
M10|middle|Roma|-|350|0|4.1|Swift:4|it:native,en:B2
M11|senior|Milano|R|430|0|-|React:7,TypeScript:6,JavaScript:8|it:native,en:C1
M12|senior|Milano|R|400|0|3.7|Kotlin:5,Android:6|it:native,en:A2
N1|senior|Milano|R|450|0|4.5|C#:8,.NET:8,Azure:3,SQL:6|it:native,en:C1
N2|middle|Roma|R|330|0|-|C#:3,.NET:3,SQL:3|it:native,en:B2
N3|senior|Milano|R|430|0|4.6|Azure:6,Docker:5,Kubernetes:4,Terraform:4,Linux:7|it:native,en:C1
N4|senior|Milano|R|420|0|4.8|Python:6,Azure:3,SQL:6|it:native,en:C1
N5|senior|Bologna|R|470|0|-|C#:5,.NET:4,Azure:2|it:native,en:B2
N6|junior|Napoli|R|200|0|-|C#:1,.NET:1|it:native,en:B1
R1|senior|Milano|R|400|0|-|React:6,JavaScript:8,Next.js:2|it:native,en:C1
R2|junior|Napoli|-|200|0|-|React:1,TypeScript:1,JavaScript:1|it:native,en:B2
C1|senior|Milano|R|470|0|-|Terraform:5,AWS:5,Docker:5|it:native,en:C1|Kubernetes,Docker@Acme:2022-01-01..2026-01-01
C2|senior|Milano|R|470|0|-|Terraform:5,AWS:5,Docker:5|it:native,en:C1|Kubernetes@Globex:2016-01-01..2016-07-01
C3|senior|Milano|R|470|0|-|Terraform:5,AWS:5,Docker:5|it:native,en:C1
C4|middle|Roma|R|350|0|-|Docker:3,Linux:4|it:native,en:B2|Kubernetes,AWS@Initech:2023-03-01..now;Terraform@Initech:2024-01-01..now
L1|senior|Monza|-|450|0|-|Java:7,Spring Boot:5,Kafka:2,SQL:6|it:native,en:B2
L2|senior|Milan|-|460|0|-|Java:8,Spring Boot:6,SQL:6|it:native,en:C1
L3|senior|Pavia|-|440|0|-|Java:6,Spring Boot:5,Kafka:1|it:native,en:B2
L4|senior|Torino|-|450|0|-|Java:7,Spring Boot:6,Kafka:2|it:native,en:B2
L5|senior|Bologna|-|430|0|-|Java:8,Spring Boot:6,Kafka:3|it:native,en:C1
L6|senior|Napoli|-|420|0|-|Java:9,Spring Boot:7,Kafka:4|it:native,en:C1
L7|senior|Roma|-|450|0|-|Java:7,Spring Boot:6,SQL:5|it:native,en:B2||Milano
L8|middle|Frascati|-|350|0|-|Java:4,Spring Boot:3,SQL:3|it:native,en:B1
L9|middle|Latina|-|330|0|-|Java:3,Spring Boot:3,SQL:4|it:native
L10|middle|Firenze|-|360|0|-|Java:4,Spring Boot:3,SQL:4|it:native,en:B2
A1|senior|Milano|R|450|0|-|Java:7,springboot:5,Postgres:5,K8s:3|it:native,en:C1
A2|senior|Milano|R|450|0|-|Java:7,Spring:6,PostgreSQL:5|it:native,en:C1
A3|senior|Milano|-|440|0|-|Java:6,Spring-Boot:5,Postgres:4|it:native,en:B2|K8s@Acme:2022-01-01..2026-01-01
A4|senior|Milano|R|460|0|-|Java:8,Spring Boot:6,PostgreSQL:6,Kubernetes:2|it:native,en:C1
A5|senior|Torino|R|430|0|-|K8s:5,Postgres:6,Docker:5,Linux:8|it:native,en:C1
A6|senior|Milano|R|470|0|-|K8s:5,Terraform:5,AWS:5,Docker:5|it:native,en:C1
`;

const POSITIONS = `
PJ1|senior|Milano|R|500|Java,Spring Boot|Kafka,Docker|en:B2|J1:2,O11:2,L1:2,L2:2,L3:2,L7:2,A1:2,A3:2,A4:2,J8:1,J11:1,J4:1,J6:1,J2:1,L4:1
PJ2|middle|Roma|R|400|Java,Spring Boot|Docker,Kafka|-|J2:2,J11:2,L8:2,J7:1,J12:1,J8:1,J1:1,O11:1,L9:1,L7:1,A1:1,A4:1
PJ3|expert|Milano|-|700|Java,Kafka,Kubernetes|AWS,Spring Boot|en:C1|J4:2
PJ4|junior|Torino|R|250|Java|Spring Boot,SQL|en:B1|J3:2,J12:2,J7:1
PJ5|senior|Bologna|R|450|Java,SQL|Quarkus,Kubernetes|en:B2|J5:2,J1:2,D12:2,J11:1,J6:1,J2:1
PF1|senior|Milano|R|450|React,TypeScript|Next.js|en:B2|F1:2,F7:2,M11:2,M9:2,F10:1,F2:1,F11:1,M4:1
PF2|senior|Roma|R|450|Angular,TypeScript|-|-|F3:2,F8:1
PF3|middle|Torino|R|350|React|TypeScript,Next.js|en:B1|F2:2,M4:2,F9:1,F4:1,F1:1,F7:1,M9:1,M11:1,R1:1
PF4|senior|Milano|-|650|JavaScript,React|Vue.js,TypeScript|en:C1|F5:2,F1:2,M11:2,F10:1,R1:1
PF5|middle|Bologna|R|350|Vue.js,JavaScript|TypeScript|en:B2|F6:2
PD1|senior|Milano|R|500|Python,Apache Spark|Airflow,AWS|en:B2|D1:2,D8:1,D6:1,D3:1,D11:1,D2:1
PD2|middle|Roma|R|380|Python,SQL|Apache Spark|-|D2:2,D11:2,D9:1,D10:1,D1:1,D5:1,D4:1,J10:1
PD3|senior|Bologna|R|450|R,SQL|Power BI|en:B2|D5:2
PD4|middle|Milano|R|320|SQL,Power BI|Python|-|D7:2,D5:1,D4:1
PD5|senior|-|R|600|Python,Airflow|Apache Spark|de:C1,en:B2|D6:2
PO1|senior|Milano|R|500|Kubernetes,Terraform|AWS|en:B2|O1:2,O12:2,O3:2,C1:2,N3:2,A6:2,O7:1,O8:1
PO2|middle|Roma|R|380|Docker,Kubernetes|AWS|-|O2:2,O8:2,C4:2,O12:1,O1:1,N3:1,A6:1,A5:1
PO3|senior|Torino|R|480|Azure|Terraform,Kubernetes|en:B2|O3:2,N3:2,O10:1
PO4|junior|Napoli|R|250|Linux,Docker|Ansible|en:B1|O5:2,O2:1
PO5|expert|Milano|-|750|AWS,Kubernetes,Terraform|Go|en:C1|O4:2,O1:1,C1:1,A6:1
PS1|senior|Milano|R|550|ABAP|SAP S/4HANA|en:B2|S1:2,S7:1,S9:1,S2:1,S10:1
PS2|senior|Roma|R|600|SAP FI|SAP S/4HANA|-|S4:2,S12:1,S8:1
PS3|senior|Bologna|-|550|SAP MM|SAP S/4HANA|-|S6:2
PS4|middle|Roma|R|400|ABAP|SAP MM|en:B1|S10:2,S2:2,S5:1,S1:1
PS5|senior|-|R|700|ABAP,SAP S/4HANA|-|de:B2|S9:2
PM1|senior|Milano|R|480|Swift|Kotlin|en:B2|M1:2,M7:1
PM2|senior|Roma|R|450|Kotlin,Android|Java|en:B2|M2:2,M7:1
PM3|middle|Torino|R|380|Flutter|Kotlin|-|M3:2,M7:1
PM4|middle|Milano|R|380|React Native|TypeScript|en:B2|M4:2,M9:1,F7:1
PM5|middle|Milano|-|380|Android|Kotlin,Java|-|M8:1,M12:1
PN1|senior|Milano|R|500|C#,.NET|Azure,SQL|en:B2|N1:2,N5:2,J9:1,N2:1
PL1|senior|Milano|-|500|Java,Spring Boot|Kafka|en:B2|J1:2,O11:2,L1:2,L2:2,L3:2,L7:2,A1:2,A3:2,A4:2,J4:1,J11:1,L4:1
PL2|middle|Rome|-|400|Java,Spring Boot|SQL|-|J2:2,L8:2,J8:1,L7:1,L9:1
PA1|senior|Milano|R|500|Java,Spring Boot,PostgreSQL|Kubernetes|en:B2|A1:2,A3:2,A4:2
`;

/**
 * Ordered pairs a recruiter would sign off, "position|A>B": A must rank above B in the whole pool's ranking.
 * Partial credit (a .NET developer a step junior, or even a junior, above a DevOps engineer or a data scientist
 * who only share the nice-to-have Azure), one missing skill above two logistics misses (a senior React developer
 * without TypeScript above a junior who works only on site in Napoli), careers (Kubernetes used for three years
 * until last year counts; six months ten years ago barely, still more than never).
 */
const PAIRS = `
PN1|J9>N3
PN1|N6>N3
PN1|N6>N4
PN1|N2>N3
PF1|R1>R2
PF1|F9>R2
PF3|F9>R2
PO1|C1>C2
PO1|C2>C3
PO1|C1>C3
PO1|C1>O7
PO2|C4>O5
PO2|C4>J11
PJ1|J2>J10
PD2|D4>J1
PL1|L1>L5
PL1|L2>L6
PL1|L3>L4
PL1|L4>L5
PL1|L7>L6
PL2|L8>L10
PL2|L9>L10
PA1|A1>A2
PA1|A1>A5
PA1|A3>A2
PA1|A3>A5
PO1|A6>O8
PO1|A6>C3
`;

/** Every position starts on this date; profiles' availability is counted in days from it. */
export const EVALUATION_START = "2027-01-11";

export type EvaluationProfile = MatchProfile & { id: string };
export type OrderedPair = { positionId: string; above: string; below: string };
export type EvaluationPosition = MatchPosition & { id: string; judgements: Map<string, 1 | 2> };

const technologyIds = new Map<string, number>();
function technologyId(name: string): number {
  let id = technologyIds.get(name);
  if (id === undefined) {
    id = technologyIds.size + 1;
    technologyIds.set(name, id);
  }
  return id;
}

function list(field: string | undefined): string[] {
  return !field || field === "-" ? [] : field.split(",").map((s) => s.trim());
}

function pairs(field: string | undefined): [string, string][] {
  return list(field).map((item) => {
    const [key = "", value = ""] = item.split(":");
    return [key, value];
  });
}

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function rows(text: string): string[][] {
  return text
    .trim()
    .split("\n")
    .map((line) => line.split("|"));
}

/** "Tech,Tech@Company:start..end" experiences separated by ";", end "now" while current. */
function experiences(field: string | undefined): MatchExperience[] {
  return (field ?? "")
    .split(";")
    .filter(Boolean)
    .map((item) => {
      const [techs = "", rest = ""] = item.split("@");
      const [company = "", dates = ""] = rest.split(":");
      const [startDate = "", end = ""] = dates.split("..");
      return {
        company,
        startDate,
        endDate: end === "now" ? null : end,
        technologyIds: list(techs).map(technologyId),
      };
    });
}

export const EVALUATION_PROFILES: EvaluationProfile[] = rows(PROFILES).map(
  ([id = "", seniority, city, remote, rate, days, feedback, skills, languages, career, localities]) => ({
    id,
    seniority: seniority as Seniority,
    city: city ?? null,
    place: evaluationPlace(city),
    localities: list(localities)
      .map(evaluationPlace)
      .filter((p) => p !== null),
    remote: remote === "R",
    dailyRateMin: Number(rate),
    availableFrom: Number(days) > 0 ? addDays(EVALUATION_START, Number(days)) : null,
    feedbackAverage: feedback === "-" ? null : Number(feedback),
    skills: pairs(skills).map(([name, years]) => ({
      technologyId: technologyId(name),
      years: Number(years),
      level: 3,
    })),
    languages: pairs(languages).map(([code, level]) => ({ code, level: level as LanguageLevel })),
    experiences: experiences(career),
  }),
);

export const EVALUATION_POSITIONS: EvaluationPosition[] = rows(POSITIONS).map(
  ([id = "", seniority, city, remote, rate, mandatory, nice, languages, judgements]) => ({
    id,
    seniority: seniority as Seniority,
    city: city === "-" ? null : (city ?? null),
    place: evaluationPlace(city),
    remoteAllowed: remote === "R",
    maxDailyRate: Number(rate),
    dateStart: EVALUATION_START,
    mandatorySkills: list(mandatory).map((name) => ({ technologyId: technologyId(name) })),
    niceSkills: list(nice).map((name) => ({ technologyId: technologyId(name) })),
    languages: pairs(languages).map(([code, level]) => ({ code, minLevel: level as LanguageLevel })),
    judgements: new Map(pairs(judgements).map(([profileId, grade]) => [profileId, Number(grade) as 1 | 2])),
  }),
);

export const EVALUATION_PAIRS: OrderedPair[] = rows(PAIRS).map(([positionId = "", pair = ""]) => {
  const [above = "", below = ""] = pair.split(">");
  return { positionId, above, below };
});

/** Cluster A's spellings (EVALUATION_ALIASES) → the entries they stand for, as the API's skill identity maps them. */
export const EVALUATION_IDENTITY: SkillIdentity = new Map(
  Object.entries(EVALUATION_ALIASES).map(([spelling, name]) => [technologyId(spelling), technologyId(name)]),
);
