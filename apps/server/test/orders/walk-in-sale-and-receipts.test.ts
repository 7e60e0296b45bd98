// The walk-in sale paid and collected in one step (no phone needed), the receipts a payment or an edit offers, and
// the desk's money edges: no "pay by UPI" without the shop's UPI id, a UTR typed with spaces or dashes, pickup points
// named with where and when in the message. Over HTTP.
import { describe, expect, it } from "vitest";
import { plainProduct, setStock } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";
import {
  CUSTOMER_DIGITS,
  newSale,
  type Owner,
  paise,
  placedOrder,
  rows,
  type Shopper,
  signInOwner,
  signInShopper,
  whatsAppText,
} from "./desk-fixtures";

describe.each(databaseKinds)("the counter and receipts (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: Owner;
  let shopper: Shopper;
  let productId: number;

  const ready = async () => {
    if (owner) return;
    owner = await signInOwner(shop);
    shopper = await signInShopper(shop, "counter@example.com");
    productId = (await plainProduct(shop, { stock: 1 })).id;
    await setStock(shop, productId, 1000);
  };
  const stock = async () =>
    (await rows<{ stock: number }>(shop, `select stock from products where id = ${productId}`))[0]?.stock;
  const walkIn = (overrides: Record<string, unknown>) =>
    newSale([{ product_id: productId, quantity: 2 }], {
      source: "walk_in",
      delivery_method: "pickup",
      pickup_location: "Peyad",
      customer_phone: undefined,
      ...overrides,
    });

  it("a walk-in paid and collected in one call, with no phone: completed, paid in full, stock taken, all on the timeline", async () => {
    await ready();
    const before = await stock();
    const sold = await owner.create(walkIn({ paid_and_collected: { method: "cash" } }));
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const order = sold.body.order;
    expect(order).toMatchObject({
      source: "walk_in",
      status: "completed",
      customer_phone: null,
      customer_chat_url: null,
      payment_status: "paid",
      amount_paid: order.total,
      amount_due: "0.00",
      next_statuses: ["returned"],
    });
    expect(order.payments).toEqual([expect.objectContaining({ method: "cash", amount: order.total, voided_at: null })]);
    expect(order.events.map((event) => [event.reason, event.from_status, event.to_status])).toEqual([
      ["manual", null, "confirmed"],
      ["payment", "confirmed", "confirmed"],
      ["status", "confirmed", "completed"],
    ]);
    expect(await stock()).toBe((before ?? 0) - 2);
    // No phone: nothing to send, and the order's WhatsApp summary carries no phone line.
    expect(sold.body.customer_whatsapp_url).toBeNull();
    expect(whatsAppText(order.whatsapp_url)).not.toContain("Phone:");
    // The desk's list and spreadsheet carry it without a phone.
    const list = await owner.call<{ orders: { id: number; customer_phone: string | null }[] }>(
      "GET",
      `/api/owner/orders?q=${order.order_number}`,
    );
    expect(list.body.orders).toEqual([expect.objectContaining({ id: order.id, customer_phone: null })]);
  });

  it("a walk-in with a phone and UPI gets a receipt with no link to an order page she cannot open", async () => {
    await ready();
    const sold = await owner.create(
      walkIn({ customer_phone: "98765 43210", paid_and_collected: { method: "upi", reference: "4123 5678 9012" } }),
    );
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(sold.body.order.payments[0]).toMatchObject({ method: "upi", reference: "412356789012" });
    const link = sold.body.customer_whatsapp_url;
    expect(link?.startsWith(`https://wa.me/${CUSTOMER_DIGITS}?text=`)).toBe(true);
    const text = whatsAppText(link);
    expect(text).toContain(`Your receipt for ${sold.body.order.order_number}:`);
    expect(text).toContain("(UPI, ref. 412356789012)");
    expect(text).not.toContain("/orders/");
  });

  it("phone stays required for every sale but a walk-in; paid and collected is for pickup only", async () => {
    await ready();
    const phoneSale = await owner.create(newSale([{ product_id: productId, quantity: 1 }], { customer_phone: "" }));
    expect(phoneSale.status).toBe(400);
    expect(phoneSale.body.error).toBe("Phone number is required");
    const delivered = await owner.create(
      walkIn({
        delivery_method: "delivery",
        customer_address: "Kowdiar",
        customer_city: "Thiruvananthapuram",
        customer_state: "Kerala",
        customer_pincode: "695003",
        paid_and_collected: { method: "cash" },
      }),
    );
    expect(delivered.status).toBe(400);
    expect(delivered.body.error).toMatch(/^Paid and collected now is for a sale taken away/);
    const badUtr = await owner.create(walkIn({ paid_and_collected: { method: "upi", reference: "4123 5678" } }));
    expect(badUtr.status).toBe(400);
    expect(badUtr.body.error).toMatch(/12-digit UTR/);
    // The database holds the rule too: only a walk-in may lack a phone.
    expect((await owner.create(newSale([{ product_id: productId, quantity: 1 }]))).status).toBe(201);
    await expect(
      shop.database.db.execute(`update orders set customer_phone = null where source <> 'walk_in'`),
    ).rejects.toThrow();
  });

  it("a walk-in left to pay later starts confirmed, owing, with no phone", async () => {
    await ready();
    const sold = await owner.create(walkIn({}));
    expect(sold.status).toBe(201);
    expect(sold.body.order).toMatchObject({ status: "confirmed", payment_status: "unpaid", customer_phone: null });
    const moved = await owner.move(sold.body.order.id, "packed");
    expect(moved.status).toBe(200);
    expect(moved.body.customer_whatsapp_url).toBeNull();
  });

  it("recording a payment offers a receipt; a UTR typed with spaces or dashes is read as its 12 digits", async () => {
    await ready();
    const order = await placedOrder(shopper, [{ product_id: productId, quantity: 1 }], { delivery_method: "delivery" });
    const first = await owner.pay(order.id, { method: "upi", amount: "100", reference: "4123 5678 9013" });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.payment.reference).toBe("412356789013");
    const text = whatsAppText(first.body.customer_whatsapp_url);
    expect(text).toContain(`we have received ₹100 (UPI, ref. 412356789013) for your order ${order.order_number}.`);
    expect(text).toContain(`Still to pay: ₹${(paise(order.total) - 10000) / 100}`);
    expect(text).toContain(`${shop.url}/orders/${order.id}`);
    // The same UTR typed another way is the same bank transaction.
    const dashed = await owner.pay(order.id, { method: "upi", amount: "1", reference: "4123-5678-9013" });
    expect(dashed.status).toBe(409);
    expect(dashed.body.error).toBe(`UTR 412356789013 is already recorded, on ${order.order_number}`);
  });

  it("editing an order offers the order as it now stands to send", async () => {
    await ready();
    const order = await placedOrder(shopper, [{ product_id: productId, quantity: 1 }], { delivery_method: "delivery" });
    const edited = await owner.edit(order.id, { items: [{ product_id: productId, quantity: 3 }] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const text = whatsAppText(edited.body.customer_whatsapp_url);
    expect(text).toContain(`your order ${order.order_number} has been updated as we agreed:`);
    expect(text).toContain(" x 3");
    expect(text).toContain(`Total: ₹${Number(edited.body.order.total).toLocaleString("en-IN")}`);
  });

  it("without SHOP_UPI_ID the shipped message asks for the amount as agreed, with no UPI and no cash unless COD", async () => {
    await ready();
    const order = await placedOrder(shopper, [{ product_id: productId, quantity: 1 }], { delivery_method: "delivery" });
    for (const to of ["confirmed", "packed"]) await owner.move(order.id, to);
    const shipped = await owner.move(order.id, "shipped");
    const text = whatsAppText(shipped.body.customer_whatsapp_url);
    expect(text).toMatch(/Still to pay: ₹[\d,]+, as we agreed in this chat\./);
    expect(text).not.toMatch(/UPI|keep/);
  });

  it("the ready-for-pickup message says where, when and the map", async () => {
    await ready();
    const order = await placedOrder(shopper, [{ product_id: productId, quantity: 1 }], { delivery_method: "pickup" });
    for (const to of ["confirmed", "packed"]) await owner.move(order.id, to);
    const ready_ = await owner.move(order.id, "ready_for_pickup");
    const text = whatsAppText(ready_.body.customer_whatsapp_url);
    expect(text).toContain("is ready for pickup at Peyad (Peyad Junction, Thiruvananthapuram, Kerala 695573).");
    expect(text).toContain("Hours: 10 am to 7 pm, Monday to Saturday.");
    expect(text).toContain("Map: https://www.google.com/maps/search/?api=1&query=Peyad");
  });
});
