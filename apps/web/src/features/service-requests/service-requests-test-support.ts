import type { ServiceRequest, ServiceRequestTarget, SessionUser } from "@mkt/contracts";
import { vi } from "vitest";
import { saveSession } from "../../shared/session/session-store.ts";

/** The component tests' http boundary: fetch, with every call recorded. */
export type Call = { method: string; path: string; body: Record<string, unknown> | undefined };
export const ok = (data: unknown) => ({ success: true, data, message: "" });

export function stubFetch(answer: (call: Call) => Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call: Call = {
        method: init?.method ?? "GET",
        path: new URL(url, "http://localhost").pathname,
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

export const notFound = () =>
  Response.json({ success: false, data: null, message: "", code: "common.not_found" }, { status: 404 });

export function signIn(roleId: number, companyType = "client") {
  const user: SessionUser = {
    id: 9,
    role: "user",
    role_id: roleId,
    logicRole: null,
    firstname: "Chiara",
    lastname: "Bianchi",
    email: "viewer@example.test",
    language: "en",
    profile_image_url: null,
    profile_image_name: "",
    company_id: 77,
    company_name: "Viewer Spa",
    company_type: companyType,
    company_profile_profiled: 1,
    possible_skip_modal_complete: 1,
    domain_url: null,
    n_max_supplier: null,
    n_max_users: null,
    send_feedback: 0,
    purchase_plan: 0,
    id_plan_purchase: null,
    name_plan_purchase: null,
    title_plan: null,
    request_purchase_plan_to_sales_id: null,
    planName: null,
    assumeSubscription: 0,
    simulate_academy: 0,
    work_force: 0,
    id_doc_status: 0,
    limit_date_documentation: null,
    versionProduct: 1,
    prev_uuid: null,
    assumedUser: false,
    possibleAssumeRole: false,
    home: "/dashboard_client",
  };
  saveSession("token", user);
}

export function target(over: Partial<ServiceRequestTarget> & { id: number }): ServiceRequestTarget {
  return {
    status: "sent",
    service: {
      id: over.id * 10,
      title: `Service ${over.id}`,
      delivery_model: "fixed_price",
      price_kind: "from",
      price_min: 1000,
      price_max: null,
      rating_avg: null,
      rating_count: 0,
    },
    supplier: { id: over.id + 100, name: `Supplier ${over.id}` },
    answer: null,
    decline_reason: null,
    conversation_id: null,
    collaboration_id: null,
    viewed_at: null,
    answered_at: null,
    ...over,
  };
}

export function request(over: Partial<ServiceRequest> = {}): ServiceRequest {
  return {
    id: 31,
    status: "open",
    need_id: 500,
    title: "Cloud migration of the ERP",
    scope: "Move the ERP to AWS with zero downtime and a rollback plan.",
    budget: 10000,
    start_date: "2031-02-01",
    deadline: "2031-06-30",
    client: { id: 77, name: "Viewer Spa" },
    created_at: "2031-01-10T09:00:00.000Z",
    targets: [],
    ...over,
  };
}

/** An ISO day `days` from today (negative: in the past). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
