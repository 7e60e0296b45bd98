// Picks demo products for shopping tests by what they are (in stock, sold out, sold in colours) rather than by id,
// and sets stock directly when a test needs an exact number.
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import type { TestShop } from "./test-app";

export async function demoProducts(shop: TestShop): Promise<Product[]> {
  const { body } = await shop.get<{ products: Product[] }>("/api/products?limit=100");
  return body.products;
}

/** A product without colours that has at least `stock` units (the first of them; `skip` takes later ones). */
export async function plainProduct(shop: TestShop, { stock = 5, skip = 0 } = {}): Promise<Product> {
  const found = (await demoProducts(shop)).filter((p) => !p.has_variants && p.quantity >= stock)[skip];
  if (!found) throw new Error(`no plain product with ${stock} in stock`);
  return found;
}

export async function productWithColours(shop: TestShop): Promise<Product> {
  const found = (await demoProducts(shop)).find(
    (p) => p.variants.length >= 2 && p.variants.every((v) => v.stock_quantity > 0),
  );
  if (!found) throw new Error("no product with colours in stock");
  return found;
}

export async function setStock(shop: TestShop, productId: number, stock: number): Promise<void> {
  await shop.database.db.execute(`update products set stock = ${Number(stock)} where id = ${Number(productId)}`);
  await shop.app.clearCatalogueCache();
}

export async function setVariantStock(shop: TestShop, variantId: number, stock: number): Promise<void> {
  await shop.database.db.execute(
    `update product_variants set stock = ${Number(stock)} where id = ${Number(variantId)}`,
  );
  await shop.app.clearCatalogueCache();
}

export async function stockOf(shop: TestShop, productId: number): Promise<number> {
  const result = (await shop.database.db.execute(
    `select stock from products where id = ${Number(productId)}`,
  )) as unknown as {
    rows: { stock: number }[];
  };
  return Number(result.rows[0]?.stock);
}

export async function variantStockOf(shop: TestShop, variantId: number): Promise<number> {
  const result = (await shop.database.db.execute(
    `select stock from product_variants where id = ${Number(variantId)}`,
  )) as unknown as { rows: { stock: number }[] };
  return Number(result.rows[0]?.stock);
}

/** The smallest valid order: one product picked up at Peyad, paid for in the chat. */
export function pickupOrder(productId: number, { quantity = 1, name = "Shopper" } = {}) {
  return {
    customer_name: name,
    customer_phone: "+919847012345",
    delivery_method: "pickup",
    pickup_location: "Peyad",
    order_items: [{ product_id: productId, quantity }],
  };
}
