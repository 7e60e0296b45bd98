// The desk's customers over HTTP (decision 058): one row per phone number on the orders, whose figures are the sums
// of her orders as the order pages show them (after a cancel, payments and a refund); search by name or by a phone
// typed any way; the returning-customer mark on the order list and an order's page; a deleted account's orders
// anonymous here too; owners only; a bad query refused naming the field.
import { ownerCustomerEndpoints } from "@mayil/core/api/customers-endpoints";
import type { Pagination } from "@mayil/core/catalogue/catalogue-schemas";
import type { CustomerResponse, CustomerSummary } from "@mayil/core/orders/customer-schemas";
import { orderDuePaise } from "@mayil/core/orders/order-payments";
import type { OwnerOrder, OwnerOrderSummary } from "@mayil/core/orders/owner-schemas";
import { beforeAll, describe, expect, it } from "vitest";
import {
  newSale,
  type Owner,
  paise,
  type Response,
  rupees,
  type Shopper,
  signInOwner,
  signInShopper,
} from "../orders/desk-fixtures";
import {
  expectEveryRouteLetsOwnerThrough,
  expectEveryRouteRefusesShopper,
  expectEveryRouteRefusesSignedOut,
} from "../owner-route-access";
import { plainProduct, setStock } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";

type CustomerList = { customers: CustomerSummary[]; pagination: Pagination };

const PRIYA = "+919847012345";
const GONE = "+919447055555";
const RENU = "+919000011111";

describe.each(databaseKinds)("customers (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: Owner;
  let priyaShopper: Shopper;
  let productId: number;
  let price: number;

  const list = async (query = "") => {
    const response = await owner.call<CustomerList>("GET", `/api/owner/customers${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const customer = async (id: number) => {
    const response = (await owner.call<CustomerResponse>(
      "GET",
      `/api/owner/customers/${id}`,
    )) as Response<CustomerResponse>;
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const rowOf = async (phone: string) => (await list("?limit=100")).customers.find((row) => row.phone === phone);
  /** A phone sale for `quantity` units, made by the owner. */
  const phoneSale = async (phone: string, name: string, quantity = 1) => {
    const created = await owner.create(
      newSale([{ product_id: productId, quantity }], { customer_phone: phone, customer_name: name }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.order;
  };
  const shopperOrder = async (shopper: Shopper, phone: string, name: string) => {
    const placed = await shopper.call<{ order: { id: number; total: string } }>("POST", "/api/orders", {
      customer_name: name,
      customer_phone: phone,
      delivery_method: "pickup",
      pickup_location: "Peyad",
      order_items: [{ product_id: productId, quantity: 1 }],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body.order;
  };
  const page = async (id: number) => (await owner.get(id)).body.order;

  /** What the order pages say one phone's customer spent and owes, summed the way decision 058 defines them. */
  const fromOrderPages = async (ids: number[]) => {
    let spent = 0;
    let owed = 0;
    let paid = 0;
    for (const id of ids) {
      const order: OwnerOrder = await page(id);
      const unitPrice = new Map(order.items.map((item) => [item.id, paise(item.unit_price)]));
      const returnedPaise = order.returns
        .flatMap((back) => back.lines)
        .reduce((sum, line) => sum + line.quantity * (unitPrice.get(line.order_item_id) ?? 0), 0);
      spent += orderDuePaise({
        totalPaise: paise(order.total),
        returnedPaise,
        paidPaise: paise(order.amount_paid),
        refundedPaise: paise(order.amount_refunded),
        cancelled: order.status === "cancelled",
      });
      if (order.status !== "cancelled" && order.status !== "returned") owed += paise(order.amount_due);
      paid += paise(order.amount_paid) - paise(order.amount_refunded);
    }
    return { spent: rupees(spent), owed: rupees(owed), paid: rupees(paid) };
  };

  beforeAll(async () => {
    owner = await signInOwner(shop);
    priyaShopper = await signInShopper(shop, "priya@example.com", "Priya Nair");
    const product = await plainProduct(shop, { stock: 1 });
    productId = product.id;
    price = paise(product.price);
    await setStock(shop, productId, 1000);
  }, 120_000);

  it("one row per phone whose orders, spent and owed are the sums of her orders (after a cancel, payments, a refund)", async () => {
    // Three orders on one phone, typed three ways, one of them from her own account.
    const first = await phoneSale("98470 12345", "Priya N", 2);
    const second = await shopperOrder(priyaShopper, "+91 98470-12345", "Priya Nair");
    const third = await phoneSale("098470 12345", "Priya Nair", 3);
    // A walk-in sale without a phone is nobody's.
    const walkIn = await owner.create(
      newSale([{ product_id: productId, quantity: 1 }], {
        source: "walk_in",
        delivery_method: "pickup",
        pickup_location: "Peyad",
        customer_phone: undefined,
        customer_name: "Walk-in",
      }),
    );
    expect(walkIn.status).toBe(201);

    let row = await rowOf(PRIYA);
    expect(row).toEqual({
      id: first.id,
      name: "Priya Nair",
      phone: PRIYA,
      orders: 3,
      cancelled_orders: 0,
      spent: rupees(paise(first.total) + paise(second.total) + paise(third.total)),
      returns: "0.00",
      owed: rupees(paise(first.total) + paise(second.total) + paise(third.total)),
      last_order_at: expect.any(String),
      has_account: true,
    });
    expect((await list("?limit=100")).customers.some((each) => each.name === "Walk-in")).toBe(false);

    // Paid in full, paid in part, paid and then cancelled and refunded in part.
    expect((await owner.pay(first.id, { method: "cash", amount: first.total })).status).toBe(201);
    expect((await owner.move(second.id, "confirmed")).status).toBe(200);
    expect((await owner.pay(second.id, { method: "cash", amount: rupees(price / 2) })).status).toBe(201);
    expect((await owner.pay(third.id, { method: "cash", amount: third.total })).status).toBe(201);
    expect((await owner.move(third.id, "cancelled", "changed her mind")).status).toBe(200);
    expect((await owner.refund(third.id, { method: "cash", amount: rupees(price) })).status).toBe(201);

    row = await rowOf(PRIYA);
    const sums = await fromOrderPages([first.id, second.id, third.id]);
    expect(row).toMatchObject({ orders: 2, cancelled_orders: 1, spent: sums.spent, owed: sums.owed });
    // Cancelled orders spend nothing: her two live orders' totals, of which half of one piece is still to collect.
    expect(sums.spent).toBe(rupees(paise(first.total) + price));
    expect(sums.owed).toBe(rupees(price - price / 2));

    const shown = await customer(first.id);
    expect(shown.customer).toMatchObject({
      id: first.id,
      orders: 2,
      cancelled_orders: 1,
      spent: sums.spent,
      owed: sums.owed,
      paid: sums.paid,
      chat_url: "https://wa.me/919847012345",
    });
    expect(shown.orders.map((order) => [order.id, order.status, order.payment_status])).toEqual([
      [third.id, "cancelled", "partly_refunded"],
      [second.id, "confirmed", "partially_paid"],
      [first.id, first.status, "paid"],
    ]);
    // Any of her orders finds her; the order list's "Money owed" filter sums to the same owed.
    expect((await customer(third.id)).customer.id).toBe(first.id);
    const owing = await owner.call<{ orders: OwnerOrderSummary[] }>(
      "GET",
      "/api/owner/orders?payment_status=owed&q=9847012345",
    );
    const owedInList = await Promise.all(
      owing.body.orders.map(async (order) => paise((await page(order.id)).amount_due)),
    );
    expect(rupees(owedInList.reduce((a, b) => a + b, 0))).toBe(sums.owed);
    // A walk-in's order has no customer page.
    const noCustomer = await owner.call("GET", `/api/owner/customers/${walkIn.body.order.id}`);
    expect(noCustomer.status).toBe(404);
  });

  it("finds her by any part of a name or by her phone typed any way, and nobody else", async () => {
    for (const q of ["priya", "NAIR", "98470 12345", "+91 98470-12345", "098470 12345", "919847012345", "12345"]) {
      const found = await list(`?q=${encodeURIComponent(q)}`);
      expect({ q, phones: found.customers.map((row) => row.phone) }).toEqual({ q, phones: [PRIYA] });
      expect(found.pagination.total).toBe(1);
    }
    expect((await list("?q=Meenakshi")).customers).toEqual([]);
    // "100%" is text to find, not a pattern.
    expect((await list(`?q=${encodeURIComponent("100%")}`)).customers).toEqual([]);
  });

  it("marks a returning customer's order, and a cancelled first order makes nobody returning", async () => {
    const cancelledFirst = await phoneSale(RENU, "Renu", 1);
    expect((await owner.move(cancelledFirst.id, "cancelled", "wrong colour")).status).toBe(200);
    const next = await phoneSale(RENU, "Renu", 1);
    const third = await phoneSale(RENU, "Renu", 1);

    expect((await page(next.id)).customer).toEqual({ id: cancelledFirst.id, nth_order: 1, returning: false });
    expect((await page(third.id)).customer).toEqual({ id: cancelledFirst.id, nth_order: 2, returning: true });
    const rows = (await owner.call<{ orders: OwnerOrderSummary[] }>("GET", "/api/owner/orders?q=90000%2011111")).body
      .orders;
    expect(rows.map((order) => [order.id, order.customer])).toEqual([
      [third.id, { id: cancelledFirst.id, nth_order: 2, returning: true }],
      [next.id, { id: cancelledFirst.id, nth_order: 1, returning: false }],
      [cancelledFirst.id, { id: cancelledFirst.id, nth_order: 1, returning: false }],
    ]);
    // Priya's second order came after a first that still counts.
    const priyaOrders = (await customer((await rowOf(PRIYA))?.id ?? 0)).orders;
    const priyaSecond = priyaOrders[1];
    expect((await page(priyaSecond?.id ?? 0)).customer).toMatchObject({ nth_order: 2, returning: true });
    // Sorted by last order, Renu (who ordered last) comes first; by spent, Priya (two live orders, 3 pieces) does.
    expect((await list()).customers[0]?.phone).toBe(RENU);
    expect((await list("?sort=spent")).customers.map((row) => row.phone).slice(0, 2)).toEqual([PRIYA, RENU]);
    // Paged: one a page, the second page the other.
    const one = await list("?limit=1&page=2");
    expect(one.customers.map((row) => row.phone)).toEqual([PRIYA]);
    expect(one.pagination).toMatchObject({ page: 2, limit: 1, hasMore: false });
  });

  it("keeps a deleted account's orders anonymous: no row, no page, no joining another customer", async () => {
    // The same number was given on a phone sale before the account's own order.
    const guest = await phoneSale(GONE, "Gita by phone", 1);
    const gone = await signInShopper(shop, "gita@example.com", "Gita Pillai");
    const hers = await shopperOrder(gone, GONE, "Gita Pillai");
    expect((await rowOf(GONE))?.orders).toBe(2);
    expect((await owner.move(hers.id, "cancelled", "she asked")).status).toBe(200);
    const deleted = await gone.call("DELETE", "/api/users/me");
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    const row = await rowOf(GONE);
    // Only the phone sale is left on that number; the account's order joins nobody.
    expect(row).toMatchObject({ id: guest.id, name: "Gita by phone", orders: 1, has_account: false });
    const shown = await customer(guest.id);
    expect(shown.orders.map((order) => order.id)).toEqual([guest.id]);
    expect((await page(hers.id)).customer).toBeNull();
    expect((await owner.call("GET", `/api/owner/customers/${hers.id}`)).status).toBe(404);
    const everyone = await list("?limit=100");
    expect(everyone.customers.some((each) => each.name === "Deleted customer" || each.phone === "")).toBe(false);
    expect(JSON.stringify(everyone)).not.toContain("Gita Pillai");
    expect((await list("?q=Deleted")).customers).toEqual([]);
  });

  it("counts every order of one customer written at the same moment, each in its own transaction", async () => {
    // Six phone sales of six different pieces, then five of them cancelled at once: each cancel locks only its own
    // order and piece, so on the PostgreSQL server the five transactions overlap, and each works out her figures
    // while the others' cancels are not yet committed (the customer's own lock makes them take turns).
    const phone = "+919895000777";
    const pieces = await Promise.all([0, 1, 2, 3, 4, 5].map((skip) => plainProduct(shop, { stock: 1, skip })));
    for (const piece of pieces) await setStock(shop, piece.id, 50);
    const sales = await Promise.all(
      pieces.map(async (piece, n) => {
        const created = await owner.create(
          newSale([{ product_id: piece.id, quantity: n + 1 }], { customer_phone: phone, customer_name: "Lakshmi" }),
        );
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        return created.body.order;
      }),
    );
    const row = await rowOf(phone);
    expect(row?.orders).toBe(6);
    expect(row?.spent).toBe((await fromOrderPages(sales.map((sale) => sale.id))).spent);
    expect(row?.id).toBe(Math.min(...sales.map((sale) => sale.id)));
    // 21 pieces: the most of anyone, and the latest.
    expect((await list("?sort=spent")).customers[0]?.phone).toBe(phone);
    expect((await list()).customers[0]?.phone).toBe(phone);

    const kept = sales.at(-1);
    const cancels = await Promise.all(
      sales.slice(0, 5).map((sale) => owner.move(sale.id, "cancelled", "changed her mind")),
    );
    expect(cancels.map((cancel) => cancel.status)).toEqual([200, 200, 200, 200, 200]);
    const after = await rowOf(phone);
    expect(after?.orders).toBe(1);
    expect(after?.spent).toBe((await fromOrderPages(sales.map((sale) => sale.id))).spent);
    expect(after?.spent).toBe(kept?.total);
    // Sorted by spent, everyone in the order of what the list says each spent.
    const spent = (await list("?sort=spent&limit=100")).customers.map((each) => paise(each.spent));
    expect(spent).toEqual([...spent].sort((a, b) => b - a));
  });

  it("refuses a bad query with 400 naming the field", async () => {
    const cases: [string, string][] = [
      ["/api/owner/customers?sort=best", "sort"],
      ["/api/owner/customers?limit=0", "limit"],
      ["/api/owner/customers?page=abc", "page"],
      [`/api/owner/customers?q=${"x".repeat(101)}`, "q"],
      ["/api/owner/customers/abc", "id"],
      ["/api/owner/customers/0", "id"],
    ];
    for (const [path, field] of cases) {
      const response = await owner.call<{ field?: string }>("GET", path);
      expect({ path, status: response.status, field: response.body.field, error: response.body.error }).toEqual({
        path,
        status: 400,
        field,
        error: expect.stringMatching(new RegExp(`^Invalid (query|path) parameter: ${field}\\b`)),
      });
    }
  });

  it("is the owner's only: 401 signed out, 403 for a shopper, through for the owner", async () => {
    const routes = Object.values(ownerCustomerEndpoints);
    const target = { pathOf: (path: string) => `/api${path.replace(":id", "1")}`, bodyOf: () => undefined };
    await expectEveryRouteRefusesSignedOut(shop.url, routes, target);
    await expectEveryRouteRefusesShopper(priyaShopper.call, routes, target);
    await expectEveryRouteLetsOwnerThrough(shop.url, owner.token, routes, target);
  });
});
