import { describe, expect, it } from "vitest";
import { splitDegreeSchool } from "./degree-school.ts";
import { parseCv } from "./parse.ts";
import { findCertifications, sectionEducation } from "./studies.ts";

const TODAY = "2026-11-26";
const short = (lines: string[]) =>
  sectionEducation(lines, TODAY).map((e) => [e.degree, e.institution, e.end_year]);

describe("education entries", () => {
  it("reads 'High school' as a degree, not as the school of the entry above", () => {
    expect(
      short([
        "2012-2015 B.Sc. in Physics\tRiverside",
        "Majoring in optics",
        "2007-2012 High school\tRiverside",
        "Specializing in mathematics",
      ]),
    ).toEqual([
      ["B.Sc. in Physics", "Riverside", 2015],
      ["High school", "Riverside", 2012],
    ]);
  });

  it("takes a capitals line for a school when the section writes its schools in capitals", () => {
    expect(
      short([
        "NORTHFIELD UNIVERSITY",
        "MSC IN PHYSICS",
        "June 2015 | Springfield",
        "Faculty of Science",
        "Summa Cum Laude",
        "ST. JOSEPH'S GRAMMAR",
        "Grad. May 2009 | Springfield",
      ]),
    ).toEqual([
      ["MSC IN PHYSICS", "NORTHFIELD UNIVERSITY", 2015],
      ["", "ST. JOSEPH'S GRAMMAR", 2009],
    ]);
    // Schools not in capitals: a capitals line is no school's name.
    expect(
      short([
        "Northfield University",
        "MSc in Physics",
        "June 2015",
        "ST. JOSEPH'S GRAMMAR",
        "Grad. May 2009",
      ]),
    ).toEqual([["MSc in Physics", "Northfield University", 2015]]);
  });

  it("takes the short capitalised line under a school for the programme's name", () => {
    expect(
      short([
        "\tCity College of Continuing Education\tSummer 2013",
        "Commercial Property Appraisal",
        "Northfield University – Bachelor of Arts -\t2005 – 2010",
        "Magna Cum Laude",
      ]),
    ).toEqual([
      ["Commercial Property Appraisal", "City College of Continuing Education", 2013],
      ["Bachelor of Arts", "Northfield University", 2010],
    ]);
  });

  it("reads Europass-like labelled rows in English and Italian", () => {
    expect(
      short([
        "Dates\tSep 2014 ➔ Jul 2017",
        "Name\tLaurea triennale in Informatica",
        "Description\tCorsi di reti e basi di dati.",
        "Date (da – a)\t2009 – 2014",
        "Titolo della qualifica rilasciata\tDiploma di perito informatico",
        "Nome e tipo d'istituto di istruzione o formazione\tITIS Galileo Galilei",
      ]),
    ).toEqual([
      ["Laurea triennale in Informatica", "", 2017],
      ["Diploma di perito informatico", "ITIS Galileo Galilei", 2014],
    ]);
  });
});

describe("certifications named outside their section", () => {
  it("takes a short bullet naming a certification, without the Italian word for licence, and not a long one", () => {
    const found = findCertifications(
      [],
      [
        "– Patentino ECDL.",
        "– Certificazione ITIL v4",
        "– Led the team that got the ISO 27001 certification for the whole company",
      ],
      TODAY,
    );
    expect(found.map((c) => c.name)).toEqual(["ECDL", "ITIL v4"]);
  });
});

describe("studies written without separators or headings", () => {
  it("splits a degree from its school at 'Università di…' or a founder's title", () => {
    expect(splitDegreeSchool("Laurea magistrale in Ingegneria Informatica Politecnico di Milano")).toEqual([
      "Laurea magistrale in Ingegneria Informatica",
      "Politecnico di Milano",
    ]);
    expect(splitDegreeSchool("Master of Science in Physics at the University of Bologna")).toEqual([
      "Master of Science in Physics",
      "University of Bologna",
    ]);
    expect(splitDegreeSchool("Bachelor of Computer Applications Dr. Ramesh Patel Open University")).toEqual([
      "Bachelor of Computer Applications",
      "Dr. Ramesh Patel Open University",
    ]);
    // The school word last and no title: where the school's name starts is unknown, nothing is split.
    expect(splitDegreeSchool("Bachelor of Arts Northfield University")).toBeNull();
  });

  it("reads the studies of a CV without an education heading from its degree-and-school lines", () => {
    const draft = parseCv(
      [
        "Data Engineer Acme Remote 2020 – 2023",
        "Built pipelines for the University of Pisa research lab in 2021.",
        "Laurea in Fisica Università di Pisa, Pisa 2015",
        "Master of Science in Physics at the University of Bologna 2017",
      ].join("\n"),
      [],
      TODAY,
    );
    expect(draft.education?.map((e) => [e.degree, e.institution, e.end_year])).toEqual([
      ["Laurea in Fisica", "Università di Pisa", 2015],
      ["Master of Science in Physics", "University of Bologna", 2017],
    ]);
  });
});
