// The public catalogue registers itself: its service (which the cart, the wishlist and the page server read) and its
// routes under /api.
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../../db/database";
import type { PublicJsonSender } from "../../http/send-json";
import { catalogueRoutes } from "./catalogue-routes";
import { CatalogueService } from "./catalogue-service";
import { SearchInMemory } from "./search-in-memory";

export async function registerCatalogue(
  app: FastifyInstance,
  needs: { database: DatabaseHandle; sendPublicJson: PublicJsonSender },
): Promise<{ catalogue: CatalogueService }> {
  const { database } = needs;
  // One process owns an embedded database, so it can keep search's copy of the catalogue exact (decision 019).
  const searchInMemory = database.kind === "pglite" ? SearchInMemory.over(database.db) : undefined;
  const catalogue = new CatalogueService(database.db, searchInMemory);
  await app.register(catalogueRoutes, { prefix: "/api", catalogue, sendPublicJson: needs.sendPublicJson });
  return { catalogue };
}
