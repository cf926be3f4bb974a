import { ROLE, type RoleId } from "@mkt/contracts";
import { bearer, type TestHarness } from "../../test/app.ts";
import { insertService } from "../services/search-test-support.ts";
import { serviceKit } from "../services/services-test-support.ts";

/** A day `days` from today (UTC), as YYYY-MM-DD. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Test helpers of quote requests: clients, suppliers with a listed service, a valid request, the answers. */
export function requestKit(t: TestHarness) {
  const k = serviceKit(t);
  const db = () => t.database.db;

  /** A signed-in supplier (or freelancer) whose company has one listed service. */
  async function supplier(role: RoleId = ROLE.SUPPLIER, title = "Migrazione cloud") {
    const m = await k.member(role);
    const serviceId = await insertService(db(), {
      companyId: m.companyId,
      categoryId: await k.categoryId(),
      titleIt: title,
      titleEn: `${title} (en)`,
    });
    return { ...m, serviceId };
  }

  const client = () => k.member(ROLE.CLIENT);

  function body(serviceIds: number[], overrides: Record<string, unknown> = {}) {
    return {
      service_ids: serviceIds,
      title: "Migrazione del gestionale",
      scope: "Portare il gestionale su AWS senza fermare gli uffici.",
      budget: 20000,
      start_date: inDays(10),
      deadline: inDays(60),
      ...overrides,
    };
  }

  /** A request created by the client on these services; its DTO. */
  async function requested(token: string, serviceIds: number[], overrides: Record<string, unknown> = {}) {
    const res = await k.call(token, "POST", "/service-requests", body(serviceIds, overrides));
    if (res.status !== 201) throw new Error(`create request ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data as {
      id: number;
      need_id: number;
      targets: { id: number; status: string; service: { id: number }; supplier: { id: number } }[];
    };
  }

  /** The target of a request on a service. */
  function targetOf(request: { targets: { id: number; service: { id: number } }[] }, serviceId: number) {
    const target = request.targets.find((x) => x.service.id === serviceId);
    if (!target) throw new Error(`no target on service ${serviceId}`);
    return target.id;
  }

  /** A JSON proposal on a target. */
  const propose = (token: string, targetId: number, overrides: Record<string, unknown> = {}) =>
    k.call(token, "POST", `/service-requests/targets/${targetId}/proposal`, {
      price: 15000,
      delivery_date: inDays(50),
      note: "Sei settimane, due persone.",
      ...overrides,
    });

  /** A multipart proposal with text fields and an optional PDF, on a target (or at another `url`). */
  async function proposeMultipart(
    token: string,
    targetId: number,
    fields: Record<string, string>,
    file?: Buffer,
    url = `/api/service-requests/targets/${targetId}/proposal`,
  ) {
    const boundary = `----mkt${Math.random().toString(16).slice(2)}`;
    const parts = Object.entries(fields).map(
      ([name, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`,
    );
    const chunks: Buffer[] = [Buffer.from(parts.join(""))];
    if (file)
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="offerta.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        file,
        Buffer.from("\r\n"),
      );
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    const res = await t.app.inject({
      method: "POST",
      url,
      payload: Buffer.concat(chunks),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
    });
    return { status: res.statusCode, body: res.json() };
  }

  return { ...k, supplier, client, body, requested, targetOf, propose, proposeMultipart };
}
