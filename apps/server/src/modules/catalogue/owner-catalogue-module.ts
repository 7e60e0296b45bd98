// The catalogue's writing half registers itself: the owner's products and colours, photos and categories, each a
// service built here and its routes under /api, once the media store it keeps photos in exists. Owners only.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import type { ShopEvents } from "../../events/event-bus";
import type { RouteGuards } from "../../http/route-guards";
import type { DatabaseMediaStore } from "../media";
import { OwnerCategories } from "./owner-categories";
import { ownerCategoryRoutes } from "./owner-category-routes";
import { ownerPhotoRoutes } from "./owner-photo-routes";
import { ownerProductRoutes } from "./owner-product-routes";
import { OwnerProductService } from "./owner-product-service";
import { ProductPhotos } from "./product-photos";

export async function registerOwnerCatalogue(
  app: FastifyInstance,
  needs: {
    db: Database;
    /** Where the owner's photos are kept (decision 013). */
    mediaStore: DatabaseMediaStore;
    guards: RouteGuards;
    /** LOW_STOCK_THRESHOLD: at or below it a product or colour is "low". */
    lowStockThreshold: number;
    /** Where each change is told once committed, so every process's storefront shows it (decisions 009, 077). */
    events: ShopEvents;
  },
) {
  const { db, guards, events } = needs;
  const writer = { db, store: needs.mediaStore, events };
  const api = { prefix: "/api", guards };
  const ownerProducts = new OwnerProductService({ db, lowStockThreshold: needs.lowStockThreshold, events });
  await app.register(ownerProductRoutes, { ...api, ownerProducts });
  await app.register(ownerPhotoRoutes, { ...api, photos: new ProductPhotos(writer) });
  await app.register(ownerCategoryRoutes, { ...api, categories: new OwnerCategories(writer) });
}
