// The shopper's profile and delivery addresses (spec section 7): always the signed-in shopper's own rows.
import {
  addressBodySchema,
  addressIdParamsSchema,
  addressListResponseSchema,
  addressResponseSchema,
  profileBodySchema,
  profileResponseSchema,
  successResponseSchema,
} from "@mayil/core/account-schemas";
import { apiErrorSchema as error } from "@mayil/core/catalogue-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HttpError } from "../../http/http-error";
import { shopperOf, shopperOnly } from "../auth/authenticate";
import type { SessionService } from "../auth/session-service";
import type { AddressService } from "./address-service";
import type { UserService } from "./user-service";

export interface UsersRoutesOptions {
  sessions: SessionService;
  users: UserService;
  addresses: AddressService;
}

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { sessions, users, addresses }) => {
  const security = [{ bearer: [] }];
  shopperOnly(app, sessions);

  app.put(
    "/users/profile",
    {
      schema: {
        tags: ["profile"],
        summary: "Save the shopper's name, email and phone (an Indian mobile, stored as E.164)",
        security,
        body: profileBodySchema,
        response: { 200: profileResponseSchema, 400: error, 401: error },
      },
    },
    async (request) => {
      const user = await users.updateProfile(shopperOf(request).userId, request.body);
      if (!user) throw new HttpError(401, "Your account no longer exists");
      return { success: true as const, message: "Profile updated", user };
    },
  );

  const tags = ["addresses"];

  app.get(
    "/users/addresses",
    {
      schema: {
        tags,
        summary: "The shopper's saved addresses, the default first",
        security,
        response: { 200: addressListResponseSchema, 401: error },
      },
    },
    async (request) => ({ addresses: await addresses.list(shopperOf(request).userId) }),
  );

  app.post(
    "/users/addresses",
    {
      schema: {
        tags,
        summary: "Add an address; the first one becomes the default",
        security,
        body: addressBodySchema,
        response: { 201: addressResponseSchema, 400: error, 401: error, 409: error },
      },
    },
    async (request, reply) => {
      const address = await addresses.add(shopperOf(request).userId, request.body);
      return reply.status(201).send({ success: true as const, message: "Address added", address });
    },
  );

  app.put(
    "/users/addresses/:id",
    {
      schema: {
        tags,
        summary: "Change an address (is_default: true also makes it the default)",
        security,
        params: addressIdParamsSchema,
        body: addressBodySchema,
        response: { 200: addressResponseSchema, 400: error, 401: error, 404: error },
      },
    },
    async (request) => {
      const address = await addresses.update(shopperOf(request).userId, request.params.id, request.body);
      return { success: true as const, message: "Address updated", address };
    },
  );

  app.delete(
    "/users/addresses/:id",
    {
      schema: {
        tags,
        summary: "Delete an address; if it was the default, the oldest remaining one becomes the default",
        security,
        params: addressIdParamsSchema,
        response: { 200: successResponseSchema, 400: error, 401: error, 404: error },
      },
    },
    async (request) => {
      await addresses.remove(shopperOf(request).userId, request.params.id);
      return { success: true as const, message: "Address deleted" };
    },
  );

  app.put(
    "/users/addresses/:id/default",
    {
      schema: {
        tags,
        summary: "Make an address the default",
        security,
        params: addressIdParamsSchema,
        response: { 200: addressResponseSchema, 400: error, 401: error, 404: error },
      },
    },
    async (request) => {
      const address = await addresses.setDefault(shopperOf(request).userId, request.params.id);
      return { success: true as const, message: "Default address set", address };
    },
  );
};
