import { profileCertificationInputSchema, profileExperienceInputSchema } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import {
  certificationToBody,
  certificationToValues,
  EMPTY_EXPERIENCE_VALUES,
  experienceDuration,
  experienceToBody,
  experienceToValues,
  isExpired,
  profileIdParam,
} from "./section-model.ts";

describe("section entry values ↔ bodies", () => {
  it("round-trips an experience, an empty end meaning ongoing", () => {
    const item = {
      id: 7,
      company: "Acme",
      role: "Dev",
      start_date: "2020-01-01",
      end_date: null,
      description: null,
      technologies: [{ id: 3, name: "Java" }],
    };
    const values = experienceToValues(item);
    expect(values).toMatchObject({ end_date: "", description: "", technologies: [{ id: 3, name: "Java" }] });
    expect(experienceToBody(values)).toEqual({
      company: "Acme",
      role: "Dev",
      start_date: "2020-01-01",
      end_date: null,
      description: "",
      technology_ids: [3],
    });
  });

  it("builds bodies the contract validates: required fields and date order", () => {
    const empty = profileExperienceInputSchema.safeParse(experienceToBody(EMPTY_EXPERIENCE_VALUES));
    expect([...new Set(empty.error?.issues.map((i) => i.path.join(".")))]).toEqual([
      "company",
      "role",
      "start_date",
    ]);
    const reversed = profileCertificationInputSchema.safeParse(
      certificationToBody({
        name: "PMP",
        technology_id: null,
        issuer: "",
        issued_on: "2022-01-01",
        expires_on: "2021-01-01",
      }),
    );
    expect(reversed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["expires_on", "validation.date_order"],
    ]);
  });

  it("round-trips a certification", () => {
    const values = certificationToValues({
      id: 1,
      name: "PMP",
      technology_id: 12,
      issuer: null,
      issued_on: "2021-02-03",
      expires_on: null,
    });
    expect(values).toEqual({
      name: "PMP",
      technology_id: 12,
      issuer: "",
      issued_on: "2021-02-03",
      expires_on: "",
    });
    expect(certificationToBody(values)).toEqual({
      name: "PMP",
      technology_id: 12,
      issuer: "",
      issued_on: "2021-02-03",
      expires_on: null,
    });
  });
});

describe("timeline helpers", () => {
  it("gives the duration in years and months, ongoing up to today", () => {
    expect(experienceDuration({ start_date: "2019-03-01", end_date: "2021-05-31" }, "2026-01-01")).toEqual({
      years: 2,
      months: 3,
    });
    expect(experienceDuration({ start_date: "2025-11-01", end_date: null }, "2026-01-15")).toEqual({
      years: 0,
      months: 3,
    });
  });

  it("marks certifications past their expiry day", () => {
    expect(isExpired({ expires_on: "2025-12-31" }, "2026-01-01")).toBe(true);
    expect(isExpired({ expires_on: "2026-01-01" }, "2026-01-01")).toBe(false);
    expect(isExpired({ expires_on: null }, "2026-01-01")).toBe(false);
  });

  it("reads the profile id of the address", () => {
    expect(profileIdParam(new URLSearchParams("id=12"))).toBe(12);
    expect(profileIdParam(new URLSearchParams("id=0"))).toBeNull();
    expect(profileIdParam(new URLSearchParams("id=abc"))).toBeNull();
    expect(profileIdParam(new URLSearchParams(""))).toBeNull();
  });
});
