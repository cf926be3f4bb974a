import type { FastifyInstance } from "fastify";

/**
 * An upload answered before its body was read to the end: a route that opened the file (`request.file()`) and
 * then refused the request (an unknown document kind, a file of the wrong type, a plan that does not allow it)
 * left the rest of the body paused in the connection, and the browser's next request on that keep-alive connection
 * never got an answer (a fuzz of the upload routes found it: the third refused 200 KB upload on one connection
 * hung). Once the answer is sent, the rest of such a body is read and dropped, as it would have been had the route
 * read the file (@fastify/multipart's limits cap what is kept, not what is read: a body's total size is bounded by
 * no server timeout yet, docs/security.md).
 */
export function installUploadDrain(app: FastifyInstance): void {
  // On the response's finish rather than in an onResponse hook: a hook there would delay every request's log line.
  app.addHook("onRequest", (request, reply, done) => {
    const type = request.headers["content-type"];
    if (typeof type === "string" && type.toLowerCase().startsWith("multipart/")) {
      const raw = request.raw;
      reply.raw.once("finish", () => {
        if (raw.readableEnded) return;
        raw.unpipe();
        raw.resume();
      });
    }
    done();
  });
}
