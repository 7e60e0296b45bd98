// GET /api/shop: the shop's name, contacts, delivery fee and pickup points, from the one configuration module.
import { paiseToDecimal } from "@mayil/core/money";
import { shopInfoResponseSchema } from "@mayil/core/shop-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ShopIdentity } from "../../config";
import { PUBLIC_CACHE_CONTROL } from "../../http/send-json";

export const shopRoutes: FastifyPluginAsyncZod<{ shop: ShopIdentity }> = async (app, { shop }) => {
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
        },
      };
    },
  );
};
