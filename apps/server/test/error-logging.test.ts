// A database error while an order is written: the shopper gets a plain 500 JSON, and the log says what failed
// (class, SQLSTATE, constraint, SQL text) without the shopper's name, phone, email or address anywhere in it.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { plainProduct } from "./shop-fixtures";
import { newShopper } from "./sign-in";
import { databaseKinds, useTestShop } from "./test-app";

const personal = {
  customer_name: "Lakshmi Secretname",
  customer_phone: "+91 98470 55511",
  customer_email: "lakshmi.hidden@example.com",
  customer_address: "House 77, Confidential Lane, Kowdiar",
  customer_city: "Thiruvananthapuram",
  customer_state: "Kerala",
  customer_pincode: "695003",
};
/** Every piece of the order a log line must never hold, in the forms it could appear (the phone as digits too). */
const secrets = [...Object.values(personal), "9847055511", "Confidential Lane", "Secretname"];

describe.each(databaseKinds)("no personal data in the logs (%s)", (kind) => {
  let log = "";
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  const shop = useTestShop(kind, { logStream, env: { LOG_LEVEL: "debug" } });

  it("logs a failed order's database error by class, code and SQL only", async () => {
    const product = await plainProduct(shop);
    const shopper = await newShopper(shop.url, { email: "logs@example.com", name: "Logs" });
    // A fault that only this shopper's order meets, as a broken migration or trigger might.
    await shop.database.db.execute(
      `alter table orders add constraint refuses_one_customer check (customer_name <> '${personal.customer_name}')`,
    );
    log = "";

    const { status, body } = await shopper.call("POST", "/api/orders", {
      ...personal,
      delivery_method: "delivery",
      pickup_location: null,
      special_instructions: "Ring the bell twice",
      order_items: [{ product_id: product.id, quantity: 1 }],
    });

    expect(status).toBe(500);
    expect(body).toEqual({ error: "Something went wrong on our side. Please try again.", code: "server_error" });
    const failure = log
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg?: string; level: number; err?: Record<string, unknown> })
      .find((entry) => entry.msg === "request failed");
    expect(failure?.level).toBe(50);
    expect(JSON.stringify(failure?.err)).toContain("23514");
    expect(JSON.stringify(failure?.err)).toContain("refuses_one_customer");
    expect(JSON.stringify(failure?.err)).toMatch(/insert into \\"orders\\"/);
    for (const secret of [...secrets, "Ring the bell", "Failing row"]) expect(log).not.toContain(secret);
  });

  it("filters errors logged outside a request the same way (a background job's failure)", async () => {
    log = "";
    const failure = Object.assign(
      new Error(`Failed query: insert into "orders" ... params: ${personal.customer_name}`),
      {
        code: "23514",
        detail: `Failing row contains (${personal.customer_phone})`,
      },
    );
    shop.app.log.error({ err: failure }, "order expiry failed");
    const entry = JSON.parse(log.trim().split("\n").at(-1) ?? "{}") as { err?: { code?: string } };
    expect(entry.err?.code).toBe("23514");
    for (const secret of [...secrets, "Failing row"]) expect(log).not.toContain(secret);
  });
});
