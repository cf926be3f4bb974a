import type { ServiceContent } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { changedServiceFields, SERVICE_FIELDS } from "./service-diff.ts";

const base: ServiceContent = {
  title_it: "Migrazione cloud",
  title_en: "Cloud migration",
  description_it: "Descrizione",
  description_en: "Description",
  category_id: 4,
  delivery_model: "fixed_price",
  price_kind: "range",
  price_min: 1000,
  price_max: 5000,
  duration_min_days: 10,
  duration_max_days: 30,
  technology_ids: [1, 2, 3],
  sector_ids: [7],
  deliverables: ["Plan", "Report"],
  case_studies: [{ title: "Bank", client_sector_id: 7, outcome: "Done", collaboration_id: null }],
  attachments: [{ file_id: 11, name: "brochure.pdf" }],
};

describe("changedServiceFields", () => {
  it("finds nothing changed in identical content, and nothing for a first submission", () => {
    expect([...changedServiceFields(base, structuredClone(base))]).toEqual([]);
    expect([...changedServiceFields(null, base)]).toEqual([]);
  });

  it("names each changed field, grouping price and duration", () => {
    const next: ServiceContent = {
      ...base,
      title_en: "Cloud migrations",
      price_max: 6000,
      duration_min_days: null,
      category_id: 5,
    };
    expect([...changedServiceFields(base, next)]).toEqual(["title_en", "category_id", "price", "duration"]);
  });

  it("treats technologies and sectors as sets but deliverables and case studies as ordered lists", () => {
    expect([...changedServiceFields(base, { ...base, technology_ids: [3, 1, 2] })]).toEqual([]);
    expect([...changedServiceFields(base, { ...base, technology_ids: [1, 2] })]).toEqual(["technology_ids"]);
    expect([...changedServiceFields(base, { ...base, deliverables: ["Report", "Plan"] })]).toEqual([
      "deliverables",
    ]);
    const study = { ...base.case_studies[0], outcome: "Done well" } as ServiceContent["case_studies"][number];
    expect([...changedServiceFields(base, { ...base, case_studies: [study] })]).toEqual(["case_studies"]);
  });

  it("sees another brochure, a renamed one or another order as a change of the attachments", () => {
    const other = { file_id: 12, name: "listino.pdf" };
    expect([...changedServiceFields(base, { ...base, attachments: [] })]).toEqual(["attachments"]);
    expect([
      ...changedServiceFields(base, { ...base, attachments: [{ file_id: 11, name: "offerta.pdf" }] }),
    ]).toEqual(["attachments"]);
    const two = { ...base, attachments: [...base.attachments, other] };
    expect([...changedServiceFields(two, { ...two, attachments: [other, ...base.attachments] })]).toEqual([
      "attachments",
    ]);
    expect([...changedServiceFields(two, structuredClone(two))]).toEqual([]);
  });

  it("reports every field when everything changed", () => {
    const next: ServiceContent = {
      title_it: "a",
      title_en: "b",
      description_it: "c",
      description_en: "d",
      category_id: 9,
      delivery_model: "managed_service",
      price_kind: "on_quote",
      price_min: null,
      price_max: null,
      duration_min_days: null,
      duration_max_days: null,
      technology_ids: [],
      sector_ids: [],
      deliverables: [],
      case_studies: [],
      attachments: [],
    };
    expect([...changedServiceFields(base, next)]).toEqual([...SERVICE_FIELDS]);
  });
});
