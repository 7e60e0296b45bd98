// The pincodes module registers itself: the PIN code lookup under /api.
import type { FastifyInstance } from "fastify";
import { PincodeDirectory } from "./pincode-directory";
import { pincodeRoutes } from "./pincode-routes";

export async function registerPincodes(app: FastifyInstance) {
  await app.register(pincodeRoutes, { prefix: "/api", directory: new PincodeDirectory() });
}
