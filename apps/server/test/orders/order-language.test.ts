// An order remembers the language it was placed in (decision 084): her WhatsApp text and every message the desk
// prepares for her are in it, with the order number, amounts, address, courier and links exactly as in English; an
// order placed without one (every order from before, and the API's older callers) is English, word for word as before.
import type { OwnerOrderSummary } from "@mayil/core/orders/owner-schemas";
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import { describe, expect, it } from "vitest";
import { plainProduct, stockOf } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";
import { checkout, newSale, type OrderLine, rows, signInOwner, signInShopper, whatsAppText } from "./desk-fixtures";

type Placed = { order: Order; whatsapp_url: string; error?: string; field?: string };

/** ₹1,299 or ₹1,23,456.50, as the shop writes rupees in every language. */
const inRupees = (wire: string) => {
  const [whole = "0", paise = "00"] = Number(wire).toFixed(2).split(".");
  const grouped =
    whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}` : whole;
  return `₹${grouped}${paise === "00" ? "" : `.${paise}`}`;
};

describe.each(databaseKinds)("the order's language (%s)", (kind) => {
  const shop = useTestShop(kind);
  const shopName = "Mayil Jewels";
  let n = 0;
  const place = async (items: OrderLine[], extra: Record<string, unknown>, how: "delivery" | "pickup") => {
    const shopper = await signInShopper(shop, `language${++n}@example.com`);
    const placed = (await shopper.call<Placed>("POST", "/api/orders", {
      ...checkout(items, { delivery_method: how }),
      ...extra,
    })) as { status: number; body: Placed };
    return { shopper, placed };
  };

  it("an order placed in Malayalam gets its WhatsApp text and the desk's messages in Malayalam, the figures intact", async () => {
    const product = await plainProduct(shop, { stock: 10 });
    const { placed } = await place([{ product_id: product.id, quantity: 2 }], { language: "ml" }, "delivery");
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.order;
    // Her own order says the language it was placed in, as the desk's does.
    expect(order.language).toBe("ml");
    const text = whatsAppText(placed.body.whatsapp_url);
    expect(text.split("\n").slice(0, 3)).toEqual([
      `നമസ്കാരം ${shopName}! എനിക്ക് ഈ ഓർഡർ ചെയ്യണം.`,
      "",
      `ഓർഡർ: ${order.order_number}`,
    ]);
    expect(text).toContain(`1. ${product.name} - ${inRupees(product.price)} x 2`);
    expect(text).toContain("വിലാസം: TC 12/345, Pattom, Thiruvananthapuram, Kerala - 695004");
    expect(text).toContain(`മൊത്തം: ${inRupees(order.total)}`);
    expect(text).not.toMatch(/Hello|Order:|Total:/);

    const owner = await signInOwner(shop);
    const desk = await owner.get(order.id);
    expect(desk.body.order.language).toBe("ml");
    const listed = await owner.call<{ orders: OwnerOrderSummary[] }>(
      "GET",
      `/api/owner/orders?q=${order.order_number}`,
    );
    expect(listed.body.orders.map((row) => row.language)).toEqual(["ml"]);

    const confirmed = await owner.move(order.id, "confirmed");
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const news = whatsAppText(confirmed.body.customer_whatsapp_url);
    expect(news).toContain(`നമസ്കാരം Anjali Nair, നിങ്ങളുടെ ഓർഡർ ${order.order_number} സ്ഥിരീകരിച്ചു.`);
    expect(news).toContain(`അടയ്ക്കാനുള്ള തുക: ${inRupees(order.total)}.`);
    expect(news.endsWith(`\n\n- ${shopName}`)).toBe(true);

    const paid = await owner.pay(order.id, { method: "upi", amount: order.total, reference: "412345678901" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const receipt = whatsAppText(paid.body.customer_whatsapp_url);
    expect(receipt).toContain(`${inRupees(order.total)} (UPI, റഫ. 412345678901) ഞങ്ങൾക്ക് കിട്ടി.`);
    expect(receipt).toContain("മുഴുവൻ തുകയും അടച്ചു കഴിഞ്ഞു");

    expect((await owner.move(order.id, "packed")).status).toBe(200);
    const shipped = whatsAppText((await owner.move(order.id, "shipped")).body.customer_whatsapp_url);
    expect(shipped).toContain("ട്രാക്കിംഗ് നമ്പർ EE123456789IN.");

    // Her page on the desk (addressed by her first order) names the language of her latest order.
    const page = await owner.call<{ customer: { language: string }; orders: { language: string }[] }>(
      "GET",
      `/api/owner/customers/${desk.body.order.customer?.id}`,
    );
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.customer.language).toBe("ml");
    expect(page.body.orders[0]?.language).toBe("ml");
  });

  it("an order placed in Hindi: her text, her question once confirmed and the pickup message in Hindi", async () => {
    const product = await plainProduct(shop, { stock: 10, skip: 1 });
    const { shopper, placed } = await place([{ product_id: product.id, quantity: 1 }], { language: "hi" }, "pickup");
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.order;
    const text = whatsAppText(placed.body.whatsapp_url);
    expect(text).toContain(`नमस्ते ${shopName}! मुझे यह ऑर्डर देना है।\n\nऑर्डर: ${order.order_number}`);
    expect(text).toContain("डिलीवरी: दुकान से पिकअप\nकहाँ से लेना है: Peyad");
    expect(text).toContain(`कुल: ${inRupees(order.total)}`);

    const owner = await signInOwner(shop);
    expect((await owner.move(order.id, "confirmed")).status).toBe(200);
    const mine = await shopper.myOrder(order.id);
    expect(mine.body.order.language).toBe("hi");
    expect(whatsAppText(mine.body.order.whatsapp_url)).toBe(
      `नमस्ते ${shopName}! मेरे ऑर्डर ${order.order_number} (पक्का हो गया) के बारे में मुझे कुछ पूछना है।`,
    );
    expect((await owner.move(order.id, "packed")).status).toBe(200);
    const ready = whatsAppText((await owner.move(order.id, "ready_for_pickup")).body.customer_whatsapp_url);
    expect(ready).toContain(`नमस्ते Anjali Nair जी, आपका ऑर्डर ${order.order_number} लेने के लिए तैयार है: Peyad`);
    expect(ready).toContain("सोमवार से शनिवार, सुबह 10 से शाम 7 बजे तक");
    expect(ready).toContain(`${inRupees(order.total)} (नकद या UPI)`);
  });

  it("an order without a language is English, its text byte for byte as before, and the same with 'en'", async () => {
    const product = await plainProduct(shop, { stock: 10, skip: 2 });
    const { placed } = await place([{ product_id: product.id, quantity: 1 }], {}, "delivery");
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.order;
    expect(whatsAppText(placed.body.whatsapp_url)).toBe(
      [
        `Hello ${shopName}! I would like to place this order.`,
        "",
        `Order: ${order.order_number}`,
        "Name: Anjali Nair",
        "Phone: +91 98765 43210",
        "",
        "Items:",
        `1. ${product.name} - ${inRupees(product.price)} x 1`,
        "",
        "Delivery: Home delivery",
        "Address: TC 12/345, Pattom, Thiruvananthapuram, Kerala - 695004",
        "",
        `Subtotal: ${inRupees(order.subtotal)}`,
        `Delivery fee: ${Number(order.delivery_fee) === 0 ? "Free" : inRupees(order.delivery_fee)}`,
        `Total: ${inRupees(order.total)}`,
      ].join("\n"),
    );
    expect(order.language).toBe("en");
    const owner = await signInOwner(shop);
    expect((await owner.get(order.id)).body.order.language).toBe("en");

    const again = await place([{ product_id: product.id, quantity: 1 }], { language: "en" }, "delivery");
    const sameText = whatsAppText(again.placed.body.whatsapp_url);
    expect(sameText.replace(again.placed.body.order.order_number, order.order_number)).toBe(
      whatsAppText(placed.body.whatsapp_url),
    );
  });

  it("refuses a language the shop does not speak with a 400 naming language, and takes nothing", async () => {
    const product = await plainProduct(shop, { stock: 1, skip: 3 });
    const before = await stockOf(shop, product.id);
    for (const language of ["fr", "ML", "", 5, null]) {
      const { placed } = await place([{ product_id: product.id, quantity: 1 }], { language }, "pickup");
      expect(placed.status, `${JSON.stringify(language)}: ${JSON.stringify(placed.body)}`).toBe(400);
      expect(placed.body.field).toBe("language");
      expect(placed.body.error).toMatch(/language must be one of 'en', 'ml', 'hi'/i);
    }
    expect(await stockOf(shop, product.id)).toBe(before);
  });

  it("old orders are English: the column's default, and sales the owner enters", async () => {
    const [column] = await rows<{ column_default: string; is_nullable: string }>(
      shop,
      "select column_default, is_nullable from information_schema.columns where table_name = 'orders' and column_name = 'language'",
    );
    expect(column).toEqual({ column_default: "'en'::text", is_nullable: "NO" });
    const owner = await signInOwner(shop);
    const product = await plainProduct(shop, { stock: 5, skip: 4 });
    const sale = await owner.create(newSale([{ product_id: product.id, quantity: 1 }]));
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    expect(sale.body.order.language).toBe("en");
  });
});
