// Serves the built storefront (apps/web/dist): hashed assets cached for a year; an address that is no page of the
// shop gets index.html (the app's not-found page) with 404.
import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";

const webApp: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  const built = existsSync(path.join(distDir, "index.html"));

  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of the assets (apps/web/precompress-plugin.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
        // Compressed copies differ by Accept-Encoding: caches on the way must keep them apart.
        reply.header("vary", "accept-encoding");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    if (url.startsWith("/api/") || url === "/api" || url.startsWith("/media/") || request.method !== "GET") {
      return reply.status(404).send({ error: `Not found: ${request.method} ${url}`, code: "not_found" });
    }
    if (!built) {
      return reply
        .status(503)
        .type("text/plain; charset=utf-8")
        .send("The storefront has not been built yet: run `npm run build`, then start the shop again.");
    }
    // Every page the shop has is a route of its own (page-routes.ts); anything else is not a page. The app shell
    // still responses, so the shopper sees the not-found page with the way home, but with 404 so that search engines
    // drop the address instead of indexing an empty page.
    return reply
      .status(404)
      .header("cache-control", "no-cache")
      .header("x-robots-tag", "noindex")
      .sendFile("index.html");
  });
};

// Not encapsulated: its not-found handler must respond for every URL of the server.
export const staticFileRoutes = fp(webApp, { name: "static-files" });
