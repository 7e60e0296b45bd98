// The configuration module: sensible defaults, and one clear line naming each bad variable.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config";

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

  it("uses a PostgreSQL server when DATABASE_URL is set", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://shop@db.internal:5432/shop" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://shop@db.internal:5432/shop" });
  });

  it("reads the shop's identity from the environment", () => {
    const config = loadConfig({
      PICKUP_LOCATIONS: "Peyad, Kowdiar",
      DELIVERY_FEE_RUPEES: "60",
      SHOP_NAME: "Test Shop",
    });
    expect(config.shop).toMatchObject({
      name: "Test Shop",
      deliveryFeePaise: 6000,
      pickupLocations: ["Peyad", "Kowdiar"],
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

describe("starting with a bad value", () => {
  it("stops the server before it opens anything, with one line naming the variable", () => {
    const main = path.resolve(import.meta.dirname, "../src/main.ts");
    const result = spawnSync(process.execPath, ["--import", "tsx", main], {
      env: { ...process.env, PORT: "eighty", DATA_DIR: "/nonexistent/never-created" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toEqual([expect.stringMatching(/^Invalid configuration: PORT: must be a port number/)]);
  });
});
