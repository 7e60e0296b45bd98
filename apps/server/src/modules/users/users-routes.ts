// The shopper's profile and delivery addresses (docs/shop/rules.md#api): always the signed-in shopper's own rows.
import { addressEndpoints, profileEndpoints } from "@mayil/core/api/users-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { Unauthenticated } from "../../domain-errors";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import type { AddressService } from "./address-service";
import type { UserService } from "./user-service";

export interface UsersRoutesOptions {
  guards: RouteGuards;
  users: UserService;
  addresses: AddressService;
}

export const usersRoutes: FastifyPluginAsync<UsersRoutesOptions> = async (app, { guards, users, addresses }) => {
  const serve = guards.forShoppers(app);

  await serve(profileEndpoints.update, {
    handler: async (request) => {
      const user = await users.updateProfile(shopperOf(request).userId, request.body);
      if (!user) throw new Unauthenticated("Your account no longer exists");
      return { success: true as const, message: "Profile updated", user };
    },
  });

  await serve(addressEndpoints.list, {
    handler: async (request) => ({ addresses: await addresses.list(shopperOf(request).userId) }),
  });

  await serve(addressEndpoints.add, {
    handler: async (request) => {
      const address = await addresses.add(shopperOf(request).userId, request.body);
      return { success: true as const, message: "Address added", address };
    },
  });

  await serve(addressEndpoints.update, {
    handler: async (request) => {
      const address = await addresses.update(shopperOf(request).userId, request.params.id, request.body);
      return { success: true as const, message: "Address updated", address };
    },
  });

  await serve(addressEndpoints.remove, {
    handler: async (request) => {
      await addresses.remove(shopperOf(request).userId, request.params.id);
      return { success: true as const, message: "Address deleted" };
    },
  });

  await serve(addressEndpoints.makeDefault, {
    handler: async (request) => {
      const address = await addresses.setDefault(shopperOf(request).userId, request.params.id);
      return { success: true as const, message: "Default address set", address };
    },
  });
};
