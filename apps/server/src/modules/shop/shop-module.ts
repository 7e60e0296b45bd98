// The shop module registers itself: the shop's public facts under /api.
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import { shopRoutes } from "./shop-routes";

export async function registerShop(app: FastifyInstance, config: Pick<Config, "shop" | "limits">) {
  await app.register(shopRoutes, { prefix: "/api", shop: config.shop, limits: config.limits });
}
