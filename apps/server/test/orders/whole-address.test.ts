// An order's delivery address is whole (line, city, state and PIN) wherever it goes: the order the shopper gets back,
// the WhatsApp text she sends, My Orders, the owner's desk and the orders CSV; with a saved address (its city and
// state copied, as the checkout does) and without one (typed, as the checkout fills them from the PIN). A message
// from the desk greets the person by name, never by an address's label. A PIN alone gives the city an address writes
// (560038 is Bengaluru, not India Post's "Bengaluru Urban"), on the order and on its invoice.
import type { Address } from "@mayil/core/account/account-schemas";
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "../printing/pdf-text";
import { plainProduct, setStock } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";
import { type Owner, type Shopper, signInOwner, signInShopper, whatsAppText } from "./desk-fixtures";

type Placed = { order: Order; whatsapp_url: string; error?: string; field?: string };

const office = {
  name: "Priya Nair (office)",
  phone: "+919847044444",
  address: "Level 3, Nila, Technopark Phase 1\nKazhakkoottam",
  pincode: "695581",
  city: "Thiruvananthapuram",
  state: "Kerala",
  is_default: true,
};
const officeWhole = "Level 3, Nila, Technopark Phase 1, Kazhakkoottam, Thiruvananthapuram, Kerala - 695581";
/** An address typed at checkout without a saved one (city and state as the PIN filled them). */
const typed = {
  customer_name: "Priya Nair",
  customer_address: "TC 9/12, Sasthamangalam",
  customer_city: "Thiruvananthapuram",
  customer_state: "Kerala",
  customer_pincode: "695010",
};

describe.each(databaseKinds)("the whole delivery address (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: Owner;
  let shopper: Shopper;
  let productId: number;

  beforeAll(async () => {
    owner = await signInOwner(shop);
    shopper = await signInShopper(shop, "priya@example.com", "Priya Nair");
    const product = await plainProduct(shop, { stock: 1 });
    productId = product.id;
    await setStock(shop, productId, 100);
  }, 120_000);

  const place = (body: Record<string, unknown>) =>
    shopper.call<Placed>("POST", "/api/orders", {
      customer_phone: "+91 98470 44444",
      delivery_method: "delivery",
      order_items: [{ product_id: productId, quantity: 1 }],
      ...body,
    });

  /** The orders CSV as a spreadsheet reads it, a record per row keyed by the header. */
  const csvRows = async (): Promise<Record<string, string>[]> => {
    const csv = await fetch(`${shop.url}/api/owner/orders.csv`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    return parse(await csv.text(), { bom: true, columns: true });
  };

  /** Everywhere the order is read or sent, its address is whole. */
  async function expectWholeEverywhere(
    order: Order,
    whole: string,
    where: { city: string; state: string; pin: string },
  ) {
    const { city, state, pin } = where;
    expect(order).toMatchObject({ customer_city: city, customer_state: state, customer_pincode: pin });
    expect(whatsAppText(order.whatsapp_url)).toContain(`Delivery: Home delivery\nAddress: ${whole}\n`);

    const mine = await shopper.call<{ order: Order }>("GET", `/api/orders/${order.id}`);
    expect(mine.body.order).toMatchObject({ customer_city: city, customer_state: state, customer_pincode: pin });
    const listed = await shopper.call<{ orders: Order[] }>("GET", "/api/orders");
    expect(listed.body.orders.find((o) => o.id === order.id)).toMatchObject({
      customer_city: city,
      customer_state: state,
    });

    const desk = (await owner.get(order.id)).body.order;
    expect(desk).toMatchObject({ customer_city: city, customer_state: state, customer_pincode: pin });
    expect(whatsAppText(desk.whatsapp_url)).toContain(`Address: ${whole}\n`);

    const rows = await csvRows();
    expect(rows.find((row) => row.Order === order.order_number)).toMatchObject({
      Delivery: "Home delivery",
      City: city,
      State: state,
      PIN: pin,
    });
  }

  it("with a saved address: its city and state go into the order and everywhere it is read", async () => {
    const saved = await shopper.call<{ address: Address }>("POST", "/api/users/addresses", office);
    expect(saved.status).toBe(201);
    const { address } = saved.body;
    // What the checkout sends for a chosen saved address: its name, phone and every part of it.
    const placed = await place({
      customer_name: address.name,
      customer_address: address.address,
      customer_city: address.city,
      customer_state: address.state,
      customer_pincode: address.pincode,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order).toMatchObject({ customer_name: "Priya Nair (office)", customer_address: office.address });
    await expectWholeEverywhere(placed.body.order, officeWhole, {
      city: "Thiruvananthapuram",
      state: "Kerala",
      pin: "695581",
    });
    const rows = await csvRows();
    // Typed over two lines, the street stays one cell on one line.
    expect(rows.find((row) => row.Order === placed.body.order.order_number)?.Address).toBe(
      "Level 3, Nila, Technopark Phase 1, Kazhakkoottam",
    );
  });

  it("without a saved address: the city and state typed (filled from the PIN) are kept", async () => {
    const placed = await place(typed);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await expectWholeEverywhere(placed.body.order, "TC 9/12, Sasthamangalam, Thiruvananthapuram, Kerala - 695010", {
      city: "Thiruvananthapuram",
      state: "Kerala",
      pin: "695010",
    });
  });

  it("takes a delivery sent with its PIN code alone, the city and state from India Post's directory", async () => {
    // The fields the API's own example sends: the address line and the PIN, no city or state.
    const { customer_city: _city, customer_state: _state, ...pinAlone } = typed;
    const placed = await place(pinAlone);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await expectWholeEverywhere(placed.body.order, "TC 9/12, Sasthamangalam, Thiruvananthapuram, Kerala - 695010", {
      city: "Thiruvananthapuram",
      state: "Kerala",
      pin: "695010",
    });
    // What she did type is kept: a city without its state takes only the state.
    const cityTyped = await place({ ...pinAlone, customer_city: "Trivandrum" });
    expect(cityTyped.status).toBe(201);
    expect(cityTyped.body.order).toMatchObject({ customer_city: "Trivandrum", customer_state: "Kerala" });
  });

  it("takes Bengaluru, not India Post's district, for a PIN alone in Bengaluru, and the invoice prints it", async () => {
    const placed = await place({
      customer_name: "Ananya Rao",
      customer_address: "12, 80 Feet Road, HAL 2nd Stage",
      customer_pincode: "560038",
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.order;
    await expectWholeEverywhere(order, "12, 80 Feet Road, HAL 2nd Stage, Bengaluru, Karnataka - 560038", {
      city: "Bengaluru",
      state: "Karnataka",
      pin: "560038",
    });
    for (const status of ["confirmed", "packed", "shipped"])
      expect((await owner.move(order.id, status)).status).toBe(200);
    const [invoice] = (await owner.get(order.id)).body.order.invoices;
    const pdf = await fetch(`${shop.url}/api/owner/invoices/${invoice?.id}.pdf`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(pdf.status).toBe(200);
    const text = (await pdfText(Buffer.from(await pdf.arrayBuffer()))).replace(/\s+/g, " ");
    expect(text).toContain("12, 80 Feet Road, HAL 2nd Stage Bengaluru, Karnataka - 560038");
    expect(text).not.toContain("Urban");
  });

  it("refuses a PIN code India Post does not know when the city or state is left out: 400 naming the PIN", async () => {
    const before = (await shopper.call<{ orders: Order[] }>("GET", "/api/orders")).body.orders.length;
    for (const field of ["customer_city", "customer_state"]) {
      const body: Record<string, unknown> = { ...typed, customer_pincode: "999999" };
      delete body[field];
      const refused = await place(body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        error: "India Post has no PIN code 999999: please check it, or enter the city and state.",
        field: "customer_pincode",
      });
    }
    expect((await shopper.call<{ orders: Order[] }>("GET", "/api/orders")).body.orders).toHaveLength(before);
  });

  it("a pickup keeps no address at all", async () => {
    const placed = await place({
      ...typed,
      delivery_method: "pickup",
      pickup_location: "Peyad",
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      customer_address: null,
      customer_city: null,
      customer_state: null,
      customer_pincode: null,
    });
  });

  it("the desk's message greets the person, not the address's label", async () => {
    const placed = await place({
      customer_name: office.name,
      customer_address: office.address,
      customer_city: office.city,
      customer_state: office.state,
      customer_pincode: office.pincode,
    });
    const moved = await owner.move(placed.body.order.id, "confirmed");
    expect(moved.status).toBe(200);
    const text = whatsAppText(moved.body.customer_whatsapp_url);
    expect(text.startsWith(`Hello Priya Nair, your order ${placed.body.order.order_number} is confirmed.`)).toBe(true);
    expect(text).not.toContain("(office)");
    // The parcel still goes to the address's own name.
    expect(moved.body.order.customer_name).toBe("Priya Nair (office)");
    // A receipt greets her the same way.
    const paid = await owner.call<{ customer_whatsapp_url: string }>(
      "POST",
      `/api/owner/orders/${placed.body.order.id}/payments`,
      { method: "cash", amount: "10.00" },
    );
    expect(paid.status).toBe(201);
    expect(whatsAppText(paid.body.customer_whatsapp_url)).toMatch(/^Hello Priya Nair, we have received ₹10/);
  });
});
