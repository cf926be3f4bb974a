import {
  type Language,
  must,
  type ServiceRequest,
  type ServiceRequestCreateInput,
  todayIso,
  validateServiceRequestDates,
} from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { Actor } from "../auth/index.ts";
import { incomingLink, notifySide } from "./notices.ts";
import { companyNameOf } from "./queries/companies.ts";
import { loadRequests } from "./queries/load.ts";
import {
  insertDirectedNeed,
  insertRequest,
  insertTargets,
  listedServices,
  lockClientRequests,
  servicesAlreadyRequested,
} from "./queries/requests.ts";

const fieldError = (field: string, code: string) => ({ field, code, message: "" });

/**
 * POST service-requests: one Fixed Price need with status "directed" (never in the market), the request and one
 * target per service, in one transaction; each supplier is notified.
 */
export async function createServiceRequest(
  db: Db,
  bus: RealtimeBus,
  client: Actor,
  input: ServiceRequestCreateInput,
  language: Language,
): Promise<ServiceRequest> {
  const issues = validateServiceRequestDates(input, todayIso());
  if (issues.length > 0)
    throw new AppError("validation.failed", { fieldErrors: issues.map((i) => fieldError(i.field, i.code)) });
  const services = await listedServices(db, input.service_ids);
  if (services.length !== input.service_ids.length)
    throw new AppError("service_requests.service_unavailable", {
      fieldErrors: [fieldError("service_ids", "service_requests.service_unavailable")],
    });
  const clientName = (await companyNameOf(db, client.companyId)) ?? "";
  const id = await db.transaction(async (tx) => {
    await lockClientRequests(tx, client.companyId);
    if ((await servicesAlreadyRequested(tx, client.companyId, input.service_ids)).length > 0)
      throw new AppError("service_requests.already_requested");
    const needId = must(
      await insertDirectedNeed(tx, {
        companyId: client.companyId,
        type: "fp",
        title: input.title,
        description: input.scope,
        budget: input.budget === null ? null : String(input.budget),
        deadline: input.deadline,
        createdBy: client.userId,
      }),
      "the directed need insert returned no row",
    );
    const requestId = must(
      await insertRequest(tx, {
        needId,
        clientCompanyId: client.companyId,
        createdBy: client.userId,
        startDate: input.start_date,
      }),
      "the service request insert returned no row",
    );
    const byId = new Map(services.map((s) => [s.id, s]));
    const targets = await insertTargets(
      tx,
      input.service_ids.map((serviceId) => ({
        requestId,
        serviceId,
        supplierCompanyId: must(byId.get(serviceId), `listed service ${serviceId}`).companyId,
      })),
    );
    for (const target of targets) {
      const s = must(byId.get(target.serviceId), `listed service ${target.serviceId}`);
      await notifySide(tx, bus, "supplier", target.supplierCompanyId, {
        type: "service_request_received",
        params: {
          company: clientName,
          title: input.title,
          service_it: s.titleIt ?? s.titleEn ?? "",
          service_en: s.titleEn ?? s.titleIt ?? "",
        },
        link: incomingLink(target.id),
      });
    }
    return requestId;
  });
  const [dto] = await loadRequests(db, [id], { language });
  return must(dto, `service request ${id} read back`);
}
