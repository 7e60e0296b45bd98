// The products spreadsheet registers itself: the owner downloads every product and colour as a CSV and imports an
// edited one, its routes under /api. Owners only.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import type { ShopEvents } from "../../events/event-bus";
import type { RouteGuards } from "../../http/route-guards";
import { exportProductsSheet } from "./products-sheet-export";
import { ProductsSheetImport } from "./products-sheet-import";
import { productsSheetRoutes } from "./products-sheet-routes";

export async function registerProductsSheet(
  app: FastifyInstance,
  needs: {
    db: Database;
    guards: RouteGuards;
    /** Where an import that changed the catalogue is told once committed (decisions 009, 077). */
    events: ShopEvents;
  },
) {
  const { db, guards, events } = needs;
  const sheet = {
    exportSheet: () => exportProductsSheet(db),
    importer: new ProductsSheetImport(db, events),
  };
  await app.register(productsSheetRoutes, { prefix: "/api", guards, sheet });
}
