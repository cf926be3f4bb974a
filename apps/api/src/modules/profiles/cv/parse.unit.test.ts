import { describe, expect, it } from "vitest";
import { dateRanges } from "./dates.ts";
import { parseCv } from "./parse.ts";
import { yearsOfWork } from "./seniority.ts";
import { type CatalogueEntry, SkillMatcher } from "./skills.ts";

const CATALOGUE: CatalogueEntry[] = [
  ["Java", []],
  ["JavaScript", ["JS", "ECMAScript"]],
  ["C", []],
  ["C++", ["cpp"]],
  ["C#", ["C Sharp"]],
  [".NET", ["dotnet"]],
  ["ASP.NET", []],
  ["Node.js", ["NodeJS", "Node"]],
  ["Go", ["Golang"]],
  ["R", []],
  ["PostgreSQL", ["Postgres"]],
  ["Kubernetes", ["k8s"]],
  ["Spring Boot", []],
  ["AWS", ["Amazon Web Services"]],
  ["SAP S/4HANA", ["S/4HANA"]],
  ["Power BI", []],
  ["SQL", []],
  ["React", ["React.js"]],
  ["React Native", []],
  ["Express", []],
].map(([name, aliases], i) => ({ id: i + 1, name: name as string, aliases: aliases as string[] }));
const names = (ids: number[]) => ids.map((id) => CATALOGUE.find((c) => c.id === id)?.name);

describe("skill matching", () => {
  const matcher = new SkillMatcher(CATALOGUE);
  it("finds names and aliases case-insensitively on token boundaries", () => {
    expect(names(matcher.find("C, C++, C# and .NET; ASP.NET, Node.js and NodeJS"))).toEqual([
      "C",
      "C++",
      "C#",
      ".NET",
      "ASP.NET",
      "Node.js",
    ]);
    expect(names(matcher.find("javascript (js), postgres on K8S, golang"))).toEqual([
      "JavaScript",
      "PostgreSQL",
      "Kubernetes",
      "Go",
    ]);
    expect(names(matcher.find("React Native apps, React.js and Spring Boot"))).toEqual([
      "React Native",
      "React",
      "Spring Boot",
    ]);
  });

  it("does not find a name inside another word, an everyday word or a lone letter outside a list", () => {
    expect(matcher.find("Javascripting, we go live soon, express delivery, R&D, Objective-C")).toEqual([]);
    expect(matcher.find("Plan B\tUnited Kingdom, grade C student")).toEqual([]);
    expect(names(matcher.find("Languages: Python, R, C"))).toEqual(["R", "C"]);
  });
});

describe("dates", () => {
  const year = 2026;
  it("reads Italian and English ranges", () => {
    const one = (line: string) => {
      const [r] = dateRanges(line, year);
      return r ? [r.start, r.end] : null;
    };
    expect(one("03/2019 – in corso")).toEqual([{ year: 2019, month: 3 }, "present"]);
    expect(one("da gennaio 2018 a oggi")).toEqual([{ year: 2018, month: 1 }, "present"]);
    expect(one("Marzo 2017 – Ottobre 2017")).toEqual([
      { year: 2017, month: 3 },
      { year: 2017, month: 10 },
    ]);
    expect(one("Sep. 2023 Mar. 2024")).toEqual([
      { year: 2023, month: 9 },
      { year: 2024, month: 3 },
    ]);
    expect(one("Jan 2023 ➔ today")).toEqual([{ year: 2023, month: 1 }, "present"]);
    expect(one("2008–2013")).toEqual([
      { year: 2008, month: 0 },
      { year: 2013, month: 0 },
    ]);
    expect(one("dal 2015")).toEqual([{ year: 2015, month: 0 }, "present"]);
    expect(one("2019-03 / 2020-01")).toEqual([
      { year: 2019, month: 3 },
      { year: 2020, month: 1 },
    ]);
    expect(one("+39 347 123 4567")).toBeNull();
  });

  it("counts overlapping periods once in the years of work", () => {
    expect(
      yearsOfWork([
        { start: "2015-01-01", end: "2019-12-01" },
        { start: "2018-01-01", end: "2020-12-01" },
      ]),
    ).toBe(6);
  });
});

const ENGLISH_CV = `GIULIA BIANCHI
Senior Backend Developer
Milan, Italy · giulia.bianchi@example.com · +39 347 123 4567

Summary
Backend developer who builds payment platforms on the JVM and Kubernetes.

Work experience
Senior Backend Developer at Fintech Lab SpA\t03/2019 - Present
Designed the payments API with Java, Spring Boot and PostgreSQL; moved the services to k8s on AWS.
Acme Consulting | Java Developer\tJan 2015 – Feb 2019
Built reporting and REST services in Java.

Education
BSc Computer Science, Università di Pisa\t2010 - 2014

Skills
Java, Spring Boot, PostgreSQL, Kubernetes, AWS

Certifications
AWS Certified Solutions Architect – Associate, Amazon Web Services\t2021

Languages
Italian: native
English: C1
German - basic
`;

const ITALIAN_CV = `Curriculum Vitae
Nome\tMarco Esposito
Indirizzo\tVia Roma 10, 10121 Torino (TO)
Telefono\t011 555 1234
E-mail\tmarco.esposito@example.it
Esperienza professionale
da gennaio 2018 a oggi\tConsulente SAP presso Beta Srl
Progetti di migrazione a SAP S/4HANA, reportistica con Power BI.
03/2014 – 12/2017\tGamma SpA - Analista funzionale
Moduli SAP FI/CO, SQL.
Istruzione e formazione
2008 – 2013\tLaurea magistrale in Ingegneria Gestionale
Politecnico di Torino
Competenze
SAP S/4HANA, SQL, Power BI
Lingue
Madrelingua\tItaliano
Inglese\tB2\tB2\tB1\tB1\tB2
Certificazioni
ITIL Foundation
`;

describe("CV text parsing", () => {
  it("drafts a profile from an English CV with a confidence per field", () => {
    const draft = parseCv(ENGLISH_CV, CATALOGUE, "2026-05-10");
    expect(draft).toMatchObject({
      firstname: "Giulia",
      lastname: "Bianchi",
      title: "Senior Backend Developer",
      email: "giulia.bianchi@example.com",
      phone: "+39 347 123 4567",
      city: "Milan",
      experience_years: 11,
      seniority: "expert",
    });
    expect(draft.experiences.map((e) => [e.role, e.company, e.start_date, e.end_date])).toEqual([
      ["Senior Backend Developer", "Fintech Lab SpA", "2019-03-01", null],
      ["Java Developer", "Acme Consulting", "2015-01-01", "2019-02-01"],
    ]);
    expect(names(draft.skills.map((s) => s.technology_id))).toEqual([
      "Java",
      "Spring Boot",
      "PostgreSQL",
      "Kubernetes",
      "AWS",
    ]);
    expect(draft.languages).toEqual([
      { code: "it", level: "native" },
      { code: "en", level: "C1" },
      { code: "de", level: "A2" },
    ]);
    expect(draft.education).toEqual([
      {
        degree: "BSc Computer Science",
        institution: "Università di Pisa",
        field: null,
        start_year: 2010,
        end_year: 2014,
      },
    ]);
    expect(draft.certifications).toEqual([
      {
        name: "AWS Certified Solutions Architect – Associate",
        issuer: "Amazon Web Services",
        issued_on: "2021-01-01",
        expires_on: null,
      },
    ]);
    expect(draft.confidence).toMatchObject({ email: 0.95, experiences: 0.9 });
  });

  it("drafts a profile from an Italian Europass-like CV", () => {
    const draft = parseCv(ITALIAN_CV, CATALOGUE, "2026-05-10");
    expect(draft).toMatchObject({
      firstname: "Marco",
      lastname: "Esposito",
      email: "marco.esposito@example.it",
      phone: "011 555 1234",
      city: "Torino",
      experience_years: 12,
    });
    expect(draft.experiences.map((e) => [e.role, e.company, e.start_date, e.end_date])).toEqual([
      ["Consulente SAP", "Beta Srl", "2018-01-01", null],
      ["Analista funzionale", "Gamma SpA", "2014-03-01", "2017-12-01"],
    ]);
    expect(draft.education).toMatchObject([
      {
        degree: "Laurea magistrale in Ingegneria Gestionale",
        institution: "Politecnico di Torino",
        end_year: 2013,
      },
    ]);
    expect(draft.languages).toEqual([
      { code: "it", level: "native" },
      { code: "en", level: "B2" },
    ]);
    expect(draft.certifications?.map((c) => c.name)).toEqual(["ITIL Foundation"]);
    expect(names(draft.skills.map((s) => s.technology_id))).toEqual(["SAP S/4HANA", "SQL", "Power BI"]);
  });

  it("returns an empty draft for a text without recognisable content", () => {
    expect(parseCv("", CATALOGUE, "2026-05-10")).toEqual({
      firstname: null,
      lastname: null,
      title: null,
      seniority: null,
      email: null,
      phone: null,
      city: null,
      skills: [],
      languages: [],
      experiences: [],
      experience_years: null,
      education: [],
      certifications: [],
      confidence: {},
    });
  });
});
