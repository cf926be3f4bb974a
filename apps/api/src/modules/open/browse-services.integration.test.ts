import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { browseKit } from "./browse-test-support.ts";
import { openVisit } from "./open-test-support.ts";

const HIDDEN_TITLES = ["Cloud draft", "Cloud rejected", "Cloud pending", "Cloud offline"];
const idsOf = (res: { json: () => { data: { items: { id: number }[] } } }) =>
  res.json().data.items.map((i) => i.id);

describe("open browse: services catalogue", () => {
  const t = useTestApp();
  const b = browseKit(t);

  it("serviceList, searchServiceFromBar and searchServicesOpen list approved and published services only", async () => {
    const { listed, lookups } = await b.services();
    const token = await openVisit(t.app, { redirect_url: "search_services", language: "en" });
    const list = await b.get(`/api/open/serviceList?token=${token}`);
    expect(list.statusCode).toBe(200);
    expect(idsOf(list)).toEqual([listed]);
    expect(list.json().data.items[0]).toMatchObject({
      title: "Cloud migration",
      supplier: { name: "Nimbus Srl" },
    });
    expect(list.json().data.items[0]).not.toHaveProperty("favourite");
    const ofCategory = await b.get(`/api/open/serviceList?token=${token}&type=${lookups.child.code}`);
    expect(idsOf(ofCategory)).toEqual([listed]);
    const ofParent = await b.get(`/api/open/serviceList?token=${token}&type=${lookups.parent.code}`);
    expect(idsOf(ofParent)).toEqual([listed]);
    const ofOther = await b.get(`/api/open/serviceList?token=${token}&type=${lookups.other.code}`);
    expect(ofOther.json().data.total).toBe(0);
    const bar = await b.post("/api/open/searchServiceFromBar", { token, name_service: "cloud" });
    expect(bar.statusCode).toBe(200);
    expect(idsOf(bar)).toEqual([listed]);
    const search = await b.post("/api/open/searchServicesOpen", {
      token,
      search_word: "cloud",
      category_ids: [lookups.child.id],
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().data).toMatchObject({ total: 1, page: 1 });
    expect(idsOf(search)).toEqual([listed]);
    expect(search.json().data.facets.categories).toContainEqual(
      expect.objectContaining({ id: lookups.child.id, count: 1 }),
    );
    for (const res of [list, bar, search, ofParent])
      for (const title of HIDDEN_TITLES) expect(res.body).not.toContain(title);
    for (const word of ["draft", "rejected", "pending", "offline"]) {
      const found = await b.post("/api/open/searchServiceFromBar", { token, name_service: word });
      expect(found.json().data.total, word).toBe(0);
    }
  });

  it("serviceDetailOpen shows a listed service in the visit's language; any other is 404", async () => {
    const { listed, hidden } = await b.services();
    const token = await openVisit(t.app, { language: "it" });
    const res = await b.get(`/api/open/serviceDetailOpen?token=${token}&service_id=${listed}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: listed,
      title: "Cloud migration",
      description: "Descrizione del servizio",
      supplier: { name: "Nimbus Srl", city: "Milano" },
    });
    expect(res.json().data).not.toHaveProperty("favourite");
    expect(res.json().data).not.toHaveProperty("attachments");
    for (const id of [...Object.values(hidden), 999_999]) {
      const missing = await b.get(`/api/open/serviceDetailOpen?token=${token}&service_id=${id}`);
      expect(missing.statusCode, String(id)).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, code: "services.not_found" });
      for (const title of HIDDEN_TITLES) expect(missing.body).not.toContain(title);
    }
  });
});
