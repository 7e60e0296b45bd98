// The fulfilment module registers itself: the desk's shipment correction and the couriers it offers. Orders hands it
// what a change of an order needs of orders (order-part.ts), since orders imports fulfilment and not the other way.
import type { FastifyInstance } from "fastify";
import type { ShopIdentity } from "../../config";
import type { Database } from "../../db/database";
import type { RouteGuards } from "../../http/route-guards";
import { fulfilmentRoutes } from "./fulfilment-routes";
import { FulfilmentService } from "./fulfilment-service";
import type { OrderPart } from "./order-part";

export async function registerFulfilment(
  app: FastifyInstance,
  needs: { db: Database; shop: ShopIdentity; guards: RouteGuards; orders: OrderPart },
): Promise<void> {
  const fulfilment = new FulfilmentService({ db: needs.db, shop: needs.shop, orders: needs.orders });
  await app.register(fulfilmentRoutes, { prefix: "/api", guards: needs.guards, fulfilment });
}
