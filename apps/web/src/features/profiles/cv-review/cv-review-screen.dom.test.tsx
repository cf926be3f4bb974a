// @vitest-environment happy-dom
import { type CvDraft, ROLE } from "@mkt/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchCall, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { CvReviewScreen } from "./cv-review-screen.tsx";

const UPLOAD = "7d3f0c5e-2a41-4b8e-9c1d-5e6f7a8b9c0d";

/** A DOCX draft: name, title, seniority and contacts sure; skills and experiences below the threshold. */
function draft(): CvDraft {
  return {
    cv_upload_id: UPLOAD,
    filename: "giulia.docx",
    kind: "docx",
    text_length: 900,
    draft: {
      firstname: "Giulia",
      lastname: "Bianchi",
      title: "Backend Developer",
      seniority: "senior",
      email: "giulia@example.test",
      phone: "+39 347 123 4567",
      city: null,
      skills: [
        { technology_id: 11, name: "Java", years: 6, level: 4 },
        { technology_id: 12, name: "Kotlin", years: 2, level: 3 },
      ],
      languages: [{ code: "en", level: "C1" }],
      experiences: [
        {
          company: "Fintech Lab",
          role: "Backend Developer",
          start_date: "2019-03-01",
          end_date: null,
          description: null,
          technology_ids: [11],
        },
      ],
      experience_years: 7,
      education: [],
      certifications: [],
      confidence: {
        name: 0.95,
        title: 0.9,
        seniority: 0.8,
        email: 0.99,
        phone: 0.97,
        skills: 0.4,
        languages: 0.9,
        experiences: 0.5,
      },
    },
  };
}

function detail(body: Record<string, unknown>) {
  return {
    id: 501,
    company_id: 77,
    company_name: "Viewer Spa",
    kind: "employee",
    firstname: body.firstname,
    lastname: body.lastname,
    title: body.title,
    seniority: body.seniority,
    summary: null,
    email: null,
    phone: null,
    city: null,
    localities: [],
    remote: false,
    full_time: true,
    available_from: null,
    daily_rate_min: null,
    daily_rate_max: null,
    premium: false,
    published: false,
    photo_url: null,
    cv_upload_id: UPLOAD,
    contacts_visible: true,
    editable: true,
    skills: [],
    languages: [],
    experiences: [],
    certifications: [],
    education: [],
    created_at: "2026-11-26T10:00:00Z",
    updated_at: "2026-11-26T10:00:00Z",
  };
}

let calls: FetchCall[];
beforeEach(() => {
  signIn(ROLE.SUPPLIER, "supplier");
  calls = stubFetch({
    [`GET /api/profiles/cv/${UPLOAD}/text`]: ok({
      kind: "docx",
      filename: "giulia.docx",
      text: "Giulia Bianchi\nJava",
    }),
    "GET /api/languages": ok([{ code: "en", name_it: "Inglese", name_en: "English", enabled: true }]),
    "POST /api/profiles": (call) => ok(detail(call.body ?? {})),
    "PUT /api/profiles/501": (call) => ok(detail(call.body ?? {})),
  });
});
afterEach(() => vi.unstubAllGlobals());

const posts = () => calls.filter((c) => c.method === "POST");
const item = (key: string) => {
  const row = document.querySelector<HTMLElement>(`[data-testid="review-item"][data-key="${key}"]`);
  if (!row) throw new Error(`no review item ${key}`);
  return row;
};

function renderReview(language: "it" | "en" = "en") {
  const onCreated = vi.fn();
  const view = renderScreen(
    <CvReviewScreen
      cv={draft()}
      technologies={[{ id: 11, name: "Java" }]}
      onCreated={onCreated}
      onDiscard={vi.fn()}
    />,
    { language },
  );
  return { ...view, onCreated };
}

describe("CvReviewScreen", () => {
  it("highlights the low-confidence items with an icon and words, and counts them", async () => {
    renderReview();
    expect(screen.getByTestId("review-count").textContent).toContain("3 items to check");
    for (const key of ["skills.0", "skills.1", "experiences.0"]) {
      expect(item(key).dataset.flagged).toBe("true");
      expect(within(item(key)).getByTestId("review-item-check").textContent).toBe("Check this");
    }
    for (const key of ["name", "title", "seniority", "email", "phone", "languages.0"]) {
      expect(item(key).dataset.flagged).toBe("false");
      expect(within(item(key)).queryByText("Check this")).toBeNull();
    }
    expect(within(item("skills.0")).getByText(/Confidence 40%/)).toBeTruthy();
    expect(within(item("seniority")).getByTestId("review-item-summary").textContent).toBe("Senior · 7 years");
    // The DOCX original is shown as its text.
    expect((await screen.findByTestId("cv-preview-text")).textContent).toContain("Giulia Bianchi");
  });

  it("says it in Italian: Da verificare, 3 voci da verificare", () => {
    renderReview("it");
    expect(screen.getByTestId("review-count").textContent).toContain("3 voci da verificare");
    expect(within(item("skills.0")).getByTestId("review-item-check").textContent).toBe("Da verificare");
  });

  it("validates an edit with the profile form's messages and keeps the edited item", async () => {
    const { user } = renderReview();
    await user.click(within(item("experiences.0")).getByTestId("review-edit"));
    const dialog = await screen.findByTestId("review-edit-dialog");
    const role = within(dialog).getByTestId("review-field-role");
    await user.clear(role);
    const end = within(dialog).getByTestId("review-field-end_date");
    await user.type(end, "2018-01-01");
    await user.click(within(dialog).getByTestId("review-edit-save"));
    expect(await within(dialog).findByText("This field is required.")).toBeTruthy();
    expect(within(dialog).getByText(/end date cannot be before|before the start/i)).toBeTruthy();
    await user.type(role, "Lead Developer");
    await user.clear(end);
    await user.click(within(dialog).getByTestId("review-edit-save"));
    await waitFor(() => expect(screen.queryByTestId("review-edit-dialog")).toBeNull());
    expect(within(item("experiences.0")).getByTestId("review-item-summary").textContent).toContain(
      "Lead Developer",
    );
    expect(item("experiences.0").dataset.decision).toBe("accepted");
    expect(screen.getByTestId("review-count").textContent).toContain("2 items to check");
    expect(posts()).toEqual([]);
  });

  it("sends nothing before Confirm, nor while items wait; Confirm sends exactly the items kept", async () => {
    const { user, onCreated } = renderReview();
    await user.click(within(item("skills.1")).getByTestId("review-drop"));
    await user.click(within(item("phone")).getByTestId("review-drop"));
    await user.click(within(item("skills.0")).getByTestId("review-accept"));
    expect(item("skills.1").dataset.decision).toBe("dropped");
    expect(posts()).toEqual([]);
    // One item (the experience) still waits: Confirm says so and sends nothing.
    await user.click(screen.getByTestId("review-confirm"));
    expect(await screen.findByText(/the 1 item still to check first/)).toBeTruthy();
    expect(posts()).toEqual([]);
    await user.click(screen.getByTestId("review-accept-all"));
    expect(screen.getByTestId("review-count").textContent).toContain("Every item is checked");
    await user.click(screen.getByTestId("review-confirm"));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(posts()).toHaveLength(1);
    const body = posts()[0]?.body ?? {};
    expect(body).toMatchObject({
      firstname: "Giulia",
      lastname: "Bianchi",
      title: "Backend Developer",
      seniority: "senior",
      email: "giulia@example.test",
      // Dropped: sent empty, as the profile form sends a field left blank (the schema makes it null).
      phone: "",
      skills: [{ technology_id: 11, years: 6, level: 4 }],
      languages: [{ code: "en", level: "C1" }],
      experiences: [{ company: "Fintech Lab", role: "Backend Developer", start_date: "2019-03-01" }],
      cv_upload_id: UPLOAD,
    });
  });

  it("never drops a required item, and refuses emptying it in the edit dialog", async () => {
    const { user } = renderReview();
    expect(within(item("name")).queryByTestId("review-drop")).toBeNull();
    await user.click(within(item("title")).getByTestId("review-edit"));
    const dialog = await screen.findByTestId("review-edit-dialog");
    await user.clear(within(dialog).getByTestId("review-field-title"));
    await user.click(within(dialog).getByTestId("review-edit-save"));
    expect(await within(dialog).findByText("This field is required.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(within(item("title")).getByTestId("review-item-summary").textContent).toBe("Backend Developer");
  });

  it("fills a freelancer's own profile: its entries stay, the CV's kept ones are added (PUT)", async () => {
    const own = {
      ...detail({ firstname: "Giulia", lastname: "", title: "", seniority: "junior" }),
      kind: "freelancer",
      summary: "Ten years of APIs.",
      skills: [{ technology_id: 11, name: "Java", years: 9, level: 5 }],
    };
    const onCreated = vi.fn();
    const { user } = renderScreen(
      <CvReviewScreen
        cv={draft()}
        technologies={[]}
        base={own as Parameters<typeof CvReviewScreen>[0]["base"]}
        onCreated={onCreated}
        onDiscard={vi.fn()}
      />,
    );
    expect(screen.getByTestId("review-confirm").textContent).toBe("Add to my profile");
    await user.click(screen.getByTestId("review-accept-all"));
    await user.click(screen.getByTestId("review-confirm"));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(posts()).toEqual([]);
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.body).toMatchObject({
      lastname: "Bianchi",
      title: "Backend Developer",
      seniority: "senior",
      summary: "Ten years of APIs.",
      // The profile's Java (9 years) stays; the CV's Kotlin is added.
      skills: [
        { technology_id: 11, years: 9, level: 5 },
        { technology_id: 12, years: 2, level: 3 },
      ],
      cv_upload_id: UPLOAD,
    });
  });
});
