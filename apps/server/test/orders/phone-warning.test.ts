// When the desk warns that an order's phone may not be hers (decision 073): only when it is not the number of an
// earlier order of hers the shop already confirmed. A first order, whatever her profile says, carries no warning: a
// warning on nearly every first order is one nobody reads.
import { describe, expect, it } from "vitest";
import { plainProduct } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";
import { CUSTOMER_PHONE, checkout, newSale, signInOwner, signInShopper } from "./desk-fixtures";

const ANOTHER_PHONE = "+919847012345";

describe.each(databaseKinds)("the desk's warning on a phone not hers (%s)", (kind) => {
  const shop = useTestShop(kind);

  it("warns only when the number differs from one an earlier confirmed order of hers used", async () => {
    const product = await plainProduct(shop, { stock: 10 });
    const owner = await signInOwner(shop);
    const shopper = await signInShopper(shop, "first-order@example.com");
    const place = async (phone: string) => {
      const placed = await shopper.call<{ order: { id: number } }>("POST", "/api/orders", {
        ...checkout([{ product_id: product.id, quantity: 1 }]),
        customer_phone: phone,
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      return placed.body.order.id;
    };

    // A normal first order: her account had no phone (the order's fills it) and nothing to differ from.
    const first = await place(CUSTOMER_PHONE);
    expect((await owner.get(first)).body.order).toMatchObject({ account_phone: CUSTOMER_PHONE, known_phone: null });

    // A second order, on another number, before the shop confirmed the first: still nothing the shop confirmed.
    const beforeConfirming = await place(ANOTHER_PHONE);
    expect((await owner.get(beforeConfirming)).body.order.known_phone).toBeNull();

    // The shop confirms the first in the chat: her number is known now.
    expect((await owner.move(first, "confirmed")).status).toBe(200);
    // The same number again: no warning.
    const same = await place(CUSTOMER_PHONE);
    expect((await owner.get(same)).body.order.known_phone).toBeNull();
    // Another number after a confirmed order on hers: the real case, warned with the number the shop knows.
    const other = await place(ANOTHER_PHONE);
    const atDesk = (await owner.get(other)).body.order;
    expect(atDesk.known_phone).toBe(CUSTOMER_PHONE);
    // The order on the other number placed before the confirmation is warned now too: the shop knows her number.
    expect((await owner.get(beforeConfirming)).body.order.known_phone).toBe(CUSTOMER_PHONE);
    // An earlier order is never judged by a later one: the first order stays unmarked.
    expect((await owner.get(first)).body.order.known_phone).toBeNull();

    // A sale the shop entered is never marked: the owner typed the number.
    const entered = await owner.create(newSale([{ product_id: product.id, quantity: 1 }]));
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    expect(entered.body.order).toMatchObject({ account_phone: null, known_phone: null });
  });

  it("a first order on a number other than the one she typed in her profile carries no warning", async () => {
    const product = await plainProduct(shop, { stock: 3 });
    const owner = await signInOwner(shop);
    const shopper = await signInShopper(shop, "profile-phone@example.com");
    const profile = await shopper.call("PUT", "/api/users/profile", {
      name: "Anjali Nair",
      email: "profile-phone@example.com",
      phone: ANOTHER_PHONE,
    });
    expect(profile.status).toBe(200);
    const placed = await shopper.call<{ order: { id: number } }>("POST", "/api/orders", {
      ...checkout([{ product_id: product.id, quantity: 1 }]),
      customer_phone: CUSTOMER_PHONE,
    });
    expect(placed.status).toBe(201);
    expect((await owner.get(placed.body.order.id)).body.order).toMatchObject({
      account_phone: ANOTHER_PHONE,
      known_phone: null,
    });
  });
});
