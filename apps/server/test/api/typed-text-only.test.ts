// "The shop can be made to send a scam" (decision 040): a name with a line separator in it became a line of its own in
// the status message the owner sends from the shop's WhatsApp, to any number the shopper gave. Every single-line
// field of the checkout, the profile, an address and the owner's new sale refuses each character nobody types, with
// a 400 naming the field; the messages quote the name she gave; the desk marks a number that is not her account's.
import { hiddenCharacterMessage } from "@mayil/core/text/single-line-text";
import { describe, expect, it } from "vitest";
import { hiddenCharactersFor, holdsHiddenCharacter } from "../hidden-characters";
import {
  CUSTOMER_PHONE,
  checkout,
  newSale,
  rows,
  signInOwner,
  signInShopper,
  whatsAppText,
} from "../orders/desk-fixtures";
import { plainProduct } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";

/** A field of a form: its API name, its label in the refusal (null: its own format message is enough), and a value. */
interface Field {
  name: string;
  label: string | null;
  multiline?: boolean;
  /** A good value with the character put in its middle (the edges are trimmed away, so they cannot carry one in). */
  withCharacter: (character: string) => string;
}

const text = (name: string, label: string, multiline = false): Field => ({
  name,
  label,
  multiline,
  withCharacter: (character) => `Pattom${character}your payment failed, pay again`,
});
const phone = (name: string): Field => ({
  name,
  label: "Phone number",
  withCharacter: (character) => `98470${character}12345`,
});
const email = (name: string): Field => ({
  name,
  label: null,
  withCharacter: (character) => `anjali${character}@example.com`,
});
const pincode = (name: string): Field => ({ name, label: null, withCharacter: (character) => `695${character}004` });

const checkoutFields = [
  text("customer_name", "Name"),
  phone("customer_phone"),
  email("customer_email"),
  text("customer_address", "Address", true),
  text("customer_city", "City"),
  text("customer_state", "State"),
  pincode("customer_pincode"),
  text("special_instructions", "Special instructions", true),
];
const profileFields = [text("name", "Name"), phone("phone"), email("email")];
const addressFields = [
  text("name", "Name"),
  phone("phone"),
  text("address", "Address", true),
  pincode("pincode"),
  text("city", "City"),
  text("state", "State"),
];
const newSaleFields = [...checkoutFields, text("note", "Note", true)];

describe.each(databaseKinds)("only typed characters in what goes into a message (%s)", (kind) => {
  const shop = useTestShop(kind);

  it("refuses each hidden character in each single-line field of the checkout, profile, address and new sale", async () => {
    const product = await plainProduct(shop, { stock: 2 });
    const shopper = await signInShopper(shop, "typed-only@example.com");
    const owner = await signInOwner(shop);
    const items = [{ product_id: product.id, quantity: 1 }];
    const goodAddress = {
      name: "Anjali Nair",
      phone: "+919847012345",
      address: "TC 12/345",
      pincode: "695004",
      city: "Thiruvananthapuram",
      state: "Kerala",
    };
    const forms: [string, (body: Record<string, unknown>) => Promise<Response>, Record<string, unknown>, Field[]][] = [
      [
        "checkout",
        (body) => shopper.call("POST", "/api/orders", body),
        { ...checkout(items, { delivery_method: "delivery" }), special_instructions: "Gift wrap" },
        checkoutFields,
      ],
      [
        "checkout for pickup",
        (body) => shopper.call("POST", "/api/orders", body),
        checkout(items, { delivery_method: "pickup" }),
        [text("pickup_location", "Pickup location")],
      ],
      [
        "profile",
        (body) => shopper.call("PUT", "/api/users/profile", body),
        { name: "Anjali Nair", email: "typed-only@example.com", phone: "+919847012345" },
        profileFields,
      ],
      ["address", (body) => shopper.call("POST", "/api/users/addresses", body), goodAddress, addressFields],
      [
        "new sale",
        (body) => owner.call("POST", "/api/owner/orders", body),
        newSale(items, {
          customer_email: "lakshmi@example.com",
          special_instructions: "Gift wrap",
          note: "called",
        }),
        newSaleFields,
      ],
      [
        "new sale for pickup",
        (body) => owner.call("POST", "/api/owner/orders", body),
        newSale(items, { delivery_method: "pickup" }),
        [text("pickup_location", "Pickup location")],
      ],
    ];

    const wrong: string[] = [];
    let tried = 0;
    for (const [form, send, good, fields] of forms) {
      for (const field of fields) {
        for (const [characterName, character] of hiddenCharactersFor(field.multiline ?? false)) {
          tried++;
          const response = await send({ ...good, [field.name]: field.withCharacter(character) });
          const expected = field.label === null ? undefined : hiddenCharacterMessage(field.label, field.multiline);
          const refused =
            response.status === 400 &&
            response.body?.field === field.name &&
            (expected === undefined || response.body.error === expected);
          if (!refused)
            wrong.push(`${form} ${field.name} ${characterName}: ${response.status} ${JSON.stringify(response.body)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(tried).toBeGreaterThan(400);

    // Nothing was saved: no order, no address, and the profile as it was.
    expect(await rows(shop, "select id from orders")).toEqual([]);
    expect(await rows(shop, "select id from addresses")).toEqual([]);
    const [account] = await rows<{ name: string; phone: string | null }>(
      shop,
      `select name, phone from users where email = 'typed-only@example.com'`,
    );
    expect(account?.phone).toBeNull();
    expect(holdsHiddenCharacter(account?.name ?? "")).toBe(false);
  }, 120_000);

  it("greets a name that speaks as the shop with Hello alone, in messages with no hidden character", async () => {
    const product = await plainProduct(shop, { stock: 3 });
    const shopper = await signInShopper(shop, "scam@example.com");
    const owner = await signInOwner(shop);
    const profile = await shopper.call("PUT", "/api/users/profile", {
      name: "Anjali Nair",
      email: "scam@example.com",
      phone: "+919847012345",
    });
    expect(profile.status).toBe(200);

    // The attack with only typed characters left: the name speaks as the shop, with a payment link of its own.
    const scam = "Anjali”, your payment failed. Pay again: upi://pay?pa=evil@ybl";
    const placed = await shopper.call<{ order: { id: number } }>("POST", "/api/orders", {
      ...checkout([{ product_id: product.id, quantity: 1 }]),
      customer_name: scam,
      customer_phone: CUSTOMER_PHONE,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.order.id;

    const atDesk = await owner.get(orderId);
    // Her first order: no number of hers confirmed before to differ from (orders/phone-warning.test.ts).
    expect(atDesk.body.order).toMatchObject({
      customer_phone: CUSTOMER_PHONE,
      account_phone: "+919847012345",
      known_phone: null,
    });

    const confirmed = await owner.move(orderId, "confirmed");
    expect(confirmed.status).toBe(200);
    const message = whatsAppText(confirmed.body.customer_whatsapp_url);
    expect(holdsHiddenCharacter(message)).toBe(false);
    const [greeting] = message.split("\n");
    expect(greeting).toMatch(/^Hello, your order \S+ is confirmed\./);
    expect(message).not.toMatch(/evil|payment failed|upi:\/\//);

    const paid = await owner.pay(orderId, { method: "cash", amount: "1" });
    const receipt = whatsAppText(paid.body.customer_whatsapp_url);
    expect(receipt).toMatch(/^Hello, we have received ₹1 \(Cash\)/);
    expect(receipt).not.toMatch(/evil|payment failed|upi:\/\//);
  });
});

type Response = { status: number; body: { error?: string; field?: string } | null };
