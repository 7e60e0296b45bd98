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
import { ShopEvents } from "./events/event-bus";
import { registerDeclaredRefusals } from "./http/declared-refusals";
import { type Draining, registerDraining } from "./http/draining";
import { MAX_PARAM_LENGTH, registerErrorHandler, responseFrameworkError } from "./http/error-handler";
import { PublicCache } from "./http/public-cache";
import { registerRateLimits } from "./http/rate-limits";
import { registerRequestGuard } from "./http/request-guard";
import { OneLinePerRequest } from "./http/request-log";
import { routeGuards } from "./http/route-guards";
import { registerSecurityHeaders } from "./http/security-headers";
import { publicJsonSender } from "./http/send-json";
import { type DeskAlerts, registerAlerts, registerWebPush } from "./modules/alerts";
import { registerAuth } from "./modules/auth";
import { type BackupClock, type BackupService, registerBackups } from "./modules/backups";
import { registerCart } from "./modules/cart";
import { registerCashOnDelivery } from "./modules/cash-on-delivery";
import { registerCatalogue, registerOwnerCatalogue } from "./modules/catalogue";
import { registerCustomers } from "./modules/customers";
import { registerFulfilment } from "./modules/fulfilment";
import { registerHealth } from "./modules/health";
import { creditNotesReading, registerInvoices } from "./modules/invoices";
import { DemoPictures, registerMedia } from "./modules/media";
import { invoicedOrderOf, orderNumbersOf, registerOrders } from "./modules/orders";
import { registerPages } from "./modules/pages";
import { registerPayments, type Swept } from "./modules/payments";
import { registerPincodes } from "./modules/pincodes";
import { registerPrinting } from "./modules/printing";
import { registerProductsSheet } from "./modules/products-sheet";
import { registerReports } from "./modules/reports";
import { registerSearchSpellings } from "./modules/search-spellings";
import { registerShop } from "./modules/shop";
import { registerStaticFiles } from "./modules/static-files";
import { registerStock } from "./modules/stock";
import { registerAccounts, registerUsers } from "./modules/users";
import { registerWishlist } from "./modules/wishlist";
import { webDistFolder, webRenderFolder } from "./paths";

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Where the built storefront is; defaults to apps/web/dist. */
  webDistDir?: string;
  /** Where the server's render of the storefront's pages is; defaults to apps/web/dist-ssr; null: the browser
   * renders every page. */
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
   * Announces a catalogue change: this process forgets its cached public responses at once (before the promise settles),
   * every other process of the shop when the signal reaches it. Never rejects.
   */
  clearCatalogueCache(): Promise<void>;
  /** Runs the order expiry now (it also runs on its own schedule); returns how many orders this call expired. */
  expireUnconfirmedOrders(): Promise<number>;
  /** Runs the warning of orders about to expire now (it also runs on the expiry's schedule); returns how many it warned of. */
  warnExpiringOrders(): Promise<number>;
  /**
   * Asks the payment gateway now about unpaid checkouts, waiting webhooks and pending refunds (it also sweeps every
   * minute, decision 082); null without the gateway's keys.
   */
  sweepPaymentGateway(): Promise<Swept | null>;
  /** Shutting down (src/shutdown.ts): readiness responds with 503 from now on and every response closes its connection. */
  draining: Draining;
  /** The shop's backups: the daily schedule runs from listening until closing. */
  backups: BackupService;
  /**
   * The owner's alerts (decision 055): raised for the shop's events (decision 077), streamed to every open desk; Web
   * Push listens with onRaised.
   */
  deskAlerts: DeskAlerts;
  /** The shop's events (decision 077), built once and handed to the modules; tests subscribe to watch a change. */
  events: ShopEvents;
  /** How much the kept public responses (rendered pages, catalogue JSON) hold now, for tests and for looking into memory. */
  publicCache: Pick<PublicCache, "bytes" | "count">;
  /** The papers' printer: how many PDFs its threads have rendered since start (a kept invoice is sent without one). */
  printer: { readonly renders: number };
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
    frameworkErrors: responseFrameworkError,
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
    // A request that reaches the shop while it shuts down (on a connection opened before) is served as usual, not
    // with Fastify's 503: a balancer does not send a non-idempotent request (an order) elsewhere after a 503.
    return503OnClosing: false,
    logController: new OneLinePerRequest(),
  });
  const draining = registerDraining(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerDeclaredRefusals(app, { strict: config.env !== "production" });
  registerRequestGuard(app);
  registerSecurityHeaders(app, {
    strictTransportSecurity: config.strictTransportSecurity,
    // The order page opens the payment gateway's checkout only when the shop has its keys (decision 082).
    gateway: config.razorpay && { checkoutUrl: config.razorpay.checkoutUrl, apiUrl: config.razorpay.apiUrl },
  });

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

  // What happens in one module and others act on (an order placed, stock changed, the catalogue changed): published
  // by the module where it happens once its transaction commits, subscribed to below (decision 077).
  const events = new ShopEvents(app.log);

  // The modules, each registering its own services and routes. Accounts come first: sign-in, the route guards and
  // orders all need them. The users module's routes come after the cart, wishlist and orders, whose parts of a
  // shopper's data its download and deletion put together.
  const { db } = database;
  const { users } = registerAccounts({ db, ownerEmails: config.owners.emails });
  const owners = users;
  const { sessions } = await registerAuth(app, { config, db, users, announcements });
  // The checks in front of every other module's signed-in routes: a live session, and for the desk an owner.
  const guards = routeGuards(sessions, owners);
  // The desk's alerts: raised for the shop's events, they travel on the announcements to every process.
  const { alerts: deskAlerts } = await registerAlerts(app, { announcements, events, sessions, guards, draining });

  const cache = new PublicCache(config.catalogueCacheMs, config.pageCacheBytes);
  const sendPublicJson = publicJsonSender(cache, config.env !== "production");
  const { catalogue } = await registerCatalogue(app, { database, sendPublicJson });
  const forgetCatalogue = () => {
    cache.clear();
    catalogue.catalogueChanged();
  };
  const announceCatalogueChange = announcements.topic("catalogue", { heard: forgetCatalogue, missed: forgetCatalogue });
  // Stock counts and the owner's catalogue show on the storefront: every process forgets what it kept of them. The
  // announcement is awaited, so the signal is out before the change's response.
  events.subscribe("stock-changed", () => announceCatalogueChange());
  events.subscribe("catalogue-changed", () => announceCatalogueChange());

  await registerHealth(app, { database, draining });
  await registerShop(app, config);
  const { places } = await registerPincodes(app);
  const { accountData: cartData, cart } = await registerCart(app, {
    db,
    catalogue,
    guards,
    limits: config.limits,
    owners,
  });
  // Cash on delivery's rules: the checkout reads them, the desk sets them, and orders checks a COD order against them
  // (handed the read). Its remittances name orders by number, which orders hands it.
  const { settings: codSettings } = await registerCashOnDelivery(app, { db, guards, orderNumbers: orderNumbersOf });
  const { accountData: wishlistData } = await registerWishlist(app, { db, catalogue, guards, limits: config.limits });
  const {
    orders,
    ownerOrders,
    expiry,
    accountData: orderData,
    orderPart,
    customerOrders,
  } = await registerOrders(app, {
    db,
    config,
    guards,
    owners,
    events,
    shopper: { profiles: users, cart },
    places,
    codRules: () => codSettings.rules(),
  });
  // Fulfilment is below orders and the invoices (an order's story reads its parcel and returns, the credit notes its
  // returns): orders hands it its part in a change, and the invoices their credit notes for a return. The credit
  // notes read the order's lines through orders (the invoices are below it too), so they come with orders' read.
  const issueCreditNotes = creditNotesReading(invoicedOrderOf);
  await registerFulfilment(app, { db, shop: config.shop, guards, events, orders: orderPart, issueCreditNotes });
  // Payments are below orders and the invoices (both read its records): orders hands it its part in a change, and the
  // invoices their credit notes for a refund.
  const { sweep: sweepPaymentGateway } = await registerPayments(app, {
    db,
    shop: config.shop,
    guards,
    events,
    orders: orderPart,
    issueCreditNotes,
    razorpay: config.razorpay,
  });
  // The customers are below orders too (every write to an order keeps its customer's figures): orders hands them the
  // reads of a customer's orders.
  await registerCustomers(app, { db, guards, orders: customerOrders });
  const { printer } = await registerPrinting(app, {
    db,
    guards,
    settings: config.printing,
    shop: config.shop,
    ownerOrder: (orderId) => ownerOrders.order(orderId),
    shopperOwns: (userId, orderId) => orders.get(userId, orderId),
  });
  await registerInvoices(app, { db, shop: config.shop, guards, orderOf: invoicedOrderOf });
  await registerReports(app, { db, guards });
  // In the downloaded file's order; the deletion asks each in turn, inside its one transaction.
  await registerUsers(app, { db, users, guards, sessions, accountData: [wishlistData, cartData, orderData] });
  await registerStock(app, {
    db,
    guards,
    events,
    lowStockThreshold: config.owners.lowStockThreshold,
    orderNumbers: orderNumbersOf,
  });
  // The demo art is rendered, never stored (decision 013).
  const demoArt = new DemoPictures(config.mediaDir);
  const { mediaStore } = await registerMedia(app, { db, otherSources: [demoArt], prepared: demoArt });
  await registerOwnerCatalogue(app, {
    db,
    mediaStore,
    guards,
    lowStockThreshold: config.owners.lowStockThreshold,
    events,
  });
  await registerProductsSheet(app, { db, guards, events });
  await registerSearchSpellings(app, { db, guards, events });
  const { backups } = await registerBackups(app, {
    config,
    database,
    target: databaseTarget,
    ...(backupClock ? { clock: backupClock } : {}),
    guards,
  });
  // The owner's alerts: pushed to her devices from the process that raised them (decision 056).
  await registerWebPush(app, { db, config, guards, owners, alerts: deskAlerts });
  // Page URLs with their own meta tags, robots.txt and sitemap.xml; every other page falls through to the web app.
  await registerPages(app, { catalogue, config, distDir: webDistDir, renderDir: webRenderDir, cache });
  await registerStaticFiles(app, { distDir: webDistDir });

  app.decorate("clearCatalogueCache", announceCatalogueChange);
  app.decorate("expireUnconfirmedOrders", () => expiry.expireDue());
  app.decorate("warnExpiringOrders", () => expiry.warnDue());
  app.decorate("sweepPaymentGateway", sweepPaymentGateway);
  app.decorate("draining", draining);
  app.decorate("backups", backups);
  app.decorate("publicCache", cache);
  app.decorate("deskAlerts", deskAlerts);
  app.decorate("events", events);
  app.decorate("printer", printer);
  return app as unknown as ShopApp;
}

/** TRUST_PROXY as Fastify takes it: a hop count ("the n proxies in front of us") becomes a function. */
function trustProxyOption(trust: Config["trustProxy"]) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
}
