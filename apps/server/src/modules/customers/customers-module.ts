// The customers module registers itself: the desk's customers list and each customer's page (decisions 058, 061).
// Orders hands it the reads of her orders (customer-orders.ts), since orders imports customers to keep her figures.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import type { RouteGuards } from "../../http/route-guards";
import type { CustomerOrders } from "./customer-orders";
import { CustomerReads } from "./customer-reads";
import { customerRoutes } from "./customer-routes";

export async function registerCustomers(
  app: FastifyInstance,
  needs: { db: Database; guards: RouteGuards; orders: CustomerOrders },
): Promise<void> {
  const { db, guards, orders } = needs;
  await app.register(customerRoutes, { prefix: "/api", guards, customers: new CustomerReads(db, orders) });
}
