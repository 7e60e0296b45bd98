// One log line per request, written when its response has gone: "GET /products 200 12 ms", with the method, path
// (never the query: the req serializer in app.ts drops it), status and time as fields too. Fastify's own logging writes
// two lines per request (one as it arrives, one as it ends), which buried the start-up steps in a terminal and doubled
// the production log for nothing the second line does not already say. Its other lines (a stream cut short, a reply
// that could not be written) stay as Fastify writes them.
import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = Math.round(reply.elapsedTime);
    const line = `${request.method} ${request.url.split("?")[0]} ${reply.statusCode} ${responseTime} ms`;
    const fields = { req: request, res: { statusCode: reply.statusCode }, responseTime };
    if (error) reply.log.error({ ...fields, err: error }, `${line}, cut short`);
    else reply.log.info(fields, line);
  }
}
