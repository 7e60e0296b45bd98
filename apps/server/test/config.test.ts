// The configuration module: sensible defaults, and one clear line naming each bad variable.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config";
import { builtShop } from "./processes/shop-process";
import { childProcessEnv } from "./test-env";

/** The least a production start needs (the real sign-in and a fixed secret). */
const production = {
  NODE_ENV: "production",
  DATA_DIR: "/var/lib/mayil",
  PUBLIC_URL: "https://shop.example.in",
  GOOGLE_CLIENT_ID: "id",
  GOOGLE_CLIENT_SECRET: "secret",
  AUTH_SECRET: "x".repeat(32),
};

describe("configuration", () => {
  it("runs on the embedded database in ./data with the shop's identity by default", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: "pglite", dataDir: expect.stringMatching(/data\/pgdata$/) });
    expect(config.shop).toMatchObject({
      address: "Trivandrum, Kerala, India",
      deliveryFeePaise: 4900,
      pickupLocations: ["Peyad", "Kachani", "Technopark"],
    });
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("believes nobody's X-Forwarded-* unless told whose", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "loopback" }).trustProxy).toBe("loopback");
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8,127.0.0.1" }).trustProxy).toBe("10.0.0.0/8,127.0.0.1");
  });

  it("listens on this machine only outside production, on every interface in production, or where HOST says", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("127.0.0.1");
    expect(loadConfig(production).host).toBe("0.0.0.0");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({ ...production, HOST: "10.1.2.3" }).host).toBe("10.1.2.3");
  });

  it("serves the API explorer outside production, and in production only with API_DOCS=true", () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: "false" }).apiDocs).toBe(false);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: "true" }).apiDocs).toBe(true);
    expect(loadConfig(production).strictTransportSecurity).toBe(true);
    expect(loadConfig({ ...production, PUBLIC_URL: "http://localhost:3000" }).strictTransportSecurity).toBe(false);
    expect(loadConfig({ PUBLIC_URL: "https://shop.example.in" }).strictTransportSecurity).toBe(false);
  });

  it("seeds the demo catalogue while developing and testing, in production only when SEED_DEMO_CATALOGUE=true", () => {
    expect(loadConfig({}).seedDemoCatalogue).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).seedDemoCatalogue).toBe(true);
    expect(loadConfig({ SEED_DEMO_CATALOGUE: "false" }).seedDemoCatalogue).toBe(false);
    expect(loadConfig(production).seedDemoCatalogue).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_CATALOGUE: "true" }).seedDemoCatalogue).toBe(true);
  });

  it("takes a setting left blank (NAME= in an env file) as not set", () => {
    expect(loadConfig({ SHOP_NAME: "", PORT: " " })).toMatchObject({ port: 3000, shop: { name: "Mayil Jewels" } });
    expect(() => loadConfig({ ...production, AUTH_SECRET: "" })).toThrow(/AUTH_SECRET: required in production/);
  });

  it("uses a PostgreSQL server when DATABASE_URL is set", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://shop@db.internal:5432/shop" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://shop@db.internal:5432/shop" });
  });

  it("reads the shop's identity from the environment", () => {
    const config = loadConfig({
      PICKUP_LOCATIONS: "Peyad, Kowdiar",
      DELIVERY_FEE_RUPEES: "60",
      SHOP_NAME: "Test Shop",
      SELLER_LEGAL_NAME: "Test Traders LLP",
      GRIEVANCE_OFFICER_NAME: "Asha Pillai",
      GRIEVANCE_OFFICER_EMAIL: "asha@test.in",
      RETURN_WINDOW_DAYS: "10",
    });
    expect(config.shop).toMatchObject({
      name: "Test Shop",
      deliveryFeePaise: 6000,
      pickupLocations: ["Peyad", "Kowdiar"],
      seller: {
        legalName: "Test Traders LLP",
        grievanceOfficer: { name: "Asha Pillai", email: "asha@test.in", phone: "+919847012345" },
        returnWindowDays: 10,
      },
    });
  });

  it("reads the invoices' settings: a bill of supply unless a GSTIN is set, Kerala, 3 %, 7117, MJ", () => {
    expect(loadConfig({}).shop.invoicing).toEqual({
      gstin: null,
      state: { code: "32", name: "Kerala" },
      rate: 300,
      hsn: "7117",
      prefix: "MJ",
    });
    const registered = loadConfig({ GSTIN: " 29aabcm1234f1zt ", SHOP_STATE: "karnataka", GST_RATE_PERCENT: "0.25" });
    expect(registered.shop.invoicing).toMatchObject({
      gstin: "29AABCM1234F1ZT",
      state: { code: "29", name: "Karnataka" },
      rate: 25,
    });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ SHOP_PHONE: "98470 12345" }, "SHOP_PHONE"],
    [{ SHOP_WHATSAPP_NUMBER: "+91 98470" }, "SHOP_WHATSAPP_NUMBER"],
    [{ DELIVERY_FEE_RUPEES: "-1" }, "DELIVERY_FEE_RUPEES"],
    [{ PICKUP_LOCATIONS: " , " }, "PICKUP_LOCATIONS"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ API_DOCS: "yes please" }, "API_DOCS"],
    [{ GRIEVANCE_OFFICER_EMAIL: "not mail" }, "GRIEVANCE_OFFICER_EMAIL"],
    [{ RETURN_WINDOW_DAYS: "a week" }, "RETURN_WINDOW_DAYS"],
    [{ GSTIN: "32AABCM1234F1Z7" }, "GSTIN"],
    [{ GSTIN: "29AABCM1234F1Z6" }, "GSTIN"],
    [{ SHOP_STATE: "Narnia" }, "SHOP_STATE"],
    [{ GST_RATE_PERCENT: "three" }, "GST_RATE_PERCENT"],
    [{ GST_RATE_PERCENT: "0" }, "GST_RATE_PERCENT"],
    [{ HSN_CODE: "71" }, "HSN_CODE"],
    [{ INVOICE_PREFIX: "MAYIL" }, "INVOICE_PREFIX"],
    // Addresses Fastify's proxy-addr cannot read: a stack trace at start before they were checked here.
    [{ TRUST_PROXY: "0.0.0.0/0" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "::/0" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "loopback, proxy.internal" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/255.0.255.0" }, "TRUST_PROXY"],
  ])("stops on %o with a message naming %s", (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(variable);
      expect(message.split("\n")).toHaveLength(1);
    }
  });
});

describe("sign-in settings", () => {
  it("takes payments by hand without Razorpay's keys, and through Razorpay with all three", () => {
    expect(loadConfig({}).razorpay).toBeNull();
    expect(
      loadConfig({
        RAZORPAY_KEY_ID: "rzp_test_AbCdEf123456",
        RAZORPAY_KEY_SECRET: "key-secret",
        RAZORPAY_WEBHOOK_SECRET: "webhook-secret",
      }).razorpay,
    ).toEqual({
      keyId: "rzp_test_AbCdEf123456",
      keySecret: "key-secret",
      webhookSecret: "webhook-secret",
      apiUrl: "https://api.razorpay.com",
      checkoutUrl: "https://checkout.razorpay.com/v1/checkout.js",
      checkAfterMinutes: 5,
    });
  });

  it("uses the development identity provider on a machine without the shop's Google client", () => {
    const config = loadConfig({});
    expect(config.auth).toMatchObject({ google: null, devIdentityProvider: true, secret: null });
    expect(config.auth.accessTokenSeconds).toBe(15 * 60);
  });

  it("uses Google, never the development provider, once the client is configured", () => {
    const config = loadConfig({ GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "s" });
    expect(config.auth.google).toEqual({
      clientId: "id.apps.googleusercontent.com",
      clientSecret: "s",
      issuer: "https://accounts.google.com",
    });
    expect(config.auth.devIdentityProvider).toBe(false);
  });

  it("refuses production without Google, a signing secret and the public address, naming each", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      "Invalid configuration: GOOGLE_CLIENT_ID: required in production: shoppers sign in with the shop's Google client; " +
        "GOOGLE_CLIENT_SECRET: required in production: shoppers sign in with the shop's Google client; " +
        "AUTH_SECRET: required in production: it signs the shoppers' sessions; " +
        "PUBLIC_URL: required in production: Google sends shoppers back to this address",
    );
  });

  it("starts in production with all of them, and never runs the development provider there", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      AUTH_SECRET: "x".repeat(32),
      PUBLIC_URL: "https://mayiljewels.in",
      DATA_DIR: "/var/lib/mayil",
    });
    expect(config.auth.devIdentityProvider).toBe(false);
  });

  it.each([
    [{ GOOGLE_CLIENT_ID: "id" }, "GOOGLE_CLIENT_SECRET: must be set together with the other Google variable"],
    [{ GOOGLE_CLIENT_SECRET: "s" }, "GOOGLE_CLIENT_ID: must be set together with the other Google variable"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET: must be at least 32 characters"],
    [{ ACCESS_TOKEN_MINUTES: "0" }, "ACCESS_TOKEN_MINUTES"],
    [
      { RAZORPAY_KEY_ID: "rzp_live_AbCdEf123456", RAZORPAY_KEY_SECRET: "key-secret" },
      "RAZORPAY_WEBHOOK_SECRET: must be set together with the other Razorpay keys",
    ],
    [{ RAZORPAY_KEY_ID: "pk_live_AbCdEf123456" }, "RAZORPAY_KEY_ID: must be a Razorpay key id such as rzp_live_"],
  ])("stops on %o: %s", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

/** Razorpay's keys as the Dashboard gives them in live mode. */
const razorpayKeys = {
  RAZORPAY_KEY_ID: "rzp_live_AbCdEf123456",
  RAZORPAY_KEY_SECRET: "key-secret",
  RAZORPAY_WEBHOOK_SECRET: "webhook-secret",
};

describe("unsafe combinations in production", () => {
  it("takes Razorpay's live keys, and its test-mode keys only while the shop says it is on trial", () => {
    const env = { ...production, DATA_DIR: "/var/lib/mayil" };
    expect(loadConfig({ ...env, ...razorpayKeys }).razorpay?.keyId).toBe("rzp_live_AbCdEf123456");
    const trial = { ...env, ...razorpayKeys, RAZORPAY_KEY_ID: "rzp_test_AbCdEf123456", SHOP_ON_TRIAL: "true" };
    expect(loadConfig(trial).razorpay?.keyId).toBe("rzp_test_AbCdEf123456");
  });

  it.each([
    [{ PUBLIC_URL: "http://shop.example.in" }, "PUBLIC_URL: must be an https:// address in production"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY: true believes anyone's X-Forwarded-For while the shop listens on 0.0.0.0"],
    [{ TRUST_PROXY: "true", HOST: "10.1.2.3" }, "while the shop listens on 10.1.2.3"],
    [{ DATA_DIR: "./data" }, "DATA_DIR: must be an absolute path in production (e.g. /var/lib/mayil), not ./data"],
    // A name that only begins like a loopback address resolves wherever its owner points it.
    [{ PUBLIC_URL: "http://127.0.0.1.nip.io" }, "PUBLIC_URL: must be an https:// address in production"],
    [{ PUBLIC_URL: "http://localhost.example.in" }, "PUBLIC_URL: must be an https:// address in production"],
    [{ PUBLIC_URL: "http://10.0.0.127" }, "PUBLIC_URL: must be an https:// address in production"],
    // A count of proxies trusts whoever connects, as true does.
    [{ TRUST_PROXY: "1" }, "TRUST_PROXY: 1 (a count of proxies) believes the X-Forwarded-For of whoever connects"],
    [{ TRUST_PROXY: "2", HOST: "::" }, "while the shop listens on ::, open to the network"],
    [{ TRUST_PROXY: "true", HOST: "127.0.0.1.nip.io" }, "TRUST_PROXY: true believes anyone's X-Forwarded-For"],
    // Ranges that take in the internet.
    [{ TRUST_PROXY: "0.0.0.0/1" }, `TRUST_PROXY: "0.0.0.0/1" takes in addresses on the internet`],
    [{ TRUST_PROXY: "10.0.0.5, 8.0.0.0/7" }, `TRUST_PROXY: "8.0.0.0/7" takes in addresses on the internet`],
    [{ TRUST_PROXY: "2000::/3" }, `TRUST_PROXY: "2000::/3" takes in addresses on the internet`],
    [{ TRUST_PROXY: "::/80" }, `TRUST_PROXY: "::/80" takes in addresses on the internet`],
    [{ TRUST_PROXY: "::ffff:0.0.0.0/97" }, `TRUST_PROXY: "::ffff:0.0.0.0/97" takes in addresses on the internet`],
    [{ TRUST_PROXY: "10.0.0.0/128.0.0.0" }, `TRUST_PROXY: "10.0.0.0/128.0.0.0" takes in addresses on the internet`],
    // Razorpay's test mode takes no real money: a shopper would see her order paid and the shop would not be.
    [{ ...razorpayKeys, RAZORPAY_KEY_ID: "rzp_test_AbCdEf123456" }, "RAZORPAY_KEY_ID: is a test-mode key (rzp_test_…)"],
    [
      { ...razorpayKeys, RAZORPAY_API_URL: "http://api.razorpay.example" },
      "RAZORPAY_API_URL: must be an https:// address in production",
    ],
  ])("refuses %o, saying which setting and why in one line", (unsafe, message) => {
    const env = { ...production, DATA_DIR: "/var/lib/mayil", ...unsafe };
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message.split("\n")).toHaveLength(1);
    }
  });

  it("allows what is safe: http on this machine, believing a proxy it names or one on this machine", () => {
    const safe = { ...production, DATA_DIR: "/var/lib/mayil" };
    for (const env of [
      { PUBLIC_URL: "http://localhost:3000" },
      { PUBLIC_URL: "http://127.0.0.1:3000" },
      { PUBLIC_URL: "http://127.0.0.2:3000" },
      { PUBLIC_URL: "http://[::1]:3000" },
      { TRUST_PROXY: "true", HOST: "127.0.0.1" },
      { TRUST_PROXY: "true", HOST: "::1" },
      { TRUST_PROXY: "1", HOST: "127.0.0.1" },
      { TRUST_PROXY: "1", HOST: "localhost" },
      { TRUST_PROXY: "0" },
      { TRUST_PROXY: "10.0.0.5" },
      { TRUST_PROXY: "loopback" },
      { TRUST_PROXY: "loopback, uniquelocal" },
      { TRUST_PROXY: "10.0.0.0/8,172.16.0.0/12" },
      { TRUST_PROXY: "10.0.0.0/255.0.0.0" },
      { TRUST_PROXY: "2001:db8::/32" },
      { TRUST_PROXY: "::ffff:10.0.0.0/104" },
      { DATA_DIR: "./data", DATABASE_URL: "postgres://shop@db.internal/shop" },
    ]) {
      expect(() => loadConfig({ ...safe, ...env }), JSON.stringify(env)).not.toThrow();
    }
  });

  it("allows all of them outside production, where the shop runs on a developer's machine", () => {
    expect(() =>
      loadConfig({ PUBLIC_URL: "http://shop.example.in", TRUST_PROXY: "true", HOST: "0.0.0.0", DATA_DIR: "./data" }),
    ).not.toThrow();
  });
});

describe("starting with a bad value", () => {
  /** Runs the built shop (as `npm start` does) with extra environment; it must stop before opening anything. */
  const startMain = (env: Record<string, string>) =>
    spawnSync(process.execPath, [builtShop], {
      env: childProcessEnv({ DATA_DIR: "/nonexistent/never-created", ...env }),
      encoding: "utf8",
      timeout: 20_000,
    });

  it("stops the server before it opens anything, with one line naming the variable", () => {
    const result = startMain({ PORT: "eighty" });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toEqual([expect.stringMatching(/^Invalid configuration: PORT: must be a port number/)]);
  });

  it("stops on a TRUST_PROXY of every address with one line, where it was a stack trace", () => {
    const result = startMain({ TRUST_PROXY: "0.0.0.0/0" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        /^Invalid configuration: TRUST_PROXY: "0\.0\.0\.0\/0" covers every address on the internet/,
      ),
    ]);
  });

  it("refuses to start in production without the shop's Google client, saying why", () => {
    const result = startMain({ NODE_ENV: "production" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "GOOGLE_CLIENT_ID: required in production: shoppers sign in with the shop's Google client",
    );
  });
});
