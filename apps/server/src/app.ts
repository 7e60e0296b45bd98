// Builds the Fastify app (without listening) from a configuration and an open database: testable with inject().
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
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
import { Announcements } from "./db/announcements";
import type { DatabaseHandle, DatabaseTarget } from "./db/database";
import { loggableError } from "./db/database-errors";
import { type Draining, registerDraining } from "./http/draining";
import { answerFrameworkError, MAX_PARAM_LENGTH, registerErrorHandler } from "./http/error-handler";
import { PublicCache } from "./http/public-cache";
import { registerRateLimits } from "./http/rate-limits";
import { registerRequestGuard } from "./http/request-guard";
import { registerSecurityHeaders } from "./http/security-headers";
import { publicJsonSender } from "./http/send-json";
import {
  AccessTokens,
  authRoutes,
  chooseIdentityProvider,
  deriveKey,
  devSignInRoutes,
  endedSessionsDetail,
  LiveSessions,
  loadAuthSecret,
  parseEndedSessions,
  SessionService,
  SignInFlow,
} from "./modules/auth";
import {
  type BackupClock,
  BackupHistory,
  BackupService,
  openBackupDoor,
  ownerBackupRoutes,
  SHOP_VERSION,
} from "./modules/backups";
import { CartService, cartRoutes } from "./modules/cart";
import { CatalogueService, catalogueRoutes, SearchInMemory } from "./modules/catalogue";
import { HealthService, healthRoutes } from "./modules/health";
import { DatabaseMediaStore, mediaRoutes } from "./modules/media";
import { DemoArtMedia, type PreparedDemoArt } from "./modules/media/demo-art-media";
import {
  OrderDeskReads,
  OrderExpiry,
  OrderService,
  OwnerOrderService,
  orderRoutes,
  ownerDeskReadRoutes,
  ownerOrderRoutes,
  scheduleOrderExpiry,
} from "./modules/orders";
import {
  exportProductsSheet,
  OwnerCategories,
  OwnerProductService,
  ownerCategoryRoutes,
  ownerPhotoRoutes,
  ownerProductRoutes,
  ProductPhotos,
  ProductsSheetImport,
  productsSheetRoutes,
  SearchSpellingGroups,
  searchSpellingRoutes,
} from "./modules/owner-catalogue";
import { PageService, pageRoutes, ServerRender } from "./modules/pages";
import { PincodeDirectory, pincodeRoutes } from "./modules/pincodes";
import { shopRoutes } from "./modules/shop";
import { staticFileRoutes } from "./modules/static-files";
import { StockService, stockRoutes } from "./modules/stock";
import { AddressService, accountDataRoutes, UserService, usersRoutes } from "./modules/users";
import { WishlistService, wishlistRoutes } from "./modules/wishlist";
import { webDistFolder, webRenderFolder } from "./paths";

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Where the built storefront is; defaults to apps/web/dist. */
  webDistDir?: string;
  /** Where the server's render of the storefront's pages is; defaults to apps/web/dist-ssr; null: the browser
   * draws every page. */
  webRenderDir?: string | null;
  /** Where log lines go (default stdout); tests read them to check no secret is ever logged. */
  logStream?: NodeJS.WritableStream;
  /** The clock the daily backups keep (tests drive their own). */
  backupClock?: BackupClock;
  /** Where `database` is, when not config.database (tests open a throwaway database of their own). */
  databaseTarget?: DatabaseTarget;
}

export interface ShopApp extends FastifyInstance {
  /**
   * Announces a catalogue change: this process forgets its cached public answers at once (before the promise settles),
   * every other process of the shop when the signal reaches it. Never rejects.
   */
  clearCatalogueCache(): Promise<void>;
  /** Runs the order expiry now (it also runs on its own schedule); returns how many orders this call expired. */
  expireUnconfirmedOrders(): Promise<number>;
  /** Draws the demo pictures and their srcset copies not on disk yet (main.ts runs it in the background). */
  prepareDemoArt(): Promise<PreparedDemoArt>;
  /** Shutting down (src/shutdown.ts): readiness answers 503 from now on and every answer closes its connection. */
  draining: Draining;
  /** The shop's backups: the daily schedule runs from listening until closing. */
  backups: BackupService;
  /** How much the kept public answers (drawn pages, catalogue JSON) hold now, for tests and for looking into memory. */
  publicCache: Pick<PublicCache, "bytes" | "count">;
}

export async function buildApp({
  config,
  database,
  webDistDir = webDistFolder,
  webRenderDir = webRenderFolder,
  logStream,
  backupClock,
  databaseTarget = config.database,
}: AppDependencies): Promise<ShopApp> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Sign-in codes and tokens arrive in query strings and headers: never log them.
      redact: ["req.headers.authorization", "req.headers.cookie"],
      serializers: {
        req: (req) => ({ method: req.method, url: (req.url as string).split("?")[0] }),
        // Any error logged anywhere ({ err }) goes through the same filter as the error handler's: no query values,
        // no row details, no message that may quote a shopper's input.
        // (Already filtered by the error handler: a plain object, passed on as it is.) The cast: pino's type wants a
        // message on every logged error, and not logging one is the point.
        err: ((error: unknown) => (error instanceof Error ? loggableError(error) : error)) as (error: Error) => {
          type: string;
          message: string;
          stack: string;
        },
      },
    },
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    bodyLimit: 256 * 1024,
    // A shopper on a stalled connection must not hold a socket (and memory) for ever.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: {
      // Node checks request timeouts on this interval (30 s by default), which would stretch a short timeout.
      connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs),
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeout: config.requestTimeoutMs,
    },
    // A request that reaches the shop while it shuts down (on a connection opened before) is answered as usual, not
    // with Fastify's 503: a balancer does not send a non-idempotent request (an order) elsewhere after a 503.
    return503OnClosing: false,
  });
  const draining = registerDraining(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestGuard(app);
  registerSecurityHeaders(app, { strictTransportSecurity: config.strictTransportSecurity });

  // ETag must see the plain body before compression turns it into bytes.
  await app.register(fastifyEtag, { weak: true });
  await app.register(fastifyCompress, { threshold: 1024, encodings: ["br", "gzip", "deflate"] });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${config.shop.name} storefront API`,
        version: "1.0.0",
        description:
          "The public catalogue, the shopper's account, cart, wishlist and orders, and the owner's order desk.",
      },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // In production the explorer is off unless API_DOCS=true: it maps every route for whoever looks.
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  await app.register(fastifyCookie);
  await registerRateLimits(app, { redisUrl: config.auth.rateLimitRedisUrl, publicUrl: config.publicUrl });

  // Every process hears what another changed: the catalogue, a session ended (decision 009).
  const announcements = new Announcements({ database, log: app.log });
  app.addHook("onReady", async () => announcements.start());
  app.addHook("onClose", async () => announcements.close());

  const secret = loadAuthSecret(config.auth.secret, config.dataDir);
  const accessTokens = new AccessTokens(
    deriveKey(secret, "access-token"),
    config.publicUrl,
    config.auth.accessTokenSeconds,
  );
  const users = new UserService(database.db, config.owners.emails);
  const liveSessions = new LiveSessions();
  const announceSessionsEnded = announcements.topic("sessions-ended", {
    heard: (detail) => {
      const ended = parseEndedSessions(detail);
      // An announcement this process cannot read could be about any session.
      if (ended) liveSessions.forget(ended);
      else liveSessions.forgetAll();
    },
    missed: () => liveSessions.forgetAll(),
  });
  const sessions = new SessionService(
    database.db,
    accessTokens,
    config.auth.refreshTokenDays,
    deriveKey(secret, "refresh-token-successor"),
    { sessions: liveSessions, announceEnded: (ended) => announceSessionsEnded(endedSessionsDetail(ended)) },
  );
  const addresses = new AddressService(database.db);
  const identityProvider = await chooseIdentityProvider(config, secret);
  const signInFlow = new SignInFlow(identityProvider.settings, deriveKey(secret, "sign-in-flow"));
  if (identityProvider.devProvider) {
    await app.register(devSignInRoutes, {
      devProvider: identityProvider.devProvider,
      shopName: config.shop.name,
      signInOrigins: identityProvider.origins,
    });
  }

  const cache = new PublicCache(config.catalogueCacheMs, config.pageCacheBytes);
  // One process owns an embedded database, so it can keep search's copy of the catalogue exact (decision 019).
  const searchInMemory = database.kind === "pglite" ? SearchInMemory.over(database.db) : undefined;
  const catalogue = new CatalogueService(database.db, searchInMemory);
  const sendPublicJson = publicJsonSender(cache, config.env !== "production");
  const cart = new CartService(database.db, catalogue, config.limits.maxUnitsPerItem);
  const wishlist = new WishlistService(database.db, catalogue);
  const forgetCatalogue = () => {
    cache.clear();
    catalogue.catalogueChanged();
  };
  const announceCatalogueChange = announcements.topic("catalogue", { heard: forgetCatalogue, missed: forgetCatalogue });
  const orders = new OrderService(database.db, config.shop, config.limits, users, announceCatalogueChange);
  const ownerOrders = new OwnerOrderService({
    db: database.db,
    shop: config.shop,
    publicUrl: config.publicUrl,
    onStockChanged: announceCatalogueChange,
  });
  const orderExpiry = new OrderExpiry(database.db, config.limits.orderHoldHours, announceCatalogueChange);
  // Every process runs it (no leader to elect): the claim with SKIP LOCKED makes each order expire exactly once.
  const expirySchedule = scheduleOrderExpiry(orderExpiry, config.limits.orderExpiryCheckMs, app.log);
  app.addHook("onReady", async () => expirySchedule.start());
  app.addHook("onClose", async () => expirySchedule.stop());
  // The owner's photos, in the database every process shares (decision 013); the demo art is drawn, never stored.
  const mediaStore = new DatabaseMediaStore(database.db);
  const catalogueWriter = { db: database.db, store: mediaStore, announce: announceCatalogueChange };
  const backups = new BackupService({
    target: databaseTarget,
    database,
    history: new BackupHistory(database.db),
    settings: config.backups,
    shopVersion: SHOP_VERSION,
    log: app.log,
    ...(backupClock ? { clock: backupClock } : {}),
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health: new HealthService(database, draining) });
      await api.register(shopRoutes, { shop: config.shop, limits: config.limits });
      await api.register(pincodeRoutes, { directory: new PincodeDirectory() });
      await api.register(catalogueRoutes, { catalogue, sendPublicJson });
      await api.register(authRoutes, {
        signInFlow,
        sessions,
        users,
        publicUrl: config.publicUrl,
        signInOrigins: identityProvider.origins,
        rateLimitPerMinute: config.auth.rateLimitPerMinute,
      });
      await api.register(usersRoutes, { sessions, users, addresses });
      await api.register(accountDataRoutes, {
        sessions,
        users,
        addresses,
        cart,
        wishlist,
        orders,
      });
      await api.register(cartRoutes, { sessions, cart, limits: config.limits });
      await api.register(wishlistRoutes, { sessions, wishlist, limits: config.limits });
      await api.register(orderRoutes, { sessions, orders, limits: config.limits });
      await api.register(ownerOrderRoutes, { sessions, owners: users, ownerOrders });
      await api.register(ownerDeskReadRoutes, {
        sessions,
        users,
        reads: new OrderDeskReads(database.db, config.owners.lowStockThreshold, config.limits.orderHoldSharePercent),
      });
      await api.register(stockRoutes, {
        sessions,
        owners: users,
        stock: new StockService(database.db, announceCatalogueChange),
      });
      await api.register(ownerProductRoutes, {
        sessions,
        owners: users,
        ownerProducts: new OwnerProductService({
          db: database.db,
          lowStockThreshold: config.owners.lowStockThreshold,
          onCatalogueChanged: announceCatalogueChange,
        }),
      });
      await api.register(ownerPhotoRoutes, { sessions, owners: users, photos: new ProductPhotos(catalogueWriter) });
      await api.register(ownerCategoryRoutes, {
        sessions,
        owners: users,
        categories: new OwnerCategories(catalogueWriter),
      });
      await api.register(productsSheetRoutes, {
        sessions,
        owners: users,
        sheet: {
          exportSheet: () => exportProductsSheet(database.db),
          importer: new ProductsSheetImport(database.db, announceCatalogueChange),
        },
      });
      await api.register(ownerBackupRoutes, { sessions, owners: users, backups });
      await api.register(searchSpellingRoutes, {
        sessions,
        owners: users,
        spellings: new SearchSpellingGroups(database.db, announceCatalogueChange),
      });
    },
    { prefix: "/api" },
  );
  if (databaseTarget.kind === "pglite") {
    // The embedded database is this process's alone: `npm run backup` asks it for the backup (backup-door.ts).
    openBackupDoor(app, config.dataDir, () => backups.take("asked"));
  }
  app.addHook("onListen", async () => backups.startDaily());
  app.addHook("onClose", async () => backups.stopDaily());
  const demoArt = new DemoArtMedia(config.mediaDir);
  await app.register(mediaRoutes, { sources: [mediaStore, demoArt], prepared: demoArt });
  // Page URLs with their own meta tags, robots.txt and sitemap.xml; every other page falls through to the web app.
  const site = { shopName: config.shop.name, publicUrl: config.publicUrl };
  const pages = new PageService(database.db, catalogue, site, config.shop);
  const render = webRenderDir ? new ServerRender(app, webRenderDir, config.shop.name) : undefined;
  await app.register(pageRoutes, { pages, site, distDir: webDistDir, render, cache });
  await app.register(staticFileRoutes, { distDir: webDistDir });

  app.decorate("clearCatalogueCache", announceCatalogueChange);
  app.decorate("expireUnconfirmedOrders", () => orderExpiry.expireDue());
  app.decorate("prepareDemoArt", () => demoArt.prepareAll());
  app.decorate("draining", draining);
  app.decorate("backups", backups);
  app.decorate("publicCache", cache);
  return app as unknown as ShopApp;
}

/** TRUST_PROXY as Fastify takes it: a hop count ("the n proxies in front of us") becomes a function. */
function trustProxyOption(trust: Config["trustProxy"]) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
}
