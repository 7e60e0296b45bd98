// "Download my data" and "Delete my account" (DPDP Act 2023): the shopper's own data and nobody else's; deletion
// removes the person and keeps the orders as anonymised tax records, and waits while an order is on its way.
import type { MyData } from "@mayil/core/account/account-data-schemas";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { describe, expect, it } from "vitest";
import { signInOwner, signInShopper } from "../orders/desk-fixtures";
import { plainProduct, stockOf } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";

const address = {
  name: "Anjali Nair",
  phone: "98470 12345",
  address: "TC 12/345, Pattom",
  pincode: "695004",
  city: "Thiruvananthapuram",
  state: "Kerala",
};

describe.each(databaseKinds)("account data (%s)", (kind) => {
  const shop = useTestShop(kind);
  let n = 0;
  const newShopper = () => signInShopper(shop, `data${++n}@example.com`);

  it("downloads the shopper's profile, addresses, wishlist, cart and orders as a file, and nobody else's", async () => {
    const shopper = await newShopper();
    const other = await newShopper();
    const [first, second] = [await plainProduct(shop, { skip: 0 }), await plainProduct(shop, { skip: 1 })];
    if (!first || !second) throw new Error("fixture");
    await shopper.call("POST", "/api/users/addresses", address);
    await shopper.call("POST", "/api/wishlist", { product_id: first.id });
    await shopper.call("POST", "/api/cart", { product_id: second.id, quantity: 2 });
    const placed = await shopper.order([{ product_id: first.id, quantity: 1 }]);
    await other.call("POST", "/api/users/addresses", { ...address, name: "Someone Else" });

    const response = await fetch(`${shop.url}/api/users/me/data`, {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="mayil-jewels-my-data.json"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    const data = (await response.json()) as MyData;
    expect(data.profile).toMatchObject({ email: shopper.user.email });
    expect(data.addresses.map((a) => [a.name, a.phone])).toEqual([["Anjali Nair", "+919847012345"]]);
    expect(data.wishlist.map((w) => w.products.id)).toEqual([first.id]);
    expect(data.cart.map((line) => [line.product_id, line.quantity])).toEqual([[second.id, 2]]);
    expect(data.orders.map((o) => [o.id, o.items.length])).toEqual([[placed.body.order.id, 1]]);
    expect(JSON.stringify(data)).not.toContain("Someone Else");

    expect((await fetch(`${shop.url}/api/users/me/data`)).status).toBe(401);
  });

  it("waits while an order is on its way, then deletes the person and keeps the order anonymised for the owner", async () => {
    const shopper = await newShopper();
    const owner = await signInOwner(shop);
    const product = await plainProduct(shop, { skip: 2 });
    await shopper.call("POST", "/api/users/addresses", address);
    await shopper.call("POST", "/api/wishlist", { product_id: product.id });
    const placed = await shopper.order([{ product_id: product.id, quantity: 1 }], { delivery_method: "delivery" });
    const orderId = placed.body.order.id;
    const stockBefore = await stockOf(shop, product.id);

    // Placed and not finished: its address and phone are still needed to deliver it.
    const refused = await shopper.call<{ error: string }>("DELETE", "/api/users/me");
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain(placed.body.order.order_number);
    expect((await shopper.call("GET", "/api/users/addresses")).status).toBe(200);

    for (const status of ["confirmed", "packed", "shipped", "completed"]) {
      expect((await owner.move(orderId, status)).status, status).toBe(200);
    }
    expect(await shopper.call("DELETE", "/api/users/me")).toEqual({
      status: 200,
      body: { success: true, message: "Your account has been deleted" },
    });

    // Signed out everywhere: the access token and the refresh token no longer work.
    expect((await shopper.call("GET", "/api/auth/me")).status).toBe(401);
    const refresh = await fetch(`${shop.url}/api/auth/refresh`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: shopper.refreshToken }),
    });
    expect(refresh.status).toBe(401);

    // The owner still has the sale, without the person: no name, phone, email or street address; the PIN stays.
    const kept = (await owner.get(orderId)).body.order as OwnerOrder;
    expect(kept).toMatchObject({
      customer_name: "Deleted customer",
      customer_phone: "",
      customer_email: null,
      customer_address: null,
      customer_city: "Thiruvananthapuram",
      customer_state: "Kerala",
      customer_pincode: "695004",
      status: "completed",
      total: placed.body.order.total,
    });
    expect(await stockOf(shop, product.id)).toBe(stockBefore);

    // Signing in again with the same Google account starts a fresh, empty account.
    const again = await signInShopper(shop, shopper.user.email ?? "");
    expect(again.user.id).not.toBe(shopper.user.id);
    const fresh = (await again.call<MyData>("GET", "/api/users/me/data")).body;
    expect([fresh.addresses, fresh.wishlist, fresh.cart, fresh.orders]).toEqual([[], [], [], []]);
  });

  it("names each open order and its state when it refuses, in a sentence for one, two or three", async () => {
    const shopper = await newShopper();
    const owner = await signInOwner(shop);
    const product = await plainProduct(shop, { skip: 3 });
    const numbers: string[] = [];
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const placed = await shopper.order([{ product_id: product.id, quantity: 1 }], { delivery_method: "delivery" });
      expect(placed.status).toBe(201);
      numbers.push(placed.body.order.order_number);
      ids.push(placed.body.order.id);
    }
    const [a, b, c] = numbers;
    const [first, , third] = ids as [number, number, number];
    for (const status of ["confirmed", "packed", "shipped"]) expect((await owner.move(first, status)).status).toBe(200);
    const refusal = async () => {
      const refused = await shopper.call<{ error: string }>("DELETE", "/api/users/me");
      expect(refused.status).toBe(409);
      return refused.body.error;
    };

    expect(await refusal()).toBe(
      `Your orders ${a}, ${b} and ${c} are still open: ${a} is shipped, ${b} is waiting for confirmation and ${c} is waiting for confirmation. You can delete your account once they are completed or cancelled, or ask the shop to cancel them.`,
    );
    expect((await owner.move(third, "cancelled")).status).toBe(200);
    expect(await refusal()).toBe(
      `Your orders ${a} and ${b} are still open: ${a} is shipped and ${b} is waiting for confirmation. You can delete your account once they are completed or cancelled, or ask the shop to cancel them.`,
    );
    expect((await owner.move(first, "completed")).status).toBe(200);
    expect(await refusal()).toBe(
      `Your order ${b} is still open: it is waiting for confirmation. You can delete your account once it is completed or cancelled, or ask the shop to cancel it.`,
    );
  });

  it("refuses to delete an owner's account from the shop", async () => {
    const owner = await signInOwner(shop);
    const refused = await owner.call<{ error: string }>("DELETE", "/api/users/me");
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("OWNER_EMAILS");
    expect((await owner.call("GET", "/api/owner/today")).status).toBe(200);
  });
});
