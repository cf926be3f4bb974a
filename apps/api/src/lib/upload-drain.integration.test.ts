import type { AddressInfo } from "node:net";
import { ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { createUserAndLogin, useTestApp } from "../test/app.ts";

describe("refused uploads on a kept-alive connection", () => {
  const t = useTestApp();

  // Through a real socket: app.inject has no connection to leave a body in.
  it("answer every request of the connection, not only the first two", async () => {
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const file = new Uint8Array(200_000).fill(120);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const form = new FormData();
      form.append("file", new Blob([file], { type: "application/pdf" }), "visura.pdf");
      // The route opens the file, then refuses the kind without reading it.
      const res = await fetch(
        `http://127.0.0.1:${port}/api/company/documents?kind=no_such_kind&expires_at=2030-01-01`,
        {
          method: "POST",
          headers: { authorization: `Bearer ${supplier.token}` },
          body: form,
          signal: AbortSignal.timeout(5_000),
        },
      );
      expect(res.status, `attempt ${attempt}`).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe("documentation.unknown_kind");
    }
  });
});
