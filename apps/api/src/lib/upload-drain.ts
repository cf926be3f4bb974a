import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error.ts";
import { BODY_LIMITS } from "./body-limits.ts";

/**
 * What bounds an upload's body (multipart/form-data) as a whole. @fastify/multipart's limits cap what a route
 * keeps (10 MB per file, the text fields, the number of parts), not what is read: its parser reads a body to the
 * end, whatever it holds beyond those limits. So:
 *
 * - **Its size is declared and checked first.** A multipart body must state its length (every browser and HTTP
 *   client does for a form; a body sent in chunks without one is refused, 411 `upload.length_required`), and one
 *   over `BODY_LIMITS.multipart` is refused before a byte of it is read (413 `upload.too_large`). Node's parser
 *   never reads past the declared length, so no upload reads more than that. Those two answers close the
 *   connection: what the client still sends is not read.
 * - **It is read to the end once answered.** A route that opened the file (`request.file()`) and then refused the
 *   request (an unknown document kind, a file of the wrong type, a plan that does not allow it) left the rest of
 *   the body paused in the connection, and the browser's next request on that keep-alive connection never got an
 *   answer (a fuzz of the upload routes found it: the third refused 200 KB upload on one connection hung). Once
 *   the answer is sent, the rest of such a body — at most its declared length — is read and dropped.
 * - **Its time is bounded** by the server's request timeout (`REQUEST_TIMEOUT_SECONDS`, app.ts), as every request's.
 */
export function installUploadDrain(app: FastifyInstance): void {
  // On the response's finish rather than in an onResponse hook: a hook there would delay every request's log line.
  app.addHook("onRequest", (request, reply, done) => {
    const type = request.headers["content-type"];
    if (typeof type !== "string" || !type.toLowerCase().startsWith("multipart/")) {
      done();
      return;
    }
    const declared = request.headers["content-length"];
    if (declared === undefined || Number(declared) > BODY_LIMITS.multipart) {
      reply.header("connection", "close");
      done(new AppError(declared === undefined ? "upload.length_required" : "upload.too_large"));
      return;
    }
    const raw = request.raw;
    reply.raw.once("finish", () => {
      if (raw.readableEnded) return;
      raw.unpipe();
      raw.resume();
    });
    done();
  });
}
