// GET /api/shop: the shop's name, contacts, delivery fee, pickup points and per-order caps, from the configuration.
import { paiseToDecimal } from "@mayil/core/money";
import { shopInfoResponseSchema } from "@mayil/core/shop-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ShopIdentity, ShoppingLimits } from "../../config";
import { PUBLIC_CACHE_CONTROL } from "../../http/send-json";

export const shopRoutes: FastifyPluginAsyncZod<{
  shop: ShopIdentity;
  limits: Pick<ShoppingLimits, "maxUnitsPerItem" | "maxOrderLines">;
}> = async (app, { shop, limits }) => {
  app.get(
    "/shop",
    { schema: { tags: ["shop"], summary: "The shop's public details", response: { 200: shopInfoResponseSchema } } },
    async (_req, reply) => {
      reply.header("cache-control", PUBLIC_CACHE_CONTROL);
      return {
        shop: {
          name: shop.name,
          email: shop.email,
          phone: shop.phone,
          whatsapp_number: shop.whatsappNumber,
          address: shop.address,
          delivery_fee: paiseToDecimal(shop.deliveryFeePaise),
          pickup_locations: shop.pickupLocations,
          max_units_per_item: limits.maxUnitsPerItem,
          max_order_lines: limits.maxOrderLines,
        },
      };
    },
  );
};
