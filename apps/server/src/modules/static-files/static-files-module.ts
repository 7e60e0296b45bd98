// The static files module registers itself: the built storefront's files, and the response for every other address.
import type { FastifyInstance } from "fastify";
import { staticFileRoutes } from "./static-file-routes";

export async function registerStaticFiles(app: FastifyInstance, needs: { distDir: string }) {
  await app.register(staticFileRoutes, { distDir: needs.distDir });
}
