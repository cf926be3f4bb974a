import { CV_CONFIDENCE_THRESHOLD, type CvDraft, type CvDraftField, profileBodySchema } from "@mkt/contracts";
import { formToBody } from "../profile-form-body.ts";
import { draftToForm, type ProfileFormValues, type TechnologyOption } from "../profile-form-model.ts";

// The CV review screen's model (issue 19 item 4): the draft as items the user accepts, edits or drops, and the
// profile built from exactly the items kept. Pure functions, no React.

export const SCALAR_ITEMS = ["name", "title", "seniority", "email", "phone", "city"] as const;
export const LIST_ITEMS = ["skills", "languages", "experiences", "certifications", "education"] as const;
export type ScalarKind = (typeof SCALAR_ITEMS)[number];
export type ListKind = (typeof LIST_ITEMS)[number];

export type ReviewItem =
  | { key: string; kind: ScalarKind; confidence: number | null; required: boolean }
  | { key: string; kind: ListKind; index: number; confidence: number | null; required: false };

export type Decision = "accepted" | "pending" | "dropped";

export type ReviewState = {
  values: ProfileFormValues;
  items: ReviewItem[];
  decisions: Record<string, Decision>;
};

/** Items a profile cannot be created without: edited, never dropped. */
const REQUIRED: ReadonlySet<ScalarKind> = new Set(["name", "title", "seniority"]);

/** The form fields of a scalar item. */
export const SCALAR_FIELDS: Record<ScalarKind, readonly (keyof ProfileFormValues)[]> = {
  name: ["firstname", "lastname"],
  title: ["title"],
  seniority: ["seniority"],
  email: ["email"],
  phone: ["phone"],
  city: ["city"],
};

const CONFIDENCE_FIELD: Record<ScalarKind | ListKind, CvDraftField> = {
  name: "name",
  title: "title",
  seniority: "seniority",
  email: "email",
  phone: "phone",
  city: "city",
  skills: "skills",
  languages: "languages",
  experiences: "experiences",
  certifications: "certifications",
  education: "education",
};

/** Below the threshold, or unknown (a draft without confidences): the user should look at it. */
export function needsCheck(item: ReviewItem): boolean {
  return item.confidence === null || item.confidence < CV_CONFIDENCE_THRESHOLD;
}

function scalarFilled(values: ProfileFormValues, kind: ScalarKind): boolean {
  return SCALAR_FIELDS[kind].some((field) => String(values[field] ?? "").trim() !== "");
}

/**
 * The draft as review items. Required items are always listed (an empty one is to check); other fields only
 * when the parser filled them. Items at or above the threshold start accepted, the others wait for the user.
 */
export function reviewStateOf(cv: CvDraft, technologies: readonly TechnologyOption[] = []): ReviewState {
  const values = draftToForm(cv, technologies);
  const confidence = cv.draft.confidence ?? {};
  const items: ReviewItem[] = [];
  for (const kind of SCALAR_ITEMS) {
    const required = REQUIRED.has(kind);
    const filled = scalarFilled(values, kind);
    if (!required && !filled) continue;
    items.push({
      key: kind,
      kind,
      required,
      confidence: filled ? (confidence[CONFIDENCE_FIELD[kind]] ?? null) : 0,
    });
  }
  for (const kind of LIST_ITEMS) {
    values[kind].forEach((_, index) => {
      items.push({
        key: `${kind}.${index}`,
        kind,
        index,
        required: false,
        confidence: confidence[CONFIDENCE_FIELD[kind]] ?? null,
      });
    });
  }
  const decisions: Record<string, Decision> = {};
  for (const item of items) decisions[item.key] = needsCheck(item) ? "pending" : "accepted";
  return { values, items, decisions };
}

/** Items still waiting for a decision (the "to check" count). */
export function pendingItems(state: ReviewState): ReviewItem[] {
  return state.items.filter((item) => state.decisions[item.key] === "pending");
}

/** Accepts every item still waiting (the bulk action). */
export function acceptAll(state: ReviewState): ReviewState {
  const decisions = { ...state.decisions };
  for (const item of state.items) if (decisions[item.key] === "pending") decisions[item.key] = "accepted";
  return { ...state, decisions };
}

export function decide(state: ReviewState, key: string, decision: Decision): ReviewState {
  const item = state.items.find((i) => i.key === key);
  if (!item || (decision === "dropped" && item.required)) return state;
  return { ...state, decisions: { ...state.decisions, [key]: decision } };
}

/** An edited item replaces its values and counts as accepted. */
export function applyEdit(state: ReviewState, item: ReviewItem, edited: ProfileFormValues): ReviewState {
  const values = { ...state.values };
  if (
    item.kind === "skills" ||
    item.kind === "languages" ||
    item.kind === "experiences" ||
    item.kind === "certifications" ||
    item.kind === "education"
  ) {
    const list = [...values[item.kind]] as unknown[];
    list[item.index] = edited[item.kind][item.index];
    (values as Record<string, unknown>)[item.kind] = list;
  } else {
    for (const field of SCALAR_FIELDS[item.kind]) (values as Record<string, unknown>)[field] = edited[field];
  }
  return { ...state, values, decisions: { ...state.decisions, [item.key]: "accepted" } };
}

/** The form values of exactly the items kept: dropped fields emptied, dropped list entries left out. */
export function keptValues(state: ReviewState): ProfileFormValues {
  const values: ProfileFormValues = { ...state.values };
  const dropped = (key: string) => state.decisions[key] === "dropped";
  for (const kind of SCALAR_ITEMS) {
    if (!dropped(kind)) continue;
    for (const field of SCALAR_FIELDS[kind]) (values as Record<string, unknown>)[field] = "";
  }
  for (const kind of LIST_ITEMS) {
    (values as Record<string, unknown>)[kind] = (state.values[kind] as unknown[]).filter(
      (_, index) => !dropped(`${kind}.${index}`),
    );
  }
  return values;
}

/** The item a schema issue path points at, in the state's own indexes ("experiences.1.role" of the kept list). */
export function itemOfPath(state: ReviewState, path: readonly PropertyKey[]): ReviewItem | null {
  const [head, position] = path;
  const scalar = SCALAR_ITEMS.find((kind) => SCALAR_FIELDS[kind].some((field) => field === head));
  if (scalar) return state.items.find((item) => item.kind === scalar) ?? null;
  const list = LIST_ITEMS.find((kind) => kind === head);
  if (!list || typeof position !== "number") return null;
  const kept = state.items.filter((item) => item.kind === list && state.decisions[item.key] !== "dropped");
  return kept[position] ?? null;
}

/**
 * A freelancer's own profile (it exists from the first visit) with the kept items of the CV: the fields the CV
 * filled replace the profile's, its entries are added (a skill or language the profile has keeps the profile's).
 */
export function mergeInto(base: ProfileFormValues, kept: ProfileFormValues): ProfileFormValues {
  const pick = (own: string, read: string) => (read.trim() ? read : own);
  const skillIds = new Set(base.skills.map((s) => s.technology_id));
  const codes = new Set(base.languages.map((l) => l.code));
  return {
    ...base,
    firstname: pick(base.firstname, kept.firstname),
    lastname: pick(base.lastname, kept.lastname),
    title: pick(base.title, kept.title),
    seniority: kept.seniority || base.seniority,
    email: pick(base.email, kept.email),
    phone: pick(base.phone, kept.phone),
    city: pick(base.city, kept.city),
    skills: [...base.skills, ...kept.skills.filter((s) => !skillIds.has(s.technology_id))],
    languages: [...base.languages, ...kept.languages.filter((l) => !codes.has(l.code))],
    experiences: [...base.experiences, ...kept.experiences],
    certifications: [...base.certifications, ...kept.certifications],
    education: [...base.education, ...kept.education],
    cv_upload_id: kept.cv_upload_id,
  };
}

export type ConfirmCheck =
  | { ok: true; body: ReturnType<typeof formToBody> }
  | { ok: false; pending: number; invalid: ReviewItem[] };

/**
 * What Confirm sends, or why it cannot: items still to check, or kept items the profile schema refuses (the same
 * schema as the profile form and the API). With `base` (a freelancer's own profile) the kept items are merged
 * into it.
 */
export function confirmCheck(state: ReviewState, base?: ProfileFormValues): ConfirmCheck {
  const pending = pendingItems(state).length;
  const kept = keptValues(state);
  const body = formToBody(base ? mergeInto(base, kept) : kept);
  const parsed = profileBodySchema.safeParse(body);
  const invalid: ReviewItem[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, position, ...rest] = issue.path;
      // The profile's own entries come first in a merged list.
      const offset = base && typeof position === "number" ? (base[head as ListKind]?.length ?? 0) : 0;
      const path = typeof position === "number" ? [head, position - offset, ...rest] : issue.path;
      const item =
        typeof path[1] === "number" && path[1] < 0 ? null : itemOfPath(state, path as PropertyKey[]);
      if (item && !invalid.includes(item)) invalid.push(item);
    }
  }
  if (pending > 0 || !parsed.success) return { ok: false, pending, invalid };
  return { ok: true, body };
}
