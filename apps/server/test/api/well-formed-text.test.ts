// Text is well-formed everywhere, padding is refused, and the joiners real names need are kept (decision 064).
// A lone surrogate ("\ud800") in a payment's or refund's reference, a courier's name or a walk-in sale's reference
// was a 500 (PostgreSQL refused the event's details JSON), and in a shopper's field it was stored as U+FFFD; forty
// Hangul fillers pushed "Pay again: upi://…" out of sight in a name; and a Malayalam chillu written with ZWJ was
// refused. Every case over HTTP, on both databases.
import { hiddenCharacterMessage } from "@mayil/core/text/single-line-text";
import { describe, expect, it } from "vitest";
import { holdsHiddenCharacter, LONE_SURROGATES } from "../hidden-characters";
import { checkout, newSale, rows, signInOwner, signInShopper, whatsAppText } from "../orders/desk-fixtures";
import { plainProduct, setStock } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";

const PADDING_ATTACK = `Anjali${"\u3164".repeat(40)}Pay again: upi://pay?pa=evil@ybl`;

/** Real names, as Indian keyboards and phones write them. */
const REAL_NAMES: [what: string, name: string][] = [
  ["Malayalam with conjuncts", "ലക്ഷ്മി"],
  ["a Malayalam chillu written with ZWJ", "അവന\u0d4d\u200d"],
  ["a Malayalam chillu with ZWJ inside the name", "അവന\u0d4d\u200d നായർ"],
  ["Hindi with ZWJ (a half form)", "श\u094d\u200dयाम"],
  ["Hindi with ZWNJ", "लक\u094d\u200cष्मी"],
];

describe.each(databaseKinds)("well-formed text and no padding (%s)", (kind) => {
  const shop = useTestShop(kind);
  const orderCount = async () => (await rows(shop, "select id from orders")).length;

  it("refuses a lone surrogate in a payment, refund or walk-in sale's reference and a courier's name with a 400 naming the field", async () => {
    const owner = await signInOwner(shop);
    const product = await plainProduct(shop, { stock: 1 });
    await setStock(shop, product.id, 50);
    const ordersBefore = await orderCount();
    const items = [{ product_id: product.id, quantity: 1 }];
    const created = await owner.create(newSale(items));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = created.body.order;
    // Part paid and packed, so each refused request would otherwise reach the database: a payment and a refund are
    // allowed, and so is shipping.
    expect((await owner.pay(order.id, { method: "cash", amount: "1" })).status).toBe(201);
    expect((await owner.move(order.id, "packed")).status).toBe(200);

    const wrong: string[] = [];
    for (const [characterName, character] of LONE_SURROGATES) {
      const broken = `NEFT 4455${character}66`;
      const attempts: [field: string, label: string, send: () => Promise<{ status: number; body: unknown }>][] = [
        [
          "reference",
          "Reference",
          () => owner.pay(order.id, { method: "bank_transfer", amount: "1", reference: broken }),
        ],
        [
          "reference",
          "Reference",
          () => owner.refund(order.id, { method: "bank_transfer", amount: "1", reference: broken, reason: "a test" }),
        ],
        [
          "courier_name",
          "Courier name",
          () =>
            owner.move(order.id, "shipped", undefined, {
              courier: "other",
              courier_name: `Speed${character}Post`,
              tracking_number: "AB12345",
            }),
        ],
        [
          "paid_and_collected.reference",
          "Reference",
          () =>
            owner.create(
              newSale(items, {
                source: "walk_in",
                delivery_method: "pickup",
                pickup_location: "Peyad",
                paid_and_collected: { method: "cash", reference: broken },
              }),
            ),
        ],
      ];
      for (const [field, label, send] of attempts) {
        const response = (await send()) as { status: number; body: { error?: string; field?: string } };
        const refused =
          response.status === 400 &&
          response.body.field === field &&
          response.body.error ===
            `${label} has a broken character (half of a character, often from text cut mid-way). Please type it again.`;
        if (!refused) wrong.push(`${field} ${characterName}: ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    expect(wrong).toEqual([]);

    // Nothing of them was kept: one order, its one cash payment, no refund, not shipped.
    const after = await owner.get(order.id);
    expect(after.body.order).toMatchObject({ status: "packed" });
    expect(after.body.order.payments.map((payment) => payment.method)).toEqual(["cash"]);
    expect(after.body.order.refunds).toEqual([]);
    expect(await orderCount()).toBe(ordersBefore + 1);
  }, 60_000);

  it("refuses a lone surrogate in a shopper's fields: nothing stored, no U+FFFD in its place", async () => {
    const product = await plainProduct(shop, { stock: 5 });
    const shopper = await signInShopper(shop, "surrogate@example.com");
    const ordersBefore = await orderCount();
    const items = [{ product_id: product.id, quantity: 1 }];
    const wrong: string[] = [];
    for (const [characterName, character] of LONE_SURROGATES) {
      const attempts: [field: string, label: string, send: () => Promise<{ status: number; body: unknown }>][] = [
        [
          "customer_name",
          "Name",
          () => shopper.call("POST", "/api/orders", { ...checkout(items), customer_name: `Anjali${character}` }),
        ],
        [
          "special_instructions",
          "Special instructions",
          () =>
            shopper.call("POST", "/api/orders", { ...checkout(items), special_instructions: `Gift wrap ${character}` }),
        ],
        [
          "name",
          "Name",
          () =>
            shopper.call("PUT", "/api/users/profile", {
              name: `Anjali${character}Nair`,
              email: "surrogate@example.com",
              phone: "+919847012345",
            }),
        ],
      ];
      for (const [field, label, send] of attempts) {
        const response = (await send()) as { status: number; body: { error?: string; field?: string } };
        const refused =
          response.status === 400 &&
          response.body.field === field &&
          response.body.error?.startsWith(`${label} has a broken character`) === true;
        if (!refused) wrong.push(`${field} ${characterName}: ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await orderCount()).toBe(ordersBefore);
    const [account] = await rows<{ name: string }>(
      shop,
      `select name from users where email = 'surrogate@example.com'`,
    );
    expect(holdsHiddenCharacter(account?.name ?? "")).toBe(false);
  });

  it("refuses forty Hangul fillers and a payment link in a shopper's name, at checkout and in her profile", async () => {
    const product = await plainProduct(shop, { stock: 5 });
    const shopper = await signInShopper(shop, "padding@example.com");
    const ordersBefore = await orderCount();
    const placed = await shopper.call<{ error?: string; field?: string }>("POST", "/api/orders", {
      ...checkout([{ product_id: product.id, quantity: 1 }]),
      customer_name: PADDING_ATTACK,
    });
    expect(placed.status).toBe(400);
    expect(placed.body).toMatchObject({ field: "customer_name", error: hiddenCharacterMessage("Name") });
    const profile = await shopper.call<{ error?: string; field?: string }>("PUT", "/api/users/profile", {
      name: PADDING_ATTACK,
      email: "padding@example.com",
      phone: "+919847012345",
    });
    expect(profile.status).toBe(400);
    expect(profile.body).toMatchObject({ field: "name", error: hiddenCharacterMessage("Name") });
    expect(await orderCount()).toBe(ordersBefore);
  });

  it("accepts real Malayalam and Hindi names with their joiners, and an emoji sequence in the instructions, as typed", async () => {
    const product = await plainProduct(shop, { stock: 1 });
    await setStock(shop, product.id, 50);
    const shopper = await signInShopper(shop, "names@example.com");
    const owner = await signInOwner(shop);
    for (const [what, name] of REAL_NAMES) {
      const placed = await shopper.call<{ order: { id: number; customer_name: string } }>("POST", "/api/orders", {
        ...checkout([{ product_id: product.id, quantity: 1 }]),
        customer_name: name,
        special_instructions: "For my family 👨\u200d👩\u200d👧 and ❤\ufe0f\u200d🔥, wrapped 👩🏽\u200d🎨",
      });
      expect(placed.status, `${what}: ${JSON.stringify(placed.body)}`).toBe(201);
      const atDesk = await owner.get(placed.body.order.id);
      expect(atDesk.body.order.customer_name, what).toBe(name);
      expect(atDesk.body.order.special_instructions).toBe(
        "For my family 👨\u200d👩\u200d👧 and ❤\ufe0f\u200d🔥, wrapped 👩🏽\u200d🎨",
      );
      const confirmed = await owner.move(placed.body.order.id, "confirmed");
      expect(confirmed.status).toBe(200);
      expect(whatsAppText(confirmed.body.customer_whatsapp_url)).toContain(`Hello ${name}, your order`);

      const profile = await shopper.call("PUT", "/api/users/profile", {
        name,
        email: "names@example.com",
        phone: "+919847012345",
      });
      expect(profile.status, `${what}: ${JSON.stringify(profile.body)}`).toBe(200);
      const [account] = await rows<{ name: string }>(shop, `select name from users where email = 'names@example.com'`);
      expect(account?.name, what).toBe(name);
    }
  }, 60_000);
});
