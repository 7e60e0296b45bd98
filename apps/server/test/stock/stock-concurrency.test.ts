// Many shoppers buying the last pieces at the same moment: exactly as many orders succeed as there are pieces,
// the rest are told it sold out, and stock ends at zero, never below. On the PostgreSQL server (a pool of
// connections, real row locks) and on the embedded database.
import { describe, expect, it } from "vitest";
import { plainProduct, productWithColours, setStock, setVariantStock, stockOf, variantStockOf } from "../shop-fixtures";
import { signIn } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";

const BUYERS = 40;
const LAST_UNITS = 5;

describe.each(databaseKinds)("the last pieces (%s)", (kind) => {
  const shop = useTestShop(kind);

  async function buyers(count: number, prefix: string) {
    const tokens: string[] = [];
    for (let i = 0; i < count; i++) {
      tokens.push((await signIn(shop.url, { email: `${prefix}${i}@example.com`, name: `Buyer ${i}` })).token);
    }
    return tokens;
  }

  const order = (token: string, item: { product_id: number; variant_id?: number }) =>
    fetch(`${shop.url}/api/orders`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        customer_name: "Buyer",
        customer_phone: "+919847012345",
        delivery_method: "pickup",
        pickup_location: "Peyad",
        order_items: [{ ...item, quantity: 1 }],
      }),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as { error?: string } }));

  const ordersFor = async (productId: number) => {
    const result = (await shop.database.db.execute(
      `select count(*)::int as orders, coalesce(sum(quantity), 0)::int as units from order_items where product_id = ${productId}`,
    )) as unknown as { rows: { orders: number; units: number }[] };
    return result.rows[0];
  };

  it(`${BUYERS} buyers at once for the last ${LAST_UNITS} units: exactly ${LAST_UNITS} orders, stock 0`, async () => {
    const product = await plainProduct(shop);
    await setStock(shop, product.id, LAST_UNITS);
    const tokens = await buyers(BUYERS, "rush");

    const results = await Promise.all(tokens.map((token) => order(token, { product_id: product.id })));

    expect(results.filter((r) => r.status === 201)).toHaveLength(LAST_UNITS);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(BUYERS - LAST_UNITS);
    for (const r of refused) expect(r.body.error).toMatch(/^Not enough stock for .+: (none|only \d+) left\.$/);
    expect(await stockOf(shop, product.id)).toBe(0);
    expect(await ordersFor(product.id)).toEqual({ orders: LAST_UNITS, units: LAST_UNITS });
  });

  it("the same for the last 3 of one colour, leaving the other colours alone", async () => {
    const product = await productWithColours(shop);
    const [colour, other] = product.variants;
    if (!colour || !other) throw new Error("fixture");
    await setVariantStock(shop, colour.id, 3);
    const otherStock = await variantStockOf(shop, other.id);
    const tokens = await buyers(12, "colour");

    const results = await Promise.all(
      tokens.map((token) => order(token, { product_id: product.id, variant_id: colour.id })),
    );

    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await variantStockOf(shop, colour.id)).toBe(0);
    expect(await variantStockOf(shop, other.id)).toBe(otherStock);
  });
});
