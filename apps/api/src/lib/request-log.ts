import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * One request log line per request instead of Fastify's two ("incoming request" with the request, then "request
 * completed" with the status and time): the completed line carries the request too (through the app's redacting
 * serializer, lib/log-redaction.ts). Writing a line is about 1% of an authenticated read's CPU
 * (docs/performance.md, "Throughput"). Fastify's other lines (route not found, stream errors) are unchanged.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        "request errored",
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
    }
  }
}
