// GET /api/shop: the shop's name, contacts, delivery fee, pickup points and per-order caps, from the configuration.

import { shopEndpoints } from "@mayil/core/api/shop-endpoints";
import { Money } from "@mayil/core/money/money";
import type { FastifyPluginAsync } from "fastify";
import type { ShopIdentity, ShoppingLimits } from "../../config";
import { PUBLIC_CACHE_CONTROL } from "../../http/send-json";
import { endpointServer } from "../../http/serve-endpoint";

export const shopRoutes: FastifyPluginAsync<{
  shop: ShopIdentity;
  limits: Pick<ShoppingLimits, "maxUnitsPerItem" | "maxOrderLines">;
}> = async (app, { shop, limits }) => {
  await endpointServer(app)(shopEndpoints.shop, {
    handler: async (_req, reply) => {
      reply.header("cache-control", PUBLIC_CACHE_CONTROL);
      return {
        shop: {
          name: shop.name,
          email: shop.email,
          phone: shop.phone,
          whatsapp_number: shop.whatsappNumber,
          address: shop.address,
          delivery_fee: Money.toWire(shop.deliveryFeePaise),
          pickup_locations: shop.pickupLocations,
          max_units_per_item: limits.maxUnitsPerItem,
          max_order_lines: limits.maxOrderLines,
          seller: {
            legal_name: shop.seller.legalName,
            address: shop.seller.address,
            grievance_officer: shop.seller.grievanceOfficer,
            return_window_days: shop.seller.returnWindowDays,
          },
        },
      };
    },
  });
};
