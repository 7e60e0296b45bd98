// The one place the environment is read: every setting validated at start, with the shop's identity in one place.
import path from "node:path";
import { z } from "zod";

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

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .optional()
    .transform((value) => (value === undefined ? fallback : value === "true" || value === "1"));

const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], { error: "must be development, production or test" })
    .default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
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
  PUBLIC_URL: z.url({ error: "must be an absolute http(s) URL, e.g. https://shop.example.in" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO_CATALOGUE: flag(true),
  CATALOGUE_CACHE_SECONDS: z.coerce.number({ error: "must be a number of seconds" }).min(0).max(3600).default(10),
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
  DELIVERY_FEE_RUPEES: z.coerce
    .number({ error: "must be a whole number of rupees" })
    .int()
    .min(0)
    .max(10000)
    .default(49),
  PICKUP_LOCATIONS: listOf("Peyad,Kachani,Technopark"),
});

export interface ShopIdentity {
  name: string;
  email: string;
  phone: string;
  whatsappNumber: string;
  address: string;
  deliveryFeePaise: number;
  pickupLocations: string[];
}

export interface Config {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  publicUrl: string;
  logLevel: string;
  database: { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };
  dataDir: string;
  mediaDir: string;
  seedDemoCatalogue: boolean;
  catalogueCacheMs: number;
  shop: ShopIdentity;
}

export class ConfigError extends Error {}

/** Parses an environment; throws ConfigError with one line per bad variable, naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join("; ")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "pglite", dataDir: path.join(dataDir, "pgdata") },
    dataDir,
    mediaDir: path.join(dataDir, "media"),
    seedDemoCatalogue: e.SEED_DEMO_CATALOGUE,
    catalogueCacheMs: e.CATALOGUE_CACHE_SECONDS * 1000,
    shop: {
      name: e.SHOP_NAME,
      email: e.SHOP_EMAIL,
      phone: e.SHOP_PHONE,
      whatsappNumber: e.SHOP_WHATSAPP_NUMBER,
      address: e.SHOP_ADDRESS,
      deliveryFeePaise: e.DELIVERY_FEE_RUPEES * 100,
      pickupLocations: e.PICKUP_LOCATIONS,
    },
  };
}
