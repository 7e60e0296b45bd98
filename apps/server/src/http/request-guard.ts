// One guard for every route: control characters (NUL above all) in a path parameter or query value are a 400.
import { isPlainText } from "@mayil/core/account/account-schemas";
import type { FastifyInstance } from "fastify";

/**
 * PostgreSQL text cannot hold NUL and no shopper types control characters, so no route (nor the development identity
 * provider, nor the page routes) should see them: refused here once, before any schema, handler or SQL.
 */
export function registerRequestGuard(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    const bad =
      firstBad("path parameter", request.params as Record<string, unknown> | undefined) ??
      firstBad("query parameter", request.query as Record<string, unknown> | undefined);
    if (bad) {
      return reply
        .status(400)
        .send({ error: `Invalid ${bad}: it must not contain control characters`, code: "invalid_input" });
    }
  });
}

function firstBad(part: string, values: Record<string, unknown> | undefined): string | undefined {
  for (const [name, value] of Object.entries(values ?? {})) {
    const texts = Array.isArray(value) ? value : [value];
    // Name the parameter as the shopper's URL spells it; the catch-all segment is simply "path".
    const label = name === "*" ? "path" : name;
    if (texts.some((text) => typeof text === "string" && !isPlainText(text))) return `${part}: ${label}`;
  }
  return undefined;
}
