import { type CvDraft, type ProfileDetail, profileBodySchema } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { formToBody, isFormErrorPath, rateOrderBroken } from "./profile-form-body.ts";
import { detailToForm, draftToForm, emptyProfileForm, type ProfileFormValues } from "./profile-form-model.ts";

const detail: ProfileDetail = {
  id: 7,
  company_id: 3,
  company_name: "Acme",
  kind: "employee",
  firstname: "Giulia",
  lastname: "Bianchi",
  title: "Java developer",
  seniority: "senior",
  summary: null,
  email: "g@acme.test",
  phone: null,
  city: "Milano",
  localities: ["Torino"],
  remote: true,
  full_time: false,
  available_from: "2026-12-01",
  daily_rate_min: 300,
  daily_rate_max: null,
  premium: false,
  published: true,
  photo_url: null,
  cv_upload_id: null,
  contacts_visible: true,
  editable: true,
  skills: [{ technology_id: 4, name: "Java", years: 6, level: 5 }],
  languages: [{ code: "en", level: "C1" }],
  experiences: [
    {
      company: "Beta",
      role: "Dev",
      start_date: "2020-01-01",
      end_date: null,
      description: null,
      technologies: [{ id: 4, name: "Java" }],
    },
  ],
  certifications: [
    { name: "OCP", technology_id: 7, issuer: null, issued_on: "2021-05-01", expires_on: null },
  ],
  education: [{ institution: "Polimi", degree: "MSc", field: null, start_year: 2010, end_year: null }],
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-02T00:00:00Z",
};

function validValues(): ProfileFormValues {
  return detailToForm(detail);
}

describe("detailToForm / formToBody", () => {
  it("round-trips a saved profile into a body the contract accepts", () => {
    const body = profileBodySchema.parse(formToBody(validValues()));
    expect(body).toMatchObject({
      firstname: "Giulia",
      seniority: "senior",
      summary: null,
      phone: null,
      available_from: "2026-12-01",
      daily_rate_min: 300,
      daily_rate_max: null,
      skills: [{ technology_id: 4, years: 6, level: 5 }],
      languages: [{ code: "en", level: "C1" }],
      experiences: [{ company: "Beta", end_date: null, technology_ids: [4] }],
      certifications: [{ name: "OCP", technology_id: 7, issued_on: "2021-05-01", expires_on: null }],
      education: [{ institution: "Polimi", start_year: 2010, end_year: null }],
    });
  });

  it("shows empty optional values as empty inputs", () => {
    const values = validValues();
    expect(values.summary).toBe("");
    expect(values.daily_rate_max).toBe("");
    expect(values.experiences[0]?.end_date).toBe("");
    expect(values.education[0]?.end_year).toBe("");
  });

  it("reports a rate range whose maximum is below the minimum on the maximum", () => {
    const values = { ...validValues(), daily_rate_min: "500", daily_rate_max: "200" };
    const result = profileBodySchema.safeParse(formToBody(values));
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual(["daily_rate_max"]);
    expect(issue?.message).toBe("validation.rate_order");
  });

  it("reports empty required inputs of list rows on the row's field", () => {
    const values = {
      ...emptyProfileForm(),
      firstname: "A",
      lastname: "B",
      title: "T",
      seniority: "junior" as const,
      skills: [{ technology_id: null, name: "", years: "", level: 3 }],
    };
    const result = profileBodySchema.safeParse(formToBody(values));
    const paths = result.error?.issues.map((i) => i.path.join(".")) ?? [];
    expect(paths).toContain("skills.0.technology_id");
    expect(paths).toContain("skills.0.years");
  });

  it("requires the seniority when none is chosen", () => {
    const result = profileBodySchema.safeParse(formToBody({ ...validValues(), seniority: "" }));
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["seniority"]);
  });
});

describe("draftToForm", () => {
  const cv: CvDraft = {
    cv_upload_id: "8d6c5a4e-0f5c-4c8e-9a51-4a3c3b1f2e10",
    filename: "cv.pdf",
    kind: "pdf",
    text_length: 1200,
    draft: {
      firstname: "Marco",
      lastname: null,
      title: "DevOps",
      seniority: null,
      email: "m@x.test",
      phone: null,
      city: "Roma",
      skills: [
        { technology_id: 1, name: "Docker", years: 3, level: 3 },
        { technology_id: 1, name: "Docker", years: 2, level: 2 },
      ],
      languages: [
        { code: "it", level: "native" },
        { code: "it", level: "B1" },
      ],
      experiences: [
        {
          company: "Gamma",
          role: "SRE",
          start_date: "2019-03-01",
          end_date: "2022-06-30",
          description: "Ops",
          technology_ids: [1, 2, 99],
        },
      ],
      experience_years: 5,
    },
  };

  it("pre-fills a new profile, keeping the CV link and dropping repeats", () => {
    const values = draftToForm(cv, [{ id: 2, name: "Kubernetes" }]);
    expect(values.firstname).toBe("Marco");
    expect(values.lastname).toBe("");
    expect(values.seniority).toBe("");
    expect(values.cv_upload_id).toBe(cv.cv_upload_id);
    expect(values.skills).toEqual([{ technology_id: 1, name: "Docker", years: "3", level: 3 }]);
    expect(values.languages).toEqual([{ code: "it", level: "native" }]);
    // Technology 99 has no name anywhere: it is not shown, so it is not saved either.
    expect(values.experiences[0]?.technologies).toEqual([
      { id: 1, name: "Docker" },
      { id: 2, name: "Kubernetes" },
    ]);
    expect(values.full_time).toBe(true);
    // A draft made before education and certifications were read fills neither.
    expect(values.education).toEqual([]);
    expect(values.certifications).toEqual([]);
  });

  it("pre-fills the education and certifications the CV names", () => {
    const values = draftToForm({
      ...cv,
      draft: {
        ...cv.draft,
        education: [
          {
            institution: "Politecnico di Torino",
            degree: "Laurea",
            field: null,
            start_year: 2010,
            end_year: 2014,
          },
        ],
        certifications: [
          { name: "CKA", issuer: "CNCF", issued_on: "2021-01-01", expires_on: null },
          { name: "PMP", technology_id: 31, issuer: null, issued_on: null, expires_on: null },
        ],
      },
    });
    expect(values.education).toEqual([
      {
        institution: "Politecnico di Torino",
        degree: "Laurea",
        field: "",
        start_year: "2010",
        end_year: "2014",
      },
    ]);
    expect(values.certifications).toEqual([
      { name: "CKA", technology_id: null, issuer: "CNCF", issued_on: "2021-01-01", expires_on: "" },
      // A draft certification the API linked to the taxonomy keeps its entry.
      { name: "PMP", technology_id: 31, issuer: "", issued_on: "", expires_on: "" },
    ]);
  });
});

describe("isFormErrorPath", () => {
  const values = validValues();
  it("accepts fields, lists and fields of existing rows", () => {
    expect(isFormErrorPath("daily_rate_max", values)).toBe(true);
    expect(isFormErrorPath("skills", values)).toBe(true);
    expect(isFormErrorPath("skills.0.technology_id", values)).toBe(true);
    expect(isFormErrorPath("experiences.0.technology_ids", values)).toBe(true);
    expect(isFormErrorPath("localities.0", values)).toBe(true);
  });
  it("rejects unknown fields and rows that do not exist", () => {
    expect(isFormErrorPath("company_id", values)).toBe(false);
    expect(isFormErrorPath("skills.3.years", values)).toBe(false);
    expect(isFormErrorPath("skills.0.nope", values)).toBe(false);
    expect(isFormErrorPath("firstname.0", values)).toBe(false);
  });
});

describe("rateOrderBroken", () => {
  it("spots a maximum below the minimum, whatever else is wrong", () => {
    expect(rateOrderBroken({ daily_rate_min: "500", daily_rate_max: "200" })).toBe(true);
    expect(rateOrderBroken({ daily_rate_min: "200", daily_rate_max: "200" })).toBe(false);
    expect(rateOrderBroken({ daily_rate_min: "", daily_rate_max: "200" })).toBe(false);
    expect(rateOrderBroken({ daily_rate_min: "x", daily_rate_max: "200" })).toBe(false);
  });
});
