// GET /api/pincodes/{pincode}: the city (district), state and post offices of a PIN, for the address forms. The
// directory changes with India Post's releases, not by the minute: browsers and caches may keep a response a day.
import { pincodeEndpoints } from "@mayil/core/api/pincodes-endpoints";
import { pincodeNotFoundMessage } from "@mayil/core/india/pincode-schemas";
import type { FastifyPluginAsync } from "fastify";
import { NotFound } from "../../domain-errors";
import { endpointServer } from "../../http/serve-endpoint";
import type { PincodeDirectory } from "./pincode-directory";

const A_DAY = "public, max-age=86400";

export const pincodeRoutes: FastifyPluginAsync<{ directory: PincodeDirectory }> = async (app, { directory }) => {
  await endpointServer(app)(pincodeEndpoints.lookup, {
    handler: async (request, reply) => {
      const place = await directory.lookup(request.params.pincode);
      if (!place) throw new NotFound(pincodeNotFoundMessage(request.params.pincode));
      reply.header("cache-control", A_DAY);
      return { place };
    },
  });
};
