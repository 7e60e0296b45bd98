// Sending an order and handing one over, over HTTP: shipping asks for the courier and its tracking number (checked
// against the courier's shape), the customer's message and her order page carry the courier's tracking link, a
// correction leaves the number before and after on the timeline, and nobody else sees any of it. A pickup order has
// a 4-digit code the desk asks for at the counter, with a way to hand over without it that the timeline keeps.
import { describe, expect, it } from "vitest";
import {
  newSale,
  type Owner,
  placedOrder,
  type Shopper,
  signInOwner,
  signInShopper,
  whatsAppText,
} from "../orders/desk-fixtures";
import { plainProduct, setStock } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";

const BLUE_DART_URL = "https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=";

describe.each(databaseKinds)("shipping with a tracking number, and the pickup code (%s)", (kind) => {
  // The shop's own link for DTDC replaces the built-in one (COURIER_TRACKING_URLS); Ekart is not offered (COURIERS).
  const shop = useTestShop(kind, {
    env: {
      COURIERS: "india_post,dtdc,delhivery,blue_dart,xpressbees,shiprocket",
      COURIER_TRACKING_URLS: "dtdc=https://track.dtdc.example/consignment?no={number}&src=shop",
    },
  });
  let owner: Owner;
  let shopper: Shopper;
  let productId: number;

  const ready = async () => {
    if (owner) return;
    owner = await signInOwner(shop);
    shopper = await signInShopper(shop, "parcel@example.com");
    productId = (await plainProduct(shop, { stock: 1 })).id;
    await setStock(shop, productId, 1000);
  };

  /** A shopper's order taken to packed, ready to go out. */
  const packedOrder = async (delivery_method: "delivery" | "pickup") => {
    const order = await placedOrder(shopper, [{ product_id: productId, quantity: 1 }], { delivery_method });
    for (const to of ["confirmed", "packed"]) expect((await owner.move(order.id, to)).status).toBe(200);
    return order;
  };

  it("offers the shop's couriers with their links and number shapes, other last", async () => {
    await ready();
    const listed = await owner.call<{ couriers: { id: string; name: string; number_hint: string | null }[] }>(
      "GET",
      "/api/owner/couriers",
    );
    expect(listed.status).toBe(200);
    expect(listed.body.couriers.map((courier) => courier.id)).toEqual([
      "india_post",
      "dtdc",
      "delhivery",
      "blue_dart",
      "xpressbees",
      "shiprocket",
      "other",
    ]);
    expect(listed.body.couriers.find((courier) => courier.id === "blue_dart")).toMatchObject({
      name: "Blue Dart",
      number_hint: "11 digits, like 12345678901",
      tracking_url_pattern: `${BLUE_DART_URL}{number}`,
    });
    expect((await shopper.call("GET", "/api/owner/couriers")).status).toBe(403);
  });

  it("ships with the courier and number: the message and her page carry the tracking link", async () => {
    await ready();
    const order = await packedOrder("delivery");
    const shipped = await owner.move(order.id, "shipped", undefined, {
      courier: "blue_dart",
      tracking_number: " 1234 5678 901 ",
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const link = `${BLUE_DART_URL}12345678901`;
    expect(shipped.body.order.shipment).toMatchObject({
      courier: "blue_dart",
      courier_name: "Blue Dart",
      tracking_number: "12345678901",
      tracking_url: link,
    });
    const text = whatsAppText(shipped.body.customer_whatsapp_url);
    expect(text).toContain("Courier: Blue Dart, tracking number 12345678901.");
    expect(text).toContain(`Track parcel: ${link}`);
    expect(shipped.body.order.events.at(-1)).toMatchObject({
      to_status: "shipped",
      details: { courier: "blue_dart", courier_name: null, tracking_number: "12345678901" },
    });

    const mine = await shopper.myOrder(order.id);
    expect(mine.body.order.shipment).toMatchObject({ courier_name: "Blue Dart", tracking_url: link });
    // Her list of orders carries it too.
    const list = await shopper.call<{ orders: { id: number; shipment: unknown }[] }>("GET", "/api/orders");
    expect(list.body.orders.find((listed) => listed.id === order.id)?.shipment).toMatchObject({ tracking_url: link });
  });

  it("refuses to ship without a courier and number, or with a number not the courier's shape", async () => {
    await ready();
    const order = await packedOrder("delivery");
    const bare = await owner.move(order.id, "shipped", undefined, { courier: undefined });
    expect(bare.status).toBe(400);
    const fields = (bare.body as unknown as { issues: { field: string }[] }).issues.map((issue) => issue.field);
    expect(fields).toEqual(expect.arrayContaining(["courier", "tracking_number"]));

    const wrong = await owner.move(order.id, "shipped", undefined, {
      courier: "blue_dart",
      tracking_number: "1234567",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      field: "tracking_number",
      error: "A Blue Dart AWB number is 11 digits, like 12345678901",
    });
    const post = await owner.move(order.id, "shipped", undefined, { courier: "india_post", tracking_number: "12345" });
    expect(post.body).toMatchObject({ field: "tracking_number", error: expect.stringContaining("EE123456789IN") });
    // Other needs the courier's name.
    const nameless = await owner.move(order.id, "shipped", undefined, { courier: "other", tracking_number: "PR12345" });
    expect(nameless.body).toMatchObject({ field: "courier_name" });
    // A courier the shop does not send with.
    const ekart = await owner.move(order.id, "shipped", undefined, {
      courier: "ekart",
      tracking_number: "FMPP1234567890",
    });
    expect(ekart.status).toBe(400);
    expect(ekart.body).toMatchObject({ field: "courier", error: expect.stringContaining("does not send with Ekart") });
    // Nothing moved.
    expect((await owner.get(order.id)).body.order).toMatchObject({ status: "packed", shipment: null });
  });

  it("takes any courier by name with no link, and uses the shop's own link for a courier", async () => {
    await ready();
    const other = await packedOrder("delivery");
    const shipped = await owner.move(other.id, "shipped", undefined, {
      courier: "other",
      courier_name: "Professional Couriers",
      tracking_number: "pcn-778812",
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.order.shipment).toMatchObject({
      courier: "other",
      courier_name: "Professional Couriers",
      tracking_number: "PCN-778812",
      tracking_url: null,
    });
    const text = whatsAppText(shipped.body.customer_whatsapp_url);
    expect(text).toContain("Courier: Professional Couriers, tracking number PCN-778812.");
    expect(text).not.toContain("Track parcel");

    const dtdc = await packedOrder("delivery");
    const viaDtdc = await owner.move(dtdc.id, "shipped", undefined, { courier: "dtdc", tracking_number: "d12345678" });
    expect(viaDtdc.body.order.shipment?.tracking_url).toBe(
      "https://track.dtdc.example/consignment?no=D12345678&src=shop",
    );
  });

  it("corrects the number afterwards: the timeline keeps before and after, and the customer gets the new link", async () => {
    await ready();
    const order = await packedOrder("delivery");
    await owner.move(order.id, "shipped", undefined, { courier: "blue_dart", tracking_number: "12345678901" });

    const refused = await owner.correctShipment(order.id, { courier: "blue_dart", tracking_number: "123" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: "tracking_number" });

    const corrected = await owner.correctShipment(order.id, {
      courier: "delhivery",
      tracking_number: "1234567890123",
      note: "booked with Delhivery after all",
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const link = "https://www.delhivery.com/track/package/1234567890123";
    expect(corrected.body.order.shipment).toMatchObject({ courier: "delhivery", tracking_url: link });
    expect(corrected.body.order.status).toBe("shipped");
    expect(corrected.body.order.events.at(-1)).toMatchObject({
      from_status: "shipped",
      to_status: "shipped",
      reason: "shipment_corrected",
      note: "booked with Delhivery after all",
      details: {
        before: { courier: "blue_dart", tracking_number: "12345678901" },
        after: { courier: "delhivery", tracking_number: "1234567890123" },
      },
    });
    const text = whatsAppText(corrected.body.customer_whatsapp_url);
    expect(text).toContain(`a correction to the tracking details of your order ${order.order_number}`);
    expect(text).toContain(`Track parcel: ${link}`);
    // Her page shows the corrected link, and her timeline no extra step.
    const mine = await shopper.myOrder(order.id);
    expect(mine.body.order.shipment?.tracking_url).toBe(link);
    expect(mine.body.order.timeline.map((entry) => entry.status)).toEqual(["placed", "confirmed", "packed", "shipped"]);

    // An order not shipped has nothing to correct.
    const packed = await packedOrder("delivery");
    const early = await owner.correctShipment(packed.id, { courier: "blue_dart", tracking_number: "12345678901" });
    expect(early.status).toBe(409);
  });

  it("a step back from shipped clears the parcel, kept on the step back's event; shipping again asks afresh", async () => {
    await ready();
    const order = await packedOrder("delivery");
    await owner.move(order.id, "shipped", undefined, { courier: "blue_dart", tracking_number: "12345678901" });
    const back = await owner.move(order.id, "packed", "wrong order");
    expect(back.status).toBe(200);
    expect(back.body.order.shipment).toBeNull();
    expect(back.body.order.events.at(-1)).toMatchObject({
      reason: "step_back",
      details: { shipment_cleared: { courier: "blue_dart", tracking_number: "12345678901" } },
    });
    expect((await shopper.myOrder(order.id)).body.order.shipment).toBeNull();
    const again = await owner.move(order.id, "shipped", undefined, {
      courier: "xpressbees",
      tracking_number: "14123456789012",
    });
    expect(again.body.order.shipment).toMatchObject({ courier: "xpressbees", tracking_number: "14123456789012" });
  });

  it("nobody else sees the parcel or the pickup code", async () => {
    await ready();
    const order = await packedOrder("delivery");
    await owner.move(order.id, "shipped");
    const pickup = await placedOrder(shopper, [{ product_id: productId, quantity: 1 }], { delivery_method: "pickup" });
    const stranger = await signInShopper(shop, "stranger@example.com", "Someone Else");
    for (const id of [order.id, pickup.id]) {
      const seen = await stranger.myOrder(id);
      expect(seen.status).toBe(404);
      expect(JSON.stringify(seen.body)).not.toMatch(/EE123456789IN|pickup_code/);
      expect((await stranger.call("PUT", `/api/owner/orders/${id}/shipment`, { courier: "other" })).status).toBe(403);
    }
  });

  it("a pickup order gets a 4-digit code she sees, and the desk hands it over only with it or a reason", async () => {
    await ready();
    const order = await packedOrder("pickup");
    const code = (await shopper.myOrder(order.id)).body.order.pickup_code ?? "";
    expect(code).toMatch(/^\d{4}$/);
    expect((await owner.get(order.id)).body.order.pickup_code).toBe(code);
    const atCounter = await owner.move(order.id, "ready_for_pickup");
    expect(whatsAppText(atCounter.body.customer_whatsapp_url)).toContain(`Your pickup code: ${code}.`);

    const none = await owner.move(order.id, "completed", undefined, { pickup_code: undefined });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ field: "pickup_code" });
    const wrongCode = code === "0000" ? "0001" : "0000";
    const wrong = await owner.move(order.id, "completed", undefined, { pickup_code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ field: "pickup_code", error: expect.stringContaining("not the pickup code") });
    const noReason = await owner.move(order.id, "completed", undefined, { without_pickup_code: true });
    expect(noReason.body).toMatchObject({ field: "note" });
    expect((await owner.get(order.id)).body.order.status).toBe("ready_for_pickup");

    const right = await owner.move(order.id, "completed", undefined, { pickup_code: ` ${code} ` });
    expect(right.status).toBe(200);
    expect(right.body.order.events.at(-1)).toMatchObject({
      to_status: "completed",
      details: { pickup_code: "matched" },
    });

    const other = await packedOrder("pickup");
    await owner.move(other.id, "ready_for_pickup");
    const handed = await owner.move(other.id, "completed", "her sister collected it, lost the message", {
      without_pickup_code: true,
    });
    expect(handed.status).toBe(200);
    expect(handed.body.order.events.at(-1)).toMatchObject({
      to_status: "completed",
      note: "her sister collected it, lost the message",
      details: { pickup_code: "not given" },
    });
  });

  it("a delivery order has no pickup code; a phone sale picked up later has one, a walk-in sale collected at once none", async () => {
    await ready();
    const delivery = await placedOrder(shopper, [{ product_id: productId, quantity: 1 }], {
      delivery_method: "delivery",
    });
    expect(delivery.pickup_code).toBeNull();
    const later = await owner.create(newSale([{ product_id: productId, quantity: 1 }], { delivery_method: "pickup" }));
    expect(later.status).toBe(201);
    expect(later.body.order.pickup_code).toMatch(/^\d{4}$/);
    const counter = await owner.create(
      newSale([{ product_id: productId, quantity: 1 }], {
        delivery_method: "pickup",
        source: "walk_in",
        customer_phone: null,
        paid_and_collected: { method: "cash" },
      }),
    );
    expect(counter.status, JSON.stringify(counter.body)).toBe(201);
    expect(counter.body.order).toMatchObject({ status: "completed", pickup_code: null });
  });
});
