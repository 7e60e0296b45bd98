// The settings table: every environment variable the shop reads, with its rule, its default and the message a bad
// value gets; then the rules across variables (what production requires and refuses). config.ts turns the parsed
// variables into the Config the server uses.
import path from "node:path";
import {
  type COURIERS,
  isKnownCourier,
  isTrackingUrlPattern,
  KNOWN_COURIER_IDS,
} from "@mayil/core/fulfilment/couriers";
import { PICKUP_LOCATIONS } from "@mayil/core/fulfilment/pickup-points";
import { gstStateNamed } from "@mayil/core/india/gst-states";
import { gstinProblem, gstinStateCode } from "@mayil/core/invoices/gstin";
import { invoicePrefixProblem } from "@mayil/core/invoices/invoice-numbers";
import { rateFromPercent } from "@mayil/core/invoices/invoice-tax";
import { MAX_ORDER_LINES as CORE_MAX_ORDER_LINES, MAX_LINE_QUANTITY } from "@mayil/core/shopping/shopping-schemas";
import { z } from "zod";
import { broadRangeProblem, isLoopbackHost, readTrustedProxy } from "./trusted-proxies";

/** TRUST_PROXY's comma-separated addresses, ranges and names, as Fastify splits them. */
const trustedProxyEntries = (trust: string) =>
  trust
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

const listOf = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text) =>
      text
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .refine((items) => items.length > 0, { error: "must list at least one name, separated by commas" });

/** true/false/1/0, or undefined when unset (for defaults that depend on other variables). */
const optionalFlag = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === "true" || value === "1"));

const perMinute = (fallback: number) =>
  z.coerce.number({ error: "must be a number of requests" }).int().min(1).max(100_000).default(fallback);

const wholeNumber = (fallback: number, max: number, what: string) =>
  z.coerce
    .number({ error: `must be a number ${what}` })
    .int({ error: `must be a whole number ${what}` })
    .min(1, { error: `must be from 1 to ${max}` })
    .max(max, { error: `must be from 1 to ${max}` })
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], { error: "must be development, production or test" })
    .default("development"),
  // Unset: this machine only outside production (the development sign-in lets anyone in), every interface in it.
  HOST: z.string().trim().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .min(1)
    .default("false")
    .transform((text): boolean | number | string =>
      text === "true" ? true : text === "false" ? false : /^\d+$/.test(text) ? Number(text) : text,
    )
    // Each address or range as Fastify's proxy-addr reads it: one it cannot read (0.0.0.0/0, a host name) would
    // otherwise stop the start with a stack trace instead of this one line.
    .superRefine((trust, ctx) => {
      if (typeof trust !== "string") return;
      for (const entry of trustedProxyEntries(trust)) {
        const proxy = readTrustedProxy(entry);
        if (proxy.kind === "invalid") ctx.addIssue({ code: "custom", message: proxy.problem });
      }
    }),
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int({ error: "must be a port number" })
    .min(0, { error: "must be a port number from 0 to 65535" })
    .max(65535, { error: "must be a port number from 0 to 65535" })
    .default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, {
      error: "must be a postgres:// connection URL (leave it unset for the embedded database)",
    })
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  // Connections each process keeps to a PostgreSQL server at most; processes x this must stay under the server's
  // max_connections (docs/deploy.md).
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: "must be a number of connections" })
    .int({ error: "must be a whole number of connections" })
    .min(1, { error: "must be from 1 to 500" })
    .max(500, { error: "must be from 1 to 500" })
    .default(10), // as openDatabase's own default (DEFAULT_POOL_SIZE)
  // On SIGTERM/SIGINT the shop finishes the requests in flight and closes; past this it exits anyway, non-zero,
  // saying what was still open (decision 037: longer than any request the shop serves, shorter than systemd's 90 s).
  SHUTDOWN_DEADLINE_SECONDS: z.coerce
    .number({ error: "must be a number of seconds" })
    .min(1, { error: "must be from 1 to 600 seconds" })
    .max(600, { error: "must be from 1 to 600 seconds" })
    .default(20),
  // Behind a balancer with other processes: seconds a process keeps serving after the signal before it stops
  // accepting, responding GET and HEAD with 503 so the balancer takes it out and sends them to the others (nginx counts
  // a 503 as a failure, docs/deploy.md). 0: stop accepting at once (one process, nobody to send shoppers to).
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ error: "must be a number of seconds" })
    .min(0, { error: "must be from 0 to 60 seconds" })
    .max(60, { error: "must be from 0 to 60 seconds" })
    .default(0),
  // A request must arrive whole within this time (a stalled body is served 408); the largest body is 256 KB.
  REQUEST_TIMEOUT_SECONDS: z.coerce
    .number({ error: "must be a number of seconds" })
    .min(1, { error: "must be at least 1 second" })
    .max(600)
    .default(30),
  // A connection with no bytes either way for this long is closed.
  CONNECTION_TIMEOUT_SECONDS: z.coerce
    .number({ error: "must be a number of seconds" })
    .min(1, { error: "must be at least 1 second" })
    .max(3600)
    .default(60),
  PUBLIC_URL: z.url({ error: "must be an absolute http(s) URL, e.g. https://shop.example.in" }).optional(),
  // The API explorer at /api/docs: on while developing, off in production unless asked for.
  API_DOCS: optionalFlag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Unset: seeded into an empty database while developing and testing, never in production unless asked for.
  SEED_DEMO_CATALOGUE: optionalFlag,
  CATALOGUE_CACHE_SECONDS: z.coerce.number({ error: "must be a number of seconds" }).min(0).max(3600).default(10),
  // The most memory a process's kept public responses take (rendered pages and catalogue JSON, with their compressed copies).
  PAGE_CACHE_MB: z.coerce
    .number({ error: "must be a number of megabytes" })
    .int({ error: "must be a whole number of megabytes" })
    .min(0)
    .max(4096)
    .default(32),
  SHOP_NAME: z.string().min(1).default("Mayil Jewels"),
  SHOP_EMAIL: z.email({ error: "must be an email address" }).default("hello@mayiljewels.in"),
  SHOP_PHONE: z
    .string()
    .regex(/^\+\d{8,15}$/, { error: "must be an E.164 phone number such as +919847012345" })
    .default("+919847012345"),
  SHOP_WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, { error: "must be the WhatsApp number as digits with the country code, e.g. 919847012345" })
    .default("919847012345"),
  SHOP_ADDRESS: z.string().min(1).default("Trivandrum, Kerala, India"),
  // The seller's details the Consumer Protection (E-Commerce) Rules 2020 ask a shop to show: its legal name and
  // registered address, and a grievance officer by name and contact.
  SELLER_LEGAL_NAME: z.string().min(1).max(200).default("Mayil Jewels (proprietor Lakshmi Menon)"),
  SELLER_ADDRESS: z
    .string()
    .min(1)
    .max(300)
    .default("TC 25/1482, Statue Road, Thiruvananthapuram, Kerala 695001, India"),
  GRIEVANCE_OFFICER_NAME: z.string().min(1).max(100).default("Lakshmi Menon"),
  GRIEVANCE_OFFICER_EMAIL: z.email({ error: "must be an email address" }).default("grievance@mayiljewels.in"),
  GRIEVANCE_OFFICER_PHONE: z
    .string()
    .regex(/^\+\d{8,15}$/, { error: "must be an E.164 phone number such as +919847012345" })
    .default("+919847012345"),
  // Invoices (modules/invoices, decision 051). With a GSTIN the shop issues tax invoices; without one, bills of supply
  // that charge no GST. Its first two digits must be SHOP_STATE's code.
  GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .superRefine((gstin, ctx) => {
      const problem = gstinProblem(gstin);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .optional(),
  // The state the shop sells from, by name (or its two-digit GST code): deliveries there carry CGST + SGST, elsewhere IGST.
  SHOP_STATE: z
    .string()
    .trim()
    .default("Kerala")
    .refine((name) => gstStateNamed(name) !== undefined, {
      error: "must be an Indian state or union territory, e.g. Kerala (or its GST code, 32)",
    }),
  // GST on the shop's goods, in percent (3: imitation jewellery). Prices include it.
  GST_RATE_PERCENT: z
    .string()
    .trim()
    .default("3")
    .refine(
      (rate) => {
        try {
          const basisPoints = rateFromPercent(rate);
          return basisPoints > 0 && basisPoints <= 2800;
        } catch {
          return false;
        }
      },
      { error: "must be a GST rate in percent above 0 and at most 28, with at most two decimals, e.g. 3" },
    ),
  // The goods' HSN code printed on invoices (7117: imitation jewellery; 4 digits below ₹5 crore turnover).
  HSN_CODE: z
    .string()
    .trim()
    .regex(/^(\d{4}|\d{6}|\d{8})$/, { error: "must be an HSN code of 4, 6 or 8 digits, e.g. 7117" })
    .default("7117"),
  // The invoice numbers' prefix: MJ/26-27/000123 (bills of supply MJB/…; credit notes CN/…).
  INVOICE_PREFIX: z
    .string()
    .trim()
    .default("MJ")
    .superRefine((prefix, ctx) => {
      const problem = invoicePrefixProblem(prefix);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  RETURN_WINDOW_DAYS: z.coerce.number({ error: "must be a whole number of days" }).int().min(0).max(90).default(7),
  DELIVERY_FEE_RUPEES: z.coerce
    .number({ error: "must be a whole number of rupees" })
    .int()
    .min(0)
    .max(10000)
    .default(49),
  PICKUP_LOCATIONS: listOf(PICKUP_LOCATIONS.join(",")),
  // Who runs the shop: a sign-in vouching for one of these emails (any case) gets the owner's desk. Unset while the
  // development sign-in stands in for Google, the development owner below is the one.
  OWNER_EMAILS: z
    .string()
    .optional()
    .transform((text) =>
      text === undefined
        ? undefined
        : text
            .split(",")
            .map((email) => email.trim().toLowerCase())
            .filter(Boolean),
    )
    .refine((emails) => emails === undefined || emails.every((email) => /^[^@\s]+@[^@\s]+$/.test(email)), {
      error: "must be email addresses separated by commas",
    }),
  // The shop's UPI id (VPA), e.g. mayiljewels@okaxis: orders then carry a upi://pay link and QR code for the amount.
  SHOP_UPI_ID: z
    .string()
    .trim()
    .regex(/^[\w.-]{2,256}@[A-Za-z][\w-]{1,63}$/, { error: "must be a UPI id such as mayiljewels@okaxis" })
    .optional(),
  // Razorpay, the payment gateway (decision 082): all three keys, from the Razorpay Dashboard, or none (the shop then
  // takes UPI by its UPI id and the owner types each UTR, as without a gateway).
  RAZORPAY_KEY_ID: z
    .string()
    .trim()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/, { error: "must be a Razorpay key id such as rzp_live_AbCdEf123456" })
    .optional(),
  RAZORPAY_KEY_SECRET: z
    .string()
    .min(8, { error: "must be the key secret Razorpay showed with the key id" })
    .optional(),
  RAZORPAY_WEBHOOK_SECRET: z
    .string()
    .min(8, {
      error: "must be the secret typed when the webhook was added in the Razorpay Dashboard (8 or more characters)",
    })
    .optional(),
  // Razorpay's API; another address only for a local stand-in in tests.
  RAZORPAY_API_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) address" })
    .default("https://api.razorpay.com"),
  // Razorpay's checkout script, which the order page loads to take the payment; another address only for a local
  // stand-in in tests. Its origin is added to the pages' Content-Security-Policy.
  RAZORPAY_CHECKOUT_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) address" })
    .default("https://checkout.razorpay.com/v1/checkout.js"),
  // Minutes after a shopper opens the gateway's checkout before the shop asks the gateway whether she paid, in case its
  // webhook was lost; each unpaid one is asked again no sooner than this (decision 082).
  PAYMENT_CHECK_AFTER_MINUTES: wholeNumber(5, 24 * 60, "of minutes"),
  // true while the shop is on trial: production then takes Razorpay's test-mode keys (rzp_test_…), whose payments are
  // not real money. Unset, production refuses them.
  SHOP_ON_TRIAL: optionalFlag,
  // The couriers the desk offers when the owner marks an order shipped, in this order ("other", with a name she
  // types, is always offered last). Decision 053.
  COURIERS: listOf(KNOWN_COURIER_IDS.join(",")).refine((ids) => ids.every(isKnownCourier), {
    error: `must be courier ids separated by commas, from: ${KNOWN_COURIER_IDS.join(", ")}`,
  }),
  // A courier's tracking link other than the built-in one (packages/core couriers.ts), as id=address pairs separated
  // by commas; {number} in the address stands for the tracking number, e.g.
  // blue_dart=https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={number}
  COURIER_TRACKING_URLS: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const urls: Partial<Record<keyof typeof COURIERS, string>> = {};
      // A comma starts the next pair only where an id= follows, so an address may hold a comma of its own.
      for (const pair of (text ?? "").split(/,(?=\s*[a-z_]+\s*=)/)) {
        if (!pair.trim()) continue;
        const [id = "", ...rest] = pair.split("=");
        const courier = id.trim();
        const url = rest.join("=").trim();
        if (!isKnownCourier(courier)) {
          ctx.addIssue({
            code: "custom",
            message: `${courier || "(empty)"} is not a courier id; use one of ${KNOWN_COURIER_IDS.join(", ")}`,
          });
        } else if (!isTrackingUrlPattern(url)) {
          ctx.addIssue({
            code: "custom",
            message: `${courier} must be given an http(s) address, with {number} where the tracking number goes`,
          });
        } else urls[courier] = url;
      }
      return urls;
    }),
  // The desk counts a product or colour on sale with this many left or fewer as low on stock.
  LOW_STOCK_THRESHOLD: z.coerce.number({ error: "must be a number of units" }).int().min(0).max(10_000).default(3),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  // Google's OpenID issuer; another only for a stand-in provider in tests (apps/server/test/auth/google-client.test.ts).
  GOOGLE_ISSUER: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/]+/, { error: "must be an http(s) address such as https://accounts.google.com" })
    .default("https://accounts.google.com"),
  AUTH_SECRET: z
    .string()
    .min(32, { error: "must be at least 32 characters (e.g. the output of: openssl rand -base64 48)" })
    .optional(),
  ACCESS_TOKEN_MINUTES: z.coerce.number({ error: "must be a number of minutes" }).int().min(1).max(60).default(15),
  REFRESH_TOKEN_DAYS: z.coerce.number({ error: "must be a number of days" }).int().min(1).max(365).default(30),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, {
      error: "must be a redis:// or rediss:// URL (leave it unset to count in each process)",
    })
    .optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: perMinute(60),
  // Web Push to the owner's phones (decision 056): the shop's VAPID key pair (`npm run vapid-keys` makes one) and who
  // the push services may write to about it. Unset keys: a pair kept in DATA_DIR/vapid-keys.json while developing,
  // no push in production (the desk says why).
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{87}$/, {
      error: "must be the public key `npm run vapid-keys` printed (87 base64url characters)",
    })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, {
      error: "must be the private key `npm run vapid-keys` printed (43 base64url characters)",
    })
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/[^\s/]+.*)$/, {
      error:
        "must be a mailto: address or an https:// URL where push services can reach the shop (e.g. mailto:owner@shop.in)",
    })
    .optional(),
  ORDER_RATE_LIMIT_PER_MINUTE: perMinute(10),
  CART_RATE_LIMIT_PER_MINUTE: perMinute(120),
  WISHLIST_RATE_LIMIT_PER_MINUTE: perMinute(120),
  // The papers (decision 063): PDFs are rendered on this many worker threads at once, at most PDF_QUEUE more wait for
  // one (beyond: 503, the printer is busy), and each signed-in person may ask for this many PDFs a minute.
  PDF_THREADS: wholeNumber(1, 16, "of threads"),
  PDF_QUEUE: wholeNumber(16, 1000, "of papers"),
  PDF_RATE_LIMIT_PER_MINUTE: perMinute(30),
  MAX_UNITS_PER_ITEM: wholeNumber(10, MAX_LINE_QUANTITY, "of units"),
  MAX_ORDER_LINES: wholeNumber(20, CORE_MAX_ORDER_LINES, "of items"),
  MAX_OPEN_ORDERS: wholeNumber(3, 100_000, "of orders"),
  ORDER_HOLD_HOURS: wholeNumber(48, 24 * 90, "of hours"),
  ORDER_HOLD_SHARE_PERCENT: wholeNumber(50, 100, "of percent"),
  ORDER_EXPIRY_CHECK_SECONDS: wholeNumber(300, 24 * 3600, "of seconds"),
  // Daily backups (modules/backups): where the files go (unset: DATA_DIR/backups), when, and how many are kept.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_TIME: z
    .string()
    .trim()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, { error: "must be a time of day as HH:MM, e.g. 03:30, or off" })
    .default("03:30"),
  BACKUP_KEEP: wholeNumber(14, 3650, "of backup files"),
  // The time zone BACKUP_TIME is read in (and backup files are named in): the machine's TZ when set, else India's.
  TZ: z
    .string()
    .trim()
    .min(1)
    .refine(isTimeZone, { error: "must be a time zone such as Asia/Kolkata or UTC" })
    .optional(),
});

/** Every setting the shop reads from its environment; `.env.example` documents each (a test compares the two). */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

/** Rules across variables: production needs the real sign-in and a fixed secret, never the development stand-ins. */
export const checkedEnvSchema = envSchema.superRefine((e, ctx) => {
  const shopState = gstStateNamed(e.SHOP_STATE);
  if (e.GSTIN && shopState && gstinStateCode(e.GSTIN) !== shopState.code) {
    ctx.addIssue({
      code: "custom",
      path: ["GSTIN"],
      message: `starts with state code ${gstinStateCode(e.GSTIN)}, but SHOP_STATE is ${shopState.name} (${shopState.code})`,
    });
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    const missing = e.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY";
    ctx.addIssue({ code: "custom", path: [missing], message: "must be set together with the other VAPID key" });
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    const missing = e.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID";
    ctx.addIssue({ code: "custom", path: [missing], message: "must be set together with the other Google variable" });
  }
  const razorpay = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const;
  if (razorpay.some((name) => e[name]) && !razorpay.every((name) => e[name])) {
    for (const name of razorpay.filter((key) => !e[key])) {
      ctx.addIssue({
        code: "custom",
        path: [name],
        message:
          "must be set together with the other Razorpay keys (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET)",
      });
    }
  }
  if (e.NODE_ENV !== "production") return;
  const required: [keyof typeof e, string][] = [
    ["GOOGLE_CLIENT_ID", "required in production: shoppers sign in with the shop's Google client"],
    ["GOOGLE_CLIENT_SECRET", "required in production: shoppers sign in with the shop's Google client"],
    ["AUTH_SECRET", "required in production: it signs the shoppers' sessions"],
    ["PUBLIC_URL", "required in production: Google sends shoppers back to this address"],
  ];
  for (const [name, message] of required) {
    if (!e[name]) ctx.addIssue({ code: "custom", path: [name], message });
  }
  for (const [name, message] of unsafeInProduction(e)) ctx.addIssue({ code: "custom", path: [name], message });
});

/**
 * Combinations a real owner could set up by mistake that put shoppers or the shop's data at risk, each with the
 * reason and the way out (docs/deploy.md, "What production refuses"). Checked in production only; development keeps its conveniences.
 */
function unsafeInProduction(e: z.output<typeof envSchema>): [string, string][] {
  const unsafe: [string, string][] = [];
  if (e.PUBLIC_URL) {
    const url = new URL(e.PUBLIC_URL);
    if (url.protocol !== "https:" && !isLoopbackHost(url.hostname)) {
      unsafe.push([
        "PUBLIC_URL",
        "must be an https:// address in production (plain http is for localhost only): over http the shoppers' sign-in and orders travel unencrypted",
      ]);
    }
  }
  const host = e.HOST ?? "0.0.0.0";
  if (e.TRUST_PROXY === true && !isLoopbackHost(host)) {
    unsafe.push([
      "TRUST_PROXY",
      `true believes anyone's X-Forwarded-For while the shop listens on ${host}, open to the network (a shopper could dodge the rate limits or pose as another address): name the proxy's address instead (e.g. TRUST_PROXY=10.0.0.5), or listen on HOST=127.0.0.1 behind a proxy on this machine`,
    ]);
  }
  // A hop count trusts whoever connects, as true does: someone reaching the port directly is the "proxy".
  if (typeof e.TRUST_PROXY === "number" && e.TRUST_PROXY > 0 && !isLoopbackHost(host)) {
    unsafe.push([
      "TRUST_PROXY",
      `${e.TRUST_PROXY} (a count of proxies) believes the X-Forwarded-For of whoever connects while the shop listens on ${host}, open to the network (a shopper reaching the port directly could dodge the rate limits or pose as another address): name the proxy's address instead (e.g. TRUST_PROXY=10.0.0.5, or loopback for one on this machine), or listen on HOST=127.0.0.1`,
    ]);
  }
  if (typeof e.TRUST_PROXY === "string") {
    for (const entry of trustedProxyEntries(e.TRUST_PROXY)) {
      const problem = broadRangeProblem(entry, readTrustedProxy(entry));
      if (problem) unsafe.push(["TRUST_PROXY", problem]);
    }
  }
  if (e.RAZORPAY_KEY_ID?.startsWith("rzp_test_") && e.SHOP_ON_TRIAL !== true) {
    unsafe.push([
      "RAZORPAY_KEY_ID",
      "is a test-mode key (rzp_test_…): its payments are not real money, so a shopper would see her order paid and the shop would never be paid. Use the live key id (rzp_live_…), or set SHOP_ON_TRIAL=true while the shop is on trial",
    ]);
  }
  if (e.RAZORPAY_KEY_ID && new URL(e.RAZORPAY_API_URL).protocol !== "https:") {
    unsafe.push([
      "RAZORPAY_API_URL",
      "must be an https:// address in production: the shop's Razorpay keys travel with every call",
    ]);
  }
  if (e.RAZORPAY_KEY_ID && new URL(e.RAZORPAY_CHECKOUT_URL).protocol !== "https:") {
    unsafe.push([
      "RAZORPAY_CHECKOUT_URL",
      "must be an https:// address in production: the order page runs this script where the shopper pays",
    ]);
  }
  if (!e.DATABASE_URL && !path.isAbsolute(e.DATA_DIR)) {
    unsafe.push([
      "DATA_DIR",
      `must be an absolute path in production (e.g. /var/lib/mayil), not ${e.DATA_DIR}: the orders and photos live there, and a relative folder moves with wherever the shop is started`,
    ]);
  }
  return unsafe;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
