// Builds the Fastify app (without listening) from a configuration and an open database: testable with inject().
import fastifyCompress from "@fastify/compress";
import fastifyEtag from "@fastify/etag";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/database";
import { registerErrorHandler } from "./http/error-handler";
import { PublicCache } from "./http/public-cache";
import { publicJsonSender } from "./http/send-json";
import { catalogueRoutes } from "./modules/catalogue/catalogue-routes";
import { CatalogueService } from "./modules/catalogue/catalogue-service";
import { healthRoutes } from "./modules/health/health-routes";
import { mediaRoutes } from "./modules/media/media-routes";
import { shopRoutes } from "./modules/shop/shop-routes";
import { webAppRoutes } from "./modules/web/web-app-routes";
import { webDistFolder } from "./paths";

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Where the built storefront is; defaults to apps/web/dist. */
  webDistDir?: string;
}

export interface ShopApp extends FastifyInstance {
  /** Forgets cached public catalogue answers; call after changing the catalogue in this process. */
  clearCatalogueCache(): void;
}

export async function buildApp({ config, database, webDistDir = webDistFolder }: AppDependencies): Promise<ShopApp> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Sign-in codes and tokens arrive in query strings and headers: never log them.
      redact: ["req.headers.authorization", "req.headers.cookie"],
      serializers: {
        req: (req) => ({ method: req.method, url: (req.url as string).split("?")[0] }),
      },
    },
    trustProxy: true,
    // Long enough for a search term of MAX_SEARCH_LENGTH characters once URL-encoded.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 400 },
    bodyLimit: 256 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // ETag must see the plain body before compression turns it into bytes.
  await app.register(fastifyEtag, { weak: true });
  await app.register(fastifyCompress, { threshold: 1024, encodings: ["br", "gzip", "deflate"] });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${config.shop.name} storefront API`,
        version: "1.0.0",
        description: "The public catalogue and the shopper's account, cart, wishlist and orders.",
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  const cache = new PublicCache(config.catalogueCacheMs);
  const catalogue = new CatalogueService(database.db);
  const sendPublicJson = publicJsonSender(cache, config.env !== "production");

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(shopRoutes, { shop: config.shop });
      await api.register(catalogueRoutes, { catalogue, sendPublicJson });
    },
    { prefix: "/api" },
  );
  await app.register(mediaRoutes, { mediaDir: config.mediaDir });
  await app.register(webAppRoutes, { distDir: webDistDir });

  app.decorate("clearCatalogueCache", () => cache.clear());
  return app as unknown as ShopApp;
}
