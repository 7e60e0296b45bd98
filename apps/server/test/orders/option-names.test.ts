// The option a shopper chose travels with her order (decision 069): the piece itself, beside its colours, goes by the
// owner's colour name for it ("As shown" when she gave none) in the order's WhatsApp text, the shopper's and the desk's
// order, the orders spreadsheet, the packing slip and the invoice, as it was named when ordered.
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { KERALA_GSTIN } from "../invoices/invoice-fixtures";
import { pdfText } from "../printing/pdf-text";
import { productWithColours, setStock } from "../shop-fixtures";
import { databaseKinds, type TestShop, useTestShop } from "../test-app";
import { type Owner, placedOrder, rows, type Shopper, signInOwner, signInShopper, whatsAppText } from "./desk-fixtures";

const squeezed = (text: string) => text.replace(/\s+/g, " ");

/** Names the piece itself as the owner would (null: she gave it no colour name). */
async function nameThePiece(shop: TestShop, productId: number, colourName: string | null) {
  await shop.database.db.execute(
    `update products set color_name = ${colourName === null ? "null" : `'${colourName}'`} where id = ${productId}`,
  );
  await shop.app.clearCatalogueCache();
}

describe.each(databaseKinds)("the option chosen, named on every paper (%s)", (kind) => {
  const shop = useTestShop(kind, { env: { GSTIN: KERALA_GSTIN } });
  let owner: Owner;
  let shopper: Shopper;
  let piece: Product;
  let order: Order;

  const download = async (path: string) => {
    const response = await fetch(`${shop.url}${path}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };

  beforeAll(async () => {
    owner = await signInOwner(shop);
    shopper = await signInShopper(shop, "option-names@example.com");
    piece = await productWithColours(shop);
    await nameThePiece(shop, piece.id, "Antique Gold");
    // The piece itself (no variant_id), delivered so that shipping it issues an invoice.
    order = await placedOrder(shopper, [{ product_id: piece.id, quantity: 1 }], { delivery_method: "delivery" });
  }, 120_000);

  it("names the piece itself by her colour name in the WhatsApp text and the shopper's order", async () => {
    expect(order.items[0]?.color_name).toBe("Antique Gold");
    expect(whatsAppText(order.whatsapp_url)).toContain(`${piece.name} (Antique Gold)`);
    const mine = await shopper.myOrder(order.id);
    expect(mine.body.order.items[0]?.color_name).toBe("Antique Gold");
    expect(whatsAppText(mine.body.order.whatsapp_url)).toContain(`${piece.name} (Antique Gold)`);
  });

  it("names it on the desk's order, the orders spreadsheet and the packing slip", async () => {
    const desk = await owner.get(order.id);
    expect(desk.body.order.items[0]?.color_name).toBe("Antique Gold");

    const csv = (await download("/api/owner/orders.csv")).toString("utf8");
    const records: Record<string, string>[] = parse(csv, { bom: true, columns: true });
    const line = records.find((record) => record.Order === order.order_number);
    expect(line?.Item).toBe(piece.name);
    expect(line?.Colour).toBe("Antique Gold");

    const slip = squeezed(await pdfText(await download(`/api/owner/orders/${order.id}/packing-slip.pdf`)));
    expect(slip).toContain("Antique Gold");
  });

  it("names it on the invoice's line", async () => {
    for (const status of ["confirmed", "packed", "shipped"])
      expect((await owner.move(order.id, status)).status).toBe(200);
    const [invoice] = (await shopper.myOrder(order.id)).body.order.invoices;
    if (!invoice) throw new Error("no invoice was issued");
    const text = squeezed(await pdfText(await download(`/api/owner/invoices/${invoice.id}.pdf`)));
    expect(text).toContain("(Antique Gold)");
  });

  it("names the piece itself by its option's name when too few are left", async () => {
    const [own] = await rows<{ stock: number }>(shop, `select stock from products where id = ${piece.id}`);
    await setStock(shop, piece.id, 1);
    const refused = await shopper.order([{ product_id: piece.id, quantity: 2 }]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`Not enough stock for ${piece.name} (Antique Gold): only 1 left.`);
    await setStock(shop, piece.id, Number(own?.stock));
  });

  it("keeps the name it was ordered under when she renames the piece later", async () => {
    await nameThePiece(shop, piece.id, "Old Gold");
    expect((await shopper.myOrder(order.id)).body.order.items[0]?.color_name).toBe("Antique Gold");
    expect((await owner.get(order.id)).body.order.items[0]?.color_name).toBe("Antique Gold");
    await nameThePiece(shop, piece.id, "Antique Gold");
  });

  it("calls the piece itself 'As shown' when she gave it no colour name, and a colour by its own", async () => {
    await nameThePiece(shop, piece.id, null);
    const colour = piece.variants[0];
    if (!colour) throw new Error("no colour");
    const placed = await placedOrder(shopper, [
      { product_id: piece.id, quantity: 1 },
      { product_id: piece.id, variant_id: colour.id, quantity: 1 },
    ]);
    expect(placed.items.map((item) => item.color_name)).toEqual(["As shown", colour.color_name]);
    const desk = await owner.get(placed.id);
    expect(desk.body.order.items.map((item) => item.color_name)).toEqual(["As shown", colour.color_name]);
    await nameThePiece(shop, piece.id, "Antique Gold");
  });
});
