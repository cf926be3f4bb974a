import { must } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { TECHNOLOGIES } from "../../seed/reference-data.ts";
import { findTechnologies, parseCvText, parseRangeEnd } from "./cv-parse.ts";

const techs = TECHNOLOGIES.map(([name], i) => ({ id: i + 1, name }));
const id = (name: string) =>
  must(
    techs.find((t) => t.name === name),
    name,
  ).id;
const names = (ids: number[]) =>
  ids
    .map(
      (i) =>
        must(
          techs.find((t) => t.id === i),
          `technology ${i}`,
        ).name,
    )
    .sort();

const ENGLISH_CV = `GIULIA BIANCHI
Senior Backend Developer
Milan, Italy · giulia.bianchi@example.com · +39 347 123 4567

Summary
Backend developer who builds payment platforms on the JVM and Kubernetes.

Work experience
03/2019 - Present  Senior Backend Developer at Fintech Lab SpA
Designed the payments API with Java, Spring and PostgreSQL; moved the services to k8s on AWS.
Mentoring two junior developers.
Jan 2015 – Feb 2019 | Acme Consulting
Java Developer
Built Oracle-based reporting and REST services in Java; CI with Jenkins.

Education
2010 - 2014 BSc Computer Science, Università di Pisa

Languages
Italian: native
English: C1
German - basic
`;

const ITALIAN_CV = `Marco Esposito
Consulente SAP FI/CO
Torino — marco.esposito@example.it — 011 555 1234

Esperienze
dal 2021 ad oggi  Consulente SAP presso Beta Srl
Progetti di migrazione a SAP S/4HANA, reportistica con Power BI.
2016 - 2020 Gamma SpA - Analista funzionale
Moduli SAP FI/CO, SQL.

Lingue
Inglese buono
Francese scolastico
`;

describe("CV text parsing", () => {
  it("reads dates of experience ranges in their usual spellings", () => {
    expect(parseRangeEnd("03/2019")).toBe("2019-03-01");
    expect(parseRangeEnd("2019-11")).toBe("2019-11-01");
    expect(parseRangeEnd("Jan 2015")).toBe("2015-01-01");
    expect(parseRangeEnd("settembre 2018")).toBe("2018-09-01");
    expect(parseRangeEnd("2016")).toBe("2016-01-01");
    expect(parseRangeEnd("Present")).toBeNull();
    expect(parseRangeEnd("ad oggi")).toBeNull();
    expect(parseRangeEnd("13/2019")).toBeUndefined();
  });

  it("finds lookup-list technologies and their aliases, longest names first, common words by case", () => {
    expect(names(findTechnologies("React Native and Node apps on k8s, Postgres, golang", techs))).toEqual(
      ["Go", "Kubernetes", "Node.js", "PostgreSQL", "React Native"].sort(),
    );
    expect(names(findTechnologies("JavaScript, C#, C++ and .NET; SQL Server", techs))).toEqual(
      [".NET", "C#", "C++", "JavaScript", "SQL Server"].sort(),
    );
    // "go", "express" and "R&D" in plain prose are not technologies.
    expect(findTechnologies("We go live soon; express delivery; R&D team", techs)).toEqual([]);
  });

  it("drafts a profile from an English CV", () => {
    const draft = parseCvText(ENGLISH_CV, techs, "2026-05-10");
    expect(draft).toMatchObject({
      firstname: "Giulia",
      lastname: "Bianchi",
      title: "Senior Backend Developer",
      seniority: "senior",
      email: "giulia.bianchi@example.com",
      phone: "+39 347 123 4567",
      city: "Milano",
      experience_years: 11,
    });
    expect(draft.languages).toEqual([
      { code: "it", level: "native" },
      { code: "en", level: "C1" },
      { code: "de", level: "A2" },
    ]);
    // The education range is not a work experience.
    expect(draft.experiences).toHaveLength(2);
    expect(draft.experiences[0]).toMatchObject({
      role: "Senior Backend Developer",
      company: "Fintech Lab SpA",
      start_date: "2019-03-01",
      end_date: null,
    });
    expect(names(must(draft.experiences[0], "draft.experiences[0]").technology_ids)).toEqual(
      ["AWS", "Java", "Kubernetes", "PostgreSQL", "Spring Boot"].sort(),
    );
    expect(draft.experiences[1]).toMatchObject({
      company: "Acme Consulting",
      role: "Java Developer",
      start_date: "2015-01-01",
      end_date: "2019-02-01",
    });
    const java = draft.skills.find((s) => s.technology_id === id("Java"));
    expect(java).toMatchObject({ name: "Java", years: 11, level: 5 });
    expect(names(draft.skills.map((s) => s.technology_id))).toEqual(
      ["AWS", "Java", "Jenkins", "Kubernetes", "Oracle Database", "PostgreSQL", "Spring Boot"].sort(),
    );
  });

  it("drafts a profile from an Italian CV", () => {
    const draft = parseCvText(ITALIAN_CV, techs, "2026-05-10");
    expect(draft).toMatchObject({
      firstname: "Marco",
      lastname: "Esposito",
      title: "Consulente SAP FI/CO",
      seniority: "senior",
      email: "marco.esposito@example.it",
      phone: "011 555 1234",
      city: "Torino",
      experience_years: 10,
    });
    expect(draft.languages).toEqual([
      { code: "en", level: "B2" },
      { code: "fr", level: "A2" },
    ]);
    expect(draft.experiences.map((e) => [e.role, e.company, e.start_date, e.end_date])).toEqual([
      ["Consulente SAP", "Beta Srl", "2021-01-01", null],
      ["Analista funzionale", "Gamma SpA", "2016-01-01", "2020-01-01"],
    ]);
    expect(names(draft.skills.map((s) => s.technology_id))).toEqual(
      ["Power BI", "SAP FI/CO", "SAP S/4HANA", "SQL"].sort(),
    );
  });

  it("returns an empty draft for a text without recognisable content", () => {
    const draft = parseCvText("", techs, "2026-05-10");
    expect(draft).toEqual({
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
    });
  });
});
