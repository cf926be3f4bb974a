import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { safeContentType, safeFilename, sendFile } from "./file-response.ts";

describe("file responses", () => {
  it("keeps names printable and path-free, types plain type/subtype", () => {
    expect(safeFilename('a"b\r\nX-Evil: 1/../c\\d.pdf')).toBe("a_b__X-Evil_ 1_.._c_d.pdf");
    expect(safeFilename("...")).toBe("file");
    expect(safeFilename("x".repeat(400))).toHaveLength(150);
    expect(safeContentType("application/pdf")).toBe("application/pdf");
    expect(safeContentType("text/html; charset=utf-8\r\nX-Evil: 1")).toBe("application/octet-stream");
    expect(safeContentType("")).toBe("application/octet-stream");
  });

  it("sends HTML and SVG as attachments even when asked inline; PDFs and images may be inline", async () => {
    const app = Fastify();
    app.get("/:type", (request, reply) => {
      const { type } = request.params as { type: string };
      return sendFile(reply, Buffer.from("<svg onload=alert(1)>"), {
        contentType: decodeURIComponent(type),
        filename: 'ł "x".bin',
        disposition: "inline",
      });
    });
    const svg = await app.inject({ method: "GET", url: `/${encodeURIComponent("image/svg+xml")}` });
    expect(svg.headers["content-disposition"]).toBe(
      "attachment; filename=\"? _x_.bin\"; filename*=UTF-8''%C5%82%20_x_.bin",
    );
    expect(svg.headers["x-content-type-options"]).toBe("nosniff");
    expect(svg.headers["cache-control"]).toBe("private, no-cache");
    const pdf = await app.inject({ method: "GET", url: `/${encodeURIComponent("application/pdf")}` });
    expect(pdf.headers["content-disposition"]).toMatch(/^inline; filename=/);
    const odd = await app.inject({ method: "GET", url: `/${encodeURIComponent("text/html\nx")}` });
    expect(odd.headers["content-type"]).toBe("application/octet-stream");
    expect(odd.headers["content-disposition"]).toMatch(/^attachment/);
    await app.close();
  });
});
