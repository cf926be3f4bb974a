import { type AddressInfo, connect } from "node:net";
import { ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { createUserAndLogin, useTestApp } from "../test/app.ts";

describe("refused uploads on a kept-alive connection", () => {
  const t = useTestApp();

  /** The app on a real socket (app.inject has no connection to leave a body in), once per file. */
  async function listening(): Promise<number> {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
    return (t.app.server.address() as AddressInfo).port;
  }

  it("answer every request of the connection, not only the first two", async () => {
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    const port = await listening();
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

  /**
   * Sends a request's head and the start of a body over a raw socket and returns everything the server sent until
   * it closed the connection (or five seconds passed).
   */
  async function rawExchange(port: number, head: string[], body: string): Promise<string> {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.write(`${head.join("\r\n")}\r\n\r\n${body}`);
    const closed = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 5_000);
      socket.on("close", () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    socket.destroy();
    return `${closed ? "" : "[still open] "}${Buffer.concat(chunks).toString("latin1")}`;
  }

  /** The head of a document upload; `framing` says how long its body is (Content-Length or chunked). */
  const uploadHead = (token: string, framing: string) => [
    "POST /api/company/documents?kind=visura&expires_at=2030-01-01 HTTP/1.1",
    "Host: 127.0.0.1",
    `Authorization: Bearer ${token}`,
    "Content-Type: multipart/form-data; boundary=b",
    framing,
  ];
  const FILE_PART = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4';

  it("refuse a body declared over the multipart limit before reading it, and close the connection", async () => {
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    const port = await listening();
    // 13 MB announced; only a few bytes follow: the answer must not wait for the rest.
    const answer = await rawExchange(
      port,
      uploadHead(supplier.token, `Content-Length: ${13 * 1024 * 1024}`),
      FILE_PART,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"code":"upload.too_large"');
    expect(answer.toLowerCase()).toContain("connection: close");
  });

  it("refuse a multipart body that does not declare its length (411)", async () => {
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    const port = await listening();
    const part = `${FILE_PART}\r\n`;
    const answer = await rawExchange(
      port,
      uploadHead(supplier.token, "Transfer-Encoding: chunked"),
      `${part.length.toString(16)}\r\n${part}\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 411 /);
    expect(answer).toContain('"code":"upload.length_required"');
  });

  it("give a client a bounded time to send its request", () => {
    expect(t.app.server.requestTimeout).toBe(300_000);
  });
});
