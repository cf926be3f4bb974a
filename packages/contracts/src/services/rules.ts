import { ROLE, type RoleId } from "../auth/roles.ts";
import { documentationAllowsProfiles } from "../profiles/gating.ts";
import {
  DEFAULT_MAX_PUBLISHED_SERVICES,
  type ServiceRevisionStatus,
  type ServiceStatus,
} from "./constants.ts";

/** What decides a service's state: whether an approved version exists and the working revision's status. */
export type ServiceState = {
  approved: boolean;
  /** The working revision (draft, submitted or rejected), null when nothing waits. */
  working: Extract<ServiceRevisionStatus, "draft" | "submitted" | "rejected"> | null;
  published: boolean;
};

/**
 * The state the supplier sees: the working revision's when it is submitted or rejected; a draft reads as draft
 * until the first approval and as approved after it (the approved version stays listed, with changes pending).
 */
export function serviceStatus(state: ServiceState): ServiceStatus {
  if (state.working === "submitted") return "submitted";
  if (state.working === "rejected") return "rejected";
  return state.approved ? "approved" : "draft";
}

export function hasPendingChanges(state: ServiceState): boolean {
  return state.approved && state.working !== null;
}

/** The supplier's actions on a service in this state (the API refuses the others with the matching code). */
export function serviceActions(state: ServiceState) {
  return {
    /** Saving changes: not while staff review a submitted revision. */
    edit: state.working !== "submitted",
    /** Sending the working draft for review. */
    submit: state.working === "draft",
    publish: state.approved && !state.published,
    unpublish: state.published,
    duplicate: true,
    /** Deleting: only a service that was never approved (an approved one is unpublished instead). */
    delete: !state.approved && state.working !== "submitted",
  };
}
export type ServiceActions = ReturnType<typeof serviceActions>;

export type PublishServiceInput = {
  roleId: RoleId;
  /** Documentation status 1–4 (§4) and its deadline (YYYY-MM-DD or null). */
  docStatus: number;
  docLimitDate: string | null;
  today: string;
  /** Supplier plan status: 1 active. */
  planStatus: number;
  /** The plan's limit on published services (null: the default). */
  maxServices: number | null;
  /** Services of the company published now, this one excluded. */
  publishedCount: number;
};

export type PublishServiceVerdict =
  | { allowed: true }
  | { allowed: false; reason: "role" | "documentation" | "plan" | "limit" };

/**
 * Publishing gating, as for profiles (§4, §5): a Supplier needs acceptable documentation and an active plan, and
 * every company stays within its plan's published-services limit; freelancers have no company documentation.
 */
export function canPublishService(input: PublishServiceInput): PublishServiceVerdict {
  const supplierSide = input.roleId === ROLE.SUPPLIER || input.roleId === ROLE.SUPPLIER_MANAGEMENT;
  if (!supplierSide && input.roleId !== ROLE.FREELANCER) return { allowed: false, reason: "role" };
  if (supplierSide && !documentationAllowsProfiles(input.docStatus, input.docLimitDate, input.today))
    return { allowed: false, reason: "documentation" };
  if (input.roleId === ROLE.SUPPLIER && input.planStatus !== 1) return { allowed: false, reason: "plan" };
  const limit = input.maxServices ?? DEFAULT_MAX_PUBLISHED_SERVICES;
  if (input.publishedCount >= limit) return { allowed: false, reason: "limit" };
  return { allowed: true };
}

/** The error code of a refused publication. */
export const PUBLISH_REFUSAL_CODE = {
  role: "auth.forbidden",
  documentation: "services.documentation",
  plan: "services.plan",
  limit: "services.publish_limit",
} as const;
