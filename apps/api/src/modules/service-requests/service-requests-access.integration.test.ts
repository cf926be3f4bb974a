import { ROLE, type RoleId, SERVICE_MANAGER_ROLES, SERVICE_REQUESTER_ROLES } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { createUserAndLogin, useTestApp } from "../../test/app.ts";
import { requestKit } from "./service-requests-test-support.ts";

type Method = "GET" | "POST";

describe("service requests: who may call what", () => {
  const t = useTestApp();
  const k = requestKit(t);

  /** A request on one service, answered by its supplier; the ids every endpoint needs. */
  async function fixture() {
    const client = await k.client();
    const s = await k.supplier();
    const request = await k.requested(client.token, [s.serviceId]);
    const target = k.targetOf(request, s.serviceId);
    return { client, s, request, target };
  }

  function endpoints(requestId: number, targetId: number, serviceId: number) {
    const requester: [Method, string, unknown?][] = [
      ["POST", "/service-requests", k.body([serviceId])],
      ["GET", "/service-requests"],
      ["GET", `/service-requests/${requestId}`],
      ["POST", `/service-requests/${requestId}/cancel`],
      ["POST", `/service-requests/${requestId}/accept`, { target_id: targetId }],
    ];
    const manager: [Method, string, unknown?][] = [
      ["GET", "/service-requests/incoming"],
      ["GET", `/service-requests/incoming/${targetId}`],
      [
        "POST",
        `/service-requests/targets/${targetId}/proposal`,
        { price: 1000, delivery_date: "2099-01-01" },
      ],
      ["POST", `/service-requests/targets/${targetId}/decline`, { reason: "Non possiamo." }],
    ];
    return { requester, manager };
  }

  it("refuses every endpoint to anonymous callers (401) and to every other role (403)", async () => {
    const { client, request, target, s } = await fixture();
    const { requester, manager } = endpoints(request.id, target, s.serviceId);
    for (const [method, url, payload] of [...requester, ...manager]) {
      const res = await t.app.inject({
        method,
        url: `/api${url}`,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect([method, url, res.statusCode]).toEqual([method, url, 401]);
    }
    const roles = Object.values(ROLE) as RoleId[];
    for (const role of roles) {
      const caller = await createUserAndLogin(t.database.db, t.app, role);
      const refused = [
        ...((SERVICE_REQUESTER_ROLES as readonly RoleId[]).includes(role) ? [] : requester),
        ...((SERVICE_MANAGER_ROLES as readonly RoleId[]).includes(role) ? [] : manager),
      ];
      for (const [method, url, payload] of refused) {
        const res = await k.call(caller.token, method, url, payload);
        expect([role, method, url, res.status, res.body.code]).toEqual([
          role,
          method,
          url,
          403,
          "auth.forbidden",
        ]);
      }
    }
    // Nothing moved: the request is still open, its target unread, no other request was made.
    const untouched = await k.call(client.token, "GET", "/service-requests");
    expect(untouched.body.data.items).toEqual([
      expect.objectContaining({
        id: request.id,
        status: "open",
        targets: [expect.objectContaining({ status: "sent" })],
      }),
    ]);
  });

  it("answers 404 to another client and to another supplier, and shares a request within the company", async () => {
    const { client, s, request, target } = await fixture();
    const stranger = await k.client();
    for (const [method, url, payload] of [
      ["GET", `/service-requests/${request.id}`],
      ["POST", `/service-requests/${request.id}/cancel`],
      ["POST", `/service-requests/${request.id}/accept`, { target_id: target }],
      ["GET", "/service-requests/999999"],
    ] as [Method, string, unknown?][]) {
      const res = await k.call(stranger.token, method, url, payload);
      expect([url, res.status, res.body.code]).toEqual([url, 404, "service_requests.not_found"]);
    }
    expect((await k.call(stranger.token, "GET", "/service-requests")).body.data.total).toBe(0);
    const rival = await k.supplier(ROLE.FREELANCER);
    for (const [method, url, payload] of [
      ["GET", `/service-requests/incoming/${target}`],
      ["POST", `/service-requests/targets/${target}/proposal`, { price: 1000, delivery_date: "2099-01-01" }],
      ["POST", `/service-requests/targets/${target}/decline`, { reason: "Non possiamo." }],
    ] as [Method, string, unknown?][]) {
      const res = await k.call(rival.token, method, url, payload);
      expect([url, res.status, res.body.code]).toEqual([url, 404, "service_requests.not_found"]);
    }
    expect((await k.call(rival.token, "GET", "/service-requests/incoming")).body.data.total).toBe(0);
    const other = await k.client();
    const colleague = await k.colleague(client.companyId, ROLE.CLIENT_EMPLOYEES);
    expect((await k.call(colleague.token, "GET", `/service-requests/${request.id}`)).status).toBe(200);
    const manager = await k.colleague(s.companyId, ROLE.SUPPLIER_MANAGEMENT);
    const seen = await k.call(manager.token, "GET", `/service-requests/incoming/${target}`);
    expect(seen.body.data.targets.map((x: { id: number }) => x.id)).toEqual([target]);
    expect((await k.call(other.token, "GET", "/service-requests")).body.data.total).toBe(0);
    const employee = await k.colleague(s.companyId, ROLE.SUPPLIER_EMPLOYEES);
    expect((await k.call(employee.token, "GET", "/service-requests/incoming")).status).toBe(403);
  });

  it("opens the chat about a target only between its client and its supplier", async () => {
    const { client, s, request, target } = await fixture();
    const start = (token: string, companyId: number) =>
      k.call(token, "POST", "/conversations", {
        company_id: companyId,
        subject_type: "service_request",
        subject_id: target,
      });
    const rival = await k.supplier();
    expect((await start(client.token, rival.companyId)).status).toBe(404);
    const stranger = await k.client();
    expect((await start(stranger.token, s.companyId)).status).toBe(404);
    const opened = await start(client.token, s.companyId);
    expect(opened.status).toBe(200);
    expect(opened.body.data.subject).toEqual({ type: "service_request", id: target });
    const again = await start(s.token, client.companyId);
    expect(again.body.data.id).toBe(opened.body.data.id);
    const read = await k.call(client.token, "GET", `/service-requests/${request.id}`);
    expect(read.body.data.targets[0].conversation_id).toBe(opened.body.data.id);
    const incoming = await k.call(s.token, "GET", `/service-requests/incoming/${target}`);
    expect(incoming.body.data.targets[0].conversation_id).toBe(opened.body.data.id);
  });
});
