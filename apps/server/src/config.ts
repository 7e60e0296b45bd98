// The one place the environment is read: loadConfig checks every setting at start (by the table in
// config-settings.ts) and shapes them into the Config the server uses, with the shop's identity in one place.
import path from "node:path";
import { COURIERS, KNOWN_COURIER_IDS, type KnownCourierId } from "@mayil/core/fulfilment/couriers";
import { type GstState, gstStateNamed } from "@mayil/core/india/gst-states";
import { type RateBasisPoints, rateFromPercent } from "@mayil/core/invoices/invoice-tax";
import { checkedEnvSchema } from "./config-settings";

/** Who signs in to the development sign-in as the shop's owner when OWNER_EMAILS is not set (README). */
export const DEVELOPMENT_OWNER_EMAIL = "owner@mayil.test";

/** What the shop needs of Razorpay: never logged, never in a backup. */
export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  /** The checkout script the order page loads (its origin joins the pages' Content-Security-Policy). */
  checkoutUrl: string;
  /** PAYMENT_CHECK_AFTER_MINUTES: how long the sweep waits for a webhook before asking the gateway itself. */
  checkAfterMinutes: number;
}

export interface ShopIdentity {
  name: string;
  email: string;
  phone: string;
  whatsappNumber: string;
  address: string;
  deliveryFeePaise: number;
  pickupLocations: string[];
  /** SHOP_UPI_ID: the shop's UPI id for payment links; null when it takes UPI only by hand. */
  upiId: string | null;
  /** Whether shoppers can pay online through the payment gateway: the gateway's keys are set (decision 082). */
  takesOnlinePayment: boolean;
  seller: SellerDetails;
  invoicing: InvoiceSettings;
  couriers: ShopCouriers;
}

/** What the shop's invoices say about its tax (decision 051). */
export interface InvoiceSettings {
  /** GSTIN: null for a shop not registered for GST, which issues bills of supply and charges no GST. */
  gstin: string | null;
  /** SHOP_STATE: where the shop sells from; the place of supply of a pickup or a walk-in sale. */
  state: GstState;
  /** GST_RATE_PERCENT in hundredths of a percent (3 % is 300). */
  rate: RateBasisPoints;
  /** HSN_CODE: the goods' code on every line. */
  hsn: string;
  /** INVOICE_PREFIX: MJ for MJ/26-27/000123. */
  prefix: string;
}

/** COURIERS and COURIER_TRACKING_URLS: the couriers the desk offers, and every known courier's tracking link. */
export interface ShopCouriers {
  offered: KnownCourierId[];
  /** Each known courier's link pattern, the shop's own where it set one; kept for every courier, offered or not, so an
   * order shipped before the shop stopped offering one still links to its tracking page. */
  trackingUrls: Record<KnownCourierId, string>;
}

/** Who sells, as the shop must show it (E-Commerce Rules 2020), and how long a buyer has to ask for a return. */
export interface SellerDetails {
  legalName: string;
  address: string;
  grievanceOfficer: { name: string; email: string; phone: string };
  returnWindowDays: number;
}

export interface OwnerSettings {
  /** Lower-case emails whose verified sign-in makes the person an owner. */
  emails: string[];
  lowStockThreshold: number;
}

export interface AuthSettings {
  /** The shop's Google OAuth client; null means the development identity provider stands in. */
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /** Runs the built-in OpenID provider at /dev-oidc (never in production). */
  devIdentityProvider: boolean;
  /** AUTH_SECRET; when null a development secret is generated and kept in the data folder. */
  secret: string | null;
  accessTokenSeconds: number;
  refreshTokenDays: number;
  rateLimitPerMinute: number;
  /** REDIS_URL: where several server processes keep their rate-limit counters together; null counts per process. */
  rateLimitRedisUrl: string | null;
}

/** Web Push to the owner's devices (decision 056). */
export interface WebPushSettings {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url); null when unset. */
  keys: { publicKey: string; privateKey: string } | null;
  /** Unset keys while developing: a pair is generated once and kept in DATA_DIR/vapid-keys.json. */
  generateDevelopmentKeys: boolean;
  /** VAPID_SUBJECT: whom a push service writes to about the shop's pushes (mailto:SHOP_EMAIL unless set). */
  subject: string;
  /** Endpoints on this machine over plain http are accepted (tests stand a push service in there); never in production. */
  allowLoopbackEndpoints: boolean;
}

/** What one shopper may do, so that no one account can take the whole shop (decision 006). */
export interface ShoppingLimits {
  /** Per signed-in shopper, counted like the sign-in limits (in Redis when REDIS_URL is set). */
  ordersPerMinute: number;
  cartWritesPerMinute: number;
  wishlistWritesPerMinute: number;
  /** Units of one product (or colour) in one cart line or one order. */
  maxUnitsPerItem: number;
  /** Different products and colours in one order. */
  maxOrderLines: number;
  /** Orders still waiting for the shop to confirm them; one more is refused until they are settled in the chat. */
  maxOpenOrders: number;
  /** A placed order the shop has not confirmed within this time is cancelled and its stock put back. */
  orderHoldHours: number;
  /**
   * The share (percent, rounded down, at least 1 unit) of what is left of a piece or colour that one shopper may hold
   * in orders the shop has not confirmed; 100 leaves only the stock as the limit. The owner's sales are not limited.
   */
  orderHoldSharePercent: number;
  /** How often each server process looks for such orders. */
  orderExpiryCheckMs: number;
}

/** The papers' printer (modules/printing, decision 063). */
export interface PrintingSettings {
  /** PDF_THREADS: worker threads rendering PDFs at once. */
  threads: number;
  /** PDF_QUEUE: papers that may wait for a thread; one more is refused with 503. */
  queue: number;
  /** PDF_RATE_LIMIT_PER_MINUTE: PDFs one signed-in person (shopper or owner) may ask for in a minute. */
  downloadsPerMinute: number;
}

/** The daily backups (modules/backups, docs/deploy.md#backups). */
export interface BackupSettings {
  folder: string;
  /** The shop's time of day the daily backup is taken; null when BACKUP_TIME=off. */
  dailyAt: { hour: number; minute: number } | null;
  keep: number;
  /** The IANA zone BACKUP_TIME is read in and backup files are named in. */
  timeZone: string;
}

/** The shop's own time zone when the machine names none (the shop is in Kerala). */
export const SHOP_TIME_ZONE = "Asia/Kolkata";

export interface Config {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  /**
   * Whose X-Forwarded-For/-Host/-Proto to believe (Fastify's trustProxy): nobody unless set, since a
   * client on this machine could otherwise name any address. The shopper's address decides rate limits, so a forged
   * header from anyone but the proxy the owner named must not count; behind Caddy or nginx on this machine, loopback.
   */
  trustProxy: boolean | number | string;
  publicUrl: string;
  logLevel: string;
  /** Fastify's requestTimeout: the whole request (headers and body) must have arrived by then, or 408. */
  requestTimeoutMs: number;
  /** Fastify's connectionTimeout: a socket idle this long is closed. */
  connectionTimeoutMs: number;
  /** Serve the API explorer and its OpenAPI document at /api/docs. */
  apiDocs: boolean;
  /** Tell browsers to come back over https only (production behind an https PUBLIC_URL). */
  strictTransportSecurity: boolean;
  database: { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };
  /** DATABASE_POOL_SIZE: this process's connections to a PostgreSQL server at most. */
  databasePoolSize: number;
  /** SHUTDOWN_DEADLINE_SECONDS: how long a graceful shutdown may take before the process exits anyway. */
  shutdownDeadlineMs: number;
  /** SHUTDOWN_DRAIN_SECONDS: how long a process keeps its port open after the signal, turning GETs away with 503. */
  shutdownDrainMs: number;
  dataDir: string;
  mediaDir: string;
  seedDemoCatalogue: boolean;
  catalogueCacheMs: number;
  /** PAGE_CACHE_MB in bytes: the bound on the public responses this process keeps (0: none kept). */
  pageCacheBytes: number;
  shop: ShopIdentity;
  auth: AuthSettings;
  owners: OwnerSettings;
  limits: ShoppingLimits;
  printing: PrintingSettings;
  backups: BackupSettings;
  webPush: WebPushSettings;
  /** RAZORPAY_*: the payment gateway's keys (decision 082); null when the shop takes UPI by hand only. */
  razorpay: RazorpayKeys | null;
}

export class ConfigError extends Error {}

/**
 * A setting left blank (`AUTH_SECRET=` in an env file copied from .env.example) counts as not set, so it takes its
 * default or is reported as required, rather than failing as an empty value.
 */
function withoutBlanks(env: Record<string, string | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined && value.trim() !== "") kept[name] = value;
  return kept;
}

/** Parses an environment; throws ConfigError with one line per bad variable, naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = checkedEnvSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join("; ")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const production = e.NODE_ENV === "production";
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const devIdentityProvider = !e.GOOGLE_CLIENT_ID && !production;
  return {
    env: e.NODE_ENV,
    host: e.HOST ?? (production ? "0.0.0.0" : "127.0.0.1"),
    trustProxy: e.TRUST_PROXY,
    port: e.PORT,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
    connectionTimeoutMs: Math.round(e.CONNECTION_TIMEOUT_SECONDS * 1000),
    apiDocs: e.API_DOCS ?? !production,
    strictTransportSecurity: production && publicUrl.startsWith("https://"),
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "pglite", dataDir: path.join(dataDir, "pgdata") },
    databasePoolSize: e.DATABASE_POOL_SIZE,
    shutdownDeadlineMs: Math.round(e.SHUTDOWN_DEADLINE_SECONDS * 1000),
    shutdownDrainMs: Math.round(e.SHUTDOWN_DRAIN_SECONDS * 1000),
    dataDir,
    mediaDir: path.join(dataDir, "media"),
    seedDemoCatalogue: e.SEED_DEMO_CATALOGUE ?? !production,
    catalogueCacheMs: e.CATALOGUE_CACHE_SECONDS * 1000,
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    shop: {
      name: e.SHOP_NAME,
      email: e.SHOP_EMAIL,
      phone: e.SHOP_PHONE,
      whatsappNumber: e.SHOP_WHATSAPP_NUMBER,
      address: e.SHOP_ADDRESS,
      deliveryFeePaise: e.DELIVERY_FEE_RUPEES * 100,
      pickupLocations: e.PICKUP_LOCATIONS,
      upiId: e.SHOP_UPI_ID ?? null,
      takesOnlinePayment: Boolean(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET),
      couriers: {
        offered: [...new Set(e.COURIERS)] as KnownCourierId[],
        trackingUrls: Object.fromEntries(
          KNOWN_COURIER_IDS.map((id) => [id, e.COURIER_TRACKING_URLS[id] ?? COURIERS[id].trackingUrl]),
        ) as Record<KnownCourierId, string>,
      },
      seller: {
        legalName: e.SELLER_LEGAL_NAME,
        address: e.SELLER_ADDRESS,
        grievanceOfficer: {
          name: e.GRIEVANCE_OFFICER_NAME,
          email: e.GRIEVANCE_OFFICER_EMAIL,
          phone: e.GRIEVANCE_OFFICER_PHONE,
        },
        returnWindowDays: e.RETURN_WINDOW_DAYS,
      },
      invoicing: {
        gstin: e.GSTIN ?? null,
        state: gstStateNamed(e.SHOP_STATE) as GstState,
        rate: rateFromPercent(e.GST_RATE_PERCENT),
        hsn: e.HSN_CODE,
        prefix: e.INVOICE_PREFIX,
      },
    },
    auth: {
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
          : null,
      devIdentityProvider,
      secret: e.AUTH_SECRET ?? null,
      accessTokenSeconds: e.ACCESS_TOKEN_MINUTES * 60,
      refreshTokenDays: e.REFRESH_TOKEN_DAYS,
      rateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
      rateLimitRedisUrl: e.REDIS_URL ?? null,
    },
    owners: {
      emails: e.OWNER_EMAILS ?? (devIdentityProvider ? [DEVELOPMENT_OWNER_EMAIL] : []),
      lowStockThreshold: e.LOW_STOCK_THRESHOLD,
    },
    limits: {
      ordersPerMinute: e.ORDER_RATE_LIMIT_PER_MINUTE,
      cartWritesPerMinute: e.CART_RATE_LIMIT_PER_MINUTE,
      wishlistWritesPerMinute: e.WISHLIST_RATE_LIMIT_PER_MINUTE,
      maxUnitsPerItem: e.MAX_UNITS_PER_ITEM,
      maxOrderLines: e.MAX_ORDER_LINES,
      maxOpenOrders: e.MAX_OPEN_ORDERS,
      orderHoldHours: e.ORDER_HOLD_HOURS,
      orderHoldSharePercent: e.ORDER_HOLD_SHARE_PERCENT,
      orderExpiryCheckMs: e.ORDER_EXPIRY_CHECK_SECONDS * 1000,
    },
    printing: {
      threads: e.PDF_THREADS,
      queue: e.PDF_QUEUE,
      downloadsPerMinute: e.PDF_RATE_LIMIT_PER_MINUTE,
    },
    backups: {
      folder: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, "backups"),
      dailyAt:
        e.BACKUP_TIME === "off"
          ? null
          : { hour: Number(e.BACKUP_TIME.slice(0, 2)), minute: Number(e.BACKUP_TIME.slice(3, 5)) },
      keep: e.BACKUP_KEEP,
      timeZone: e.TZ ?? SHOP_TIME_ZONE,
    },
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL,
            checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
            checkAfterMinutes: e.PAYMENT_CHECK_AFTER_MINUTES,
          }
        : null,
    webPush: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      generateDevelopmentKeys: !production,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.SHOP_EMAIL}`,
      allowLoopbackEndpoints: !production,
    },
  };
}
