// The pincodes module registers itself: the PIN code lookup under /api. Returns its directory, which the orders
// module asks for the city and state of an order sent with its PIN code alone.
import type { FastifyInstance } from "fastify";
import { PincodeDirectory } from "./pincode-directory";
import { pincodeRoutes } from "./pincode-routes";

export async function registerPincodes(app: FastifyInstance): Promise<{ places: PincodeDirectory }> {
  const places = new PincodeDirectory();
  await app.register(pincodeRoutes, { prefix: "/api", directory: places });
  return { places };
}
