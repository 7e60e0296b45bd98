// Placing orders: server prices, stock taken, cart cleared of what was ordered, idempotency, validation, privacy,
// and the WhatsApp link with the order's summary.
import type { CartLine, Order } from "@mayil/core/shopping/shopping-schemas";
import { describe, expect, it } from "vitest";
import { plainProduct, productWithColours, setStock, stockOf, variantStockOf } from "../shop-fixtures";
import { asShopper, newShopper as signedIn } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";

type Placed = { success: true; message: string; order: Order; whatsapp_url: string; prices_changed: boolean };

const customer = {
  customer_name: "Anjali Nair",
  customer_phone: "+91 98470 12345",
  customer_email: "anjali@example.com",
  customer_address: "TC 12/345, Pattom",
  customer_city: "Thiruvananthapuram",
  customer_state: "Kerala",
  customer_pincode: "695004",
  delivery_method: "delivery",
  pickup_location: null,
  special_instructions: "",
};

describe.each(databaseKinds)("orders (%s)", (kind) => {
  const shop = useTestShop(kind);
  let n = 0;
  const newShopper = async () => {
    const shopper = await signedIn(shop.url, { email: `order${++n}@example.com`, name: `Order ${n}` });
    const { token } = shopper;
    const call = <T = Placed>(method: string, path: string, body?: unknown) => shopper.call<T>(method, path, body);
    const order = async (body: unknown, key?: string) => {
      const response = await fetch(`${shop.url}/api/orders`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          ...(key ? { "idempotency-key": key } : {}),
        },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        headers: response.headers,
        body: (await response.json()) as Placed & { error?: string },
      };
    };
    const cart = async () => (await call<{ cart: CartLine[] }>("GET", "/api/cart")).body.cart;
    return { token, call, order, cart };
  };

  it("places a delivery order priced by the server, takes the stock and empties those lines from the cart", async () => {
    const shopper = await newShopper();
    const earrings = await plainProduct(shop, { stock: 5 });
    const bangle = await plainProduct(shop, { stock: 5, skip: 1 });
    const keep = await plainProduct(shop, { stock: 5, skip: 2 });
    await setStock(shop, earrings.id, 5);
    for (const [product, quantity] of [
      [earrings, 2],
      [bangle, 1],
      [keep, 1],
    ] as const) {
      await shopper.call("POST", "/api/cart", { product_id: product.id, quantity });
    }

    const placed = await shopper.order({
      ...customer,
      order_items: [
        { id: earrings.id, name: earrings.name, price: earrings.price, quantity: 2 },
        { product_id: bangle.id, quantity: 1, price: Number(bangle.price) },
      ],
      total_amount: (Number(earrings.price) * 2 + Number(bangle.price) + 49).toFixed(2),
    });
    expect(placed.status).toBe(201);
    const subtotal = Math.round(Number(earrings.price) * 200) + Math.round(Number(bangle.price) * 100);
    const rupees = (paise: number) => (paise / 100).toFixed(2);
    expect(placed.body).toMatchObject({ success: true, message: "Order placed", prices_changed: false });
    expect(placed.body.order).toMatchObject({
      order_number: expect.stringMatching(/^MJ-\d{6}$/),
      status: "placed",
      customer_name: "Anjali Nair",
      customer_phone: "+919847012345",
      customer_email: "anjali@example.com",
      delivery_method: "delivery",
      customer_address: "TC 12/345, Pattom",
      customer_city: "Thiruvananthapuram",
      customer_state: "Kerala",
      customer_pincode: "695004",
      pickup_location: null,
      special_instructions: null,
      subtotal: rupees(subtotal),
      delivery_fee: "49.00",
      total: rupees(subtotal + 4900),
      items: [
        {
          product_id: earrings.id,
          variant_id: null,
          name: earrings.name,
          color_name: null,
          unit_price: earrings.price,
          quantity: 2,
          line_total: rupees(Math.round(Number(earrings.price) * 200)),
        },
        {
          product_id: bangle.id,
          variant_id: null,
          name: bangle.name,
          color_name: null,
          unit_price: bangle.price,
          quantity: 1,
          line_total: bangle.price,
        },
      ],
    });
    expect(await stockOf(shop, earrings.id)).toBe(3);
    expect((await shopper.cart()).map((line) => line.product_id)).toEqual([keep.id]);

    const link = new URL(placed.body.whatsapp_url);
    expect(link.origin + link.pathname).toBe("https://wa.me/919847012345");
    const text = link.searchParams.get("text") ?? "";
    expect(text).toContain(`Order: ${placed.body.order.order_number}`);
    expect(text).toContain(`1. ${earrings.name} - ₹`);
    expect(text).toContain(
      "Delivery: Home delivery\nAddress: TC 12/345, Pattom, Thiruvananthapuram, Kerala - 695004\n",
    );
    expect(placed.body.order.whatsapp_url).toBe(placed.body.whatsapp_url);
  });

  it("charges the database price when the page sends a tampered price or total, and says so", async () => {
    const shopper = await newShopper();
    const product = await plainProduct(shop, { stock: 2, skip: 3 });
    const placed = await shopper.order({
      ...customer,
      delivery_method: "pickup",
      pickup_location: "Kachani",
      order_items: [{ product_id: product.id, quantity: 1, price: "1.00" }],
      total_amount: 1,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.prices_changed).toBe(true);
    expect(placed.body.message).toMatch(/^Order placed\. Some prices had changed/);
    expect(placed.body.order).toMatchObject({
      subtotal: product.price,
      delivery_fee: "0.00",
      total: product.price,
      pickup_location: "Kachani",
      customer_address: null,
      items: [{ unit_price: product.price, quantity: 1 }],
    });
  });

  it("takes a plain ten-digit phone as the profile does, keeps it as E.164 and shows it grouped in WhatsApp", async () => {
    const shopper = await newShopper();
    const product = await plainProduct(shop, { stock: 2, skip: 4 });
    const placed = await shopper.order({
      ...customer,
      customer_phone: "9847044444",
      delivery_method: "pickup",
      pickup_location: "Peyad",
      order_items: [{ product_id: product.id, quantity: 1 }],
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.customer_phone).toBe("+919847044444");
    expect(decodeURIComponent(placed.body.whatsapp_url)).toContain("+91 98470 44444");
  });

  it("prices and stocks a colour from the colour, and names it in the order", async () => {
    const shopper = await newShopper();
    const product = await productWithColours(shop);
    const colour = product.variants[1];
    if (!colour) throw new Error("fixture");
    const before = await variantStockOf(shop, colour.id);
    const productStock = await stockOf(shop, product.id);
    const placed = await shopper.order({
      ...customer,
      order_items: [{ product_id: product.id, variant_id: colour.id, quantity: 1 }],
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.items).toEqual([
      expect.objectContaining({ variant_id: colour.id, color_name: colour.color_name, unit_price: colour.price }),
    ]);
    expect(await variantStockOf(shop, colour.id)).toBe(before - 1);
    expect(await stockOf(shop, product.id)).toBe(productStock);
    expect(new URL(placed.body.whatsapp_url).searchParams.get("text")).toContain(
      `1. ${product.name} (${colour.color_name}) - ₹`,
    );
  });

  it("refuses an order for more than the stock with 409 naming the item, leaving stock and cart as they were", async () => {
    const shopper = await newShopper();
    const scarce = await plainProduct(shop, { stock: 1, skip: 4 });
    const plenty = await plainProduct(shop, { stock: 5, skip: 5 });
    await setStock(shop, scarce.id, 2);
    await setStock(shop, plenty.id, 10);
    await shopper.call("POST", "/api/cart", { product_id: plenty.id, quantity: 1 });
    await shopper.call("POST", "/api/cart", { product_id: scarce.id, quantity: 2 });

    const refused = await shopper.order({
      ...customer,
      order_items: [
        { product_id: plenty.id, quantity: 1 },
        { product_id: scarce.id, quantity: 3 },
      ],
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: `Not enough stock for ${scarce.name}: only 2 left.`,
      code: "only_n_left",
      details: { available: 2 },
    });
    expect(await stockOf(shop, scarce.id)).toBe(2);
    expect(await stockOf(shop, plenty.id)).toBe(10);
    expect((await shopper.cart()).map((line) => line.quantity)).toEqual([1, 2]);
    expect((await shopper.call<{ orders: Order[] }>("GET", "/api/orders")).body.orders).toEqual([]);

    await setStock(shop, scarce.id, 0);
    const soldOut = await shopper.order({ ...customer, order_items: [{ product_id: scarce.id, quantity: 1 }] });
    expect(soldOut).toMatchObject({
      status: 409,
      body: { code: "out_of_stock", error: `Not enough stock for ${scarce.name}: none left.` },
    });
  });

  it("makes one order for two submits with the same Idempotency-Key, even at the same moment", async () => {
    const shopper = await newShopper();
    const product = await plainProduct(shop, { stock: 5, skip: 6 });
    await setStock(shop, product.id, 5);
    const body = { ...customer, order_items: [{ product_id: product.id, quantity: 1 }] };
    const first = await shopper.order(body, "checkout-7f3a");
    const again = await shopper.order(body, "checkout-7f3a");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.order).toEqual(first.body.order);

    const together = await Promise.all([1, 2, 3].map(() => shopper.order(body, "checkout-9b1c")));
    expect(new Set(together.map((r) => r.body.order.id)).size).toBe(1);
    expect(await stockOf(shop, product.id)).toBe(3);
    expect((await shopper.call<{ orders: Order[] }>("GET", "/api/orders")).body.orders).toHaveLength(2);
    // Another shopper's key of the same name is theirs alone.
    const other = await newShopper();
    expect((await other.order(body, "checkout-7f3a")).body.order.id).not.toBe(first.body.order.id);
  });

  it.each([
    [{ customer_name: "" }, "customer_name", "Please provide your name and phone number."],
    [{ customer_name: undefined }, "customer_name", "Please provide your name and phone number."],
    [{ customer_phone: "" }, "customer_phone", "Please provide your name and phone number."],
    [{ customer_phone: "+1 415 555 2671" }, "customer_phone", "Please enter a valid Indian mobile number"],
    [{ customer_phone: "98470" }, "customer_phone", "Indian mobile number must be 10 digits"],
    [{ customer_phone: "+12345" }, "customer_phone", "Phone number is too short"],
    [{ customer_phone: "+91 12345 67890" }, "customer_phone", "Invalid Indian mobile number format"],
    [{ customer_email: "anjali@" }, "customer_email", "Please enter a valid email address"],
    [{ customer_address: "" }, "customer_address", "Please enter the delivery address."],
    // A city or state left out comes from India Post's directory (whole-address.test): only an unknown PIN is refused.
    [
      { customer_city: "", customer_pincode: "999999" },
      "customer_pincode",
      "India Post has no PIN code 999999: please check it, or enter the city and state.",
    ],
    [{ customer_pincode: "" }, "customer_pincode", "Pincode is required"],
    [{ customer_pincode: "69500" }, "customer_pincode", "Pincode must be 6 digits"],
    [{ delivery_method: "pickup", pickup_location: null }, "pickup_location", "Please choose a pickup location."],
    [{ delivery_method: "courier" }, "delivery_method", "Delivery_method must be 'delivery' or 'pickup'"],
    [{ order_items: [] }, "order_items", "Add some items to your cart before checkout."],
    [{ order_items: [{ quantity: 1 }] }, "order_items.0.product_id", "Each item needs its product_id"],
    [{ order_items: [{ product_id: 1, quantity: 0 }] }, "order_items.0.quantity", "Quantity must be 1 or more"],
  ])("refuses %j: 400 on %s", async (change, field, error) => {
    const shopper = await newShopper();
    const product = await plainProduct(shop);
    const response = await shopper.order({
      ...customer,
      order_items: [{ product_id: product.id, quantity: 1 }],
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error, field });
  });

  it("refuses a pickup location the shop does not have, naming the ones it has", async () => {
    const shopper = await newShopper();
    const product = await plainProduct(shop);
    const response = await shopper.order({
      ...customer,
      delivery_method: "pickup",
      pickup_location: "Kochi",
      order_items: [{ product_id: product.id, quantity: 1 }],
    });
    expect(response).toMatchObject({
      status: 400,
      body: { code: "invalid_input", error: "Please choose a pickup location: Peyad, Kachani or Technopark." },
    });
  });

  it("lists the shopper's orders newest first, and hides other shoppers' orders", async () => {
    const anjali = await newShopper();
    const meera = await newShopper();
    const product = await plainProduct(shop, { stock: 3, skip: 7 });
    const first = (await anjali.order({ ...customer, order_items: [{ product_id: product.id, quantity: 1 }] })).body
      .order;
    const second = (
      await anjali.order({
        ...customer,
        delivery_method: "pickup",
        pickup_location: "Peyad",
        order_items: [{ product_id: product.id, quantity: 1 }],
      })
    ).body.order;
    const listed = (await anjali.call<{ orders: Order[] }>("GET", "/api/orders")).body.orders;
    expect(listed.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(await anjali.call("GET", `/api/orders/${first.id}`)).toEqual({ status: 200, body: { order: first } });

    expect((await meera.call<{ orders: Order[] }>("GET", "/api/orders")).body.orders).toEqual([]);
    expect(await meera.call("GET", `/api/orders/${first.id}`)).toEqual({
      status: 404,
      body: { code: "not_found", error: "Order not found" },
    });
    expect((await asShopper(shop.url, null, "GET", "/api/orders")).status).toBe(401);
    expect((await asShopper(shop.url, null, "POST", "/api/orders", customer)).status).toBe(401);
  });
});
