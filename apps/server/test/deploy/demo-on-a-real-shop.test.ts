// The demo catalogue never goes into a shop that has taken orders, in production: a start asking for it is refused
// with one line, and so is `npm run seed` (both through demoRefusedHere).
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { demoRefusedHere } from "../../src/db/seed/catalogue-checks";
import { prepareDatabase, StartupRefused } from "../../src/startup";
import { plainProduct } from "../shop-fixtures";
import { newShopper } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";

describe.each(databaseKinds)("the demo catalogue and a shop with orders (%s)", (kind) => {
  const shop = useTestShop(kind);

  it("is allowed until the first order, then refused in production, naming the setting and why", async () => {
    expect(await demoRefusedHere(shop.database.db)).toBeNull();
    const shopper = await newShopper(shop.url, { email: "first-buyer@example.com", name: "First Buyer" });
    const product = await plainProduct(shop);
    const placed = await shopper.call("POST", "/api/orders", {
      customer_name: "First Buyer",
      customer_phone: "+919847012345",
      delivery_method: "pickup",
      pickup_location: "Peyad",
      order_items: [{ product_id: product.id, quantity: 1 }],
    });
    expect(placed.status).toBe(201);
    expect(await demoRefusedHere(shop.database.db)).toMatch(
      /^this database already holds 1 order, so it is a real shop/,
    );

    if (shop.databaseTarget.kind !== "postgres") return; // the embedded test database lives in this process only
    const config = loadConfig({
      NODE_ENV: "production",
      PUBLIC_URL: "https://shop.example.in",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      AUTH_SECRET: "x".repeat(32),
      DATABASE_URL: shop.databaseTarget.url,
      SEED_DEMO_CATALOGUE: "true",
    });
    const said: string[] = [];
    const start = prepareDatabase(config, (line) => said.push(line));
    await expect(start).rejects.toThrow(StartupRefused);
    await expect(start).rejects.toThrow(
      "SEED_DEMO_CATALOGUE=true refused: this database already holds 1 order, so it is a real shop",
    );
    expect(said).not.toContain("Seeding the demo catalogue into the empty database…");
  });
});
