// The cart's lines as a shopper uses them: minus and plus change the quantity on the server and the totals at once,
// plus stops at what is in stock, the bin takes a line out through the API, a refusal puts the line back with the
// server's reason, and a sold-out piece blocks the order until it is removed.

import { cartEndpoints } from "@mayil/core/api/cart-endpoints";
import { shopEndpoints } from "@mayil/core/api/shop-endpoints";
import type { CartLine } from "@mayil/core/shopping/shopping-schemas";
import { screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { fakeApi, type Refusal, refusal } from "../../../test/fake-api";
import { renderInShop, signIn } from "../../../test/render-in-shop";
import { cartLine, shopInfo } from "../../../test/shop-fixtures";
import type { CartCheckoutProps } from "../../lib/cart-checkout";
import { CartPage } from "./cart-page";

const jhumka = { id: 7, name: "Temple Jhumka", slug: "temple-jhumka", price: "1299.00" };
const studs = { id: 9, name: "Pearl Drop Studs", slug: "pearl-drop-studs", price: "450.00" };

/** The server's cart: what the stand-in lists, changed by each update and removal the page sends. */
let cart: CartLine[] = [];

const changed = (message: string) => ({ success: true as const, message, cart });

beforeEach(() => {
  signIn();
  fakeApi.respond(shopEndpoints.shop, { shop: shopInfo });
  fakeApi.respond(cartEndpoints.list, () => ({ cart }));
  fakeApi.respond(cartEndpoints.update, ({ params, body }) => {
    const { quantity } = body as { quantity: number };
    const id = Number(params.productId);
    cart = cart.flatMap((line) => (line.product_id !== id ? [line] : quantity > 0 ? [{ ...line, quantity }] : []));
    return changed("Cart updated");
  });
  fakeApi.respond(cartEndpoints.remove, ({ params }) => {
    cart = cart.filter((line) => line.product_id !== Number(params.productId));
    return changed("Item removed from cart");
  });
});

const noCheckout = () => Promise.resolve(() => null);
const showCart = () => renderInShop(<CartPage loadCheckout={noCheckout} />, { path: "/cart" });
const lineOf = async (name: string) =>
  (await screen.findAllByTestId("cart-item")).find((item) => within(item).queryByText(name)) as HTMLElement;

describe("a cart line", () => {
  it("raises the quantity on the server and the line's total and the order's at once", async () => {
    cart = [cartLine({ ...jhumka, quantity: 1, stock: 5 }), cartLine({ ...studs, quantity: 2, stock: 8 })];
    showCart();
    const line = await lineOf("Temple Jhumka");
    await userEvent.click(within(line).getByRole("button", { name: "Increase quantity, Temple Jhumka" }));

    await expect.element(await within(line).findByTestId("cart-quantity")).toHaveTextContent("2");
    await expect.element(await within(line).findByTestId("line-total")).toHaveTextContent("₹2,598");
    // 2 × ₹1,299 + 2 × ₹450 + ₹49 delivery.
    await expect.element(await screen.findByTestId("total")).toHaveTextContent("₹3,547");
    await expect
      .poll(() => fakeApi.sent(cartEndpoints.update).map((sent) => [sent.params.productId, sent.body]))
      .toEqual([["7", { quantity: 2 }]]);
  });

  it("stops plus at what is in stock", async () => {
    cart = [cartLine({ ...jhumka, quantity: 2, stock: 3 })];
    showCart();
    const line = await lineOf("Temple Jhumka");
    const plus = within(line).getByRole("button", { name: "Increase quantity, Temple Jhumka" });
    await userEvent.click(plus);
    await expect.element(await within(line).findByTestId("cart-quantity")).toHaveTextContent("3");
    await expect.element(plus).toBeDisabled();
    await expect.element(await within(line).findByTestId("stock-badge")).toHaveTextContent("In Stock (3)");
    await expect.poll(() => fakeApi.sent(cartEndpoints.update)).toHaveLength(1);
  });

  it("is taken out through the API when its bin is pressed, and says so", async () => {
    cart = [cartLine({ ...jhumka, quantity: 1 }), cartLine({ ...studs, quantity: 1 })];
    showCart();
    await userEvent.click(within(await lineOf("Temple Jhumka")).getByRole("button", { name: "Remove Temple Jhumka" }));

    await expect.element(await screen.findByText("Temple Jhumka has been removed from your cart.")).toBeVisible();
    await expect.poll(() => screen.getAllByTestId("cart-item")).toHaveLength(1);
    expect(fakeApi.sent(cartEndpoints.remove).map((sent) => sent.params.productId)).toEqual(["7"]);
  });

  it("goes back to its quantity with the server's reason when the server refuses", async () => {
    cart = [cartLine({ ...jhumka, quantity: 1, stock: 5 })];
    // As the server refuses: its English words, and the code and figure the page says them with.
    fakeApi.respond(cartEndpoints.update, {
      ...refusal(409, "Only 1 left"),
      code: "only_n_left",
      details: { available: 1 },
    } as Refusal);
    showCart();
    const line = await lineOf("Temple Jhumka");
    await userEvent.click(within(line).getByRole("button", { name: "Increase quantity, Temple Jhumka" }));

    await expect.element(await screen.findByRole("alert")).toMatchTextContent("Only 1 items available in stock");
    await expect.element(await within(line).findByTestId("cart-quantity")).toHaveTextContent("1");
  });

  it("out of stock: both buttons off, a warning, and no order until it is removed", async () => {
    cart = [cartLine({ ...jhumka, quantity: 1, stock: 0 }), cartLine({ ...studs, quantity: 1 })];
    showCart();
    const line = await lineOf("Temple Jhumka");
    await expect
      .element(await within(line).findByRole("button", { name: "Increase quantity, Temple Jhumka" }))
      .toBeDisabled();
    await expect
      .element(await within(line).findByRole("button", { name: "Decrease quantity, Temple Jhumka" }))
      .toBeDisabled();
    await expect.element(await screen.findByText("Some items are out of stock")).toBeVisible();
    const order = screen.getByRole("button", { name: "Remove Out of Stock Items First" });
    await expect.element(order).toBeDisabled();

    await userEvent.click(within(line).getByRole("button", { name: "Remove Temple Jhumka" }));
    await expect.element(await screen.findByRole("button", { name: "Order via WhatsApp" })).toBeEnabled();
    await expect.element(await screen.findByText("Temple Jhumka has been removed from your cart.")).toBeVisible();
  });

  it("minus at 1 takes the line out, and an empty cart says so", async () => {
    cart = [cartLine({ ...jhumka, quantity: 1 })];
    showCart();
    await userEvent.click(
      within(await lineOf("Temple Jhumka")).getByRole("button", { name: "Decrease quantity, Temple Jhumka" }),
    );
    await expect.element(await screen.findByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect.poll(() => fakeApi.sent(cartEndpoints.update).map((sent) => sent.body)).toEqual([{ quantity: 0 }]);
  });
});

describe("the order button", () => {
  /** A checkout whose code comes only when the test says: it shows whether it is open, and counts its renders open. */
  function slowCheckout() {
    let arrive: (checkout: ComponentType<CartCheckoutProps>) => void = () => {};
    const code = new Promise<ComponentType<CartCheckoutProps>>((resolve) => {
      arrive = resolve;
    });
    const Checkout = ({ open }: CartCheckoutProps) =>
      open ? (
        <div role="dialog" aria-label="Enter Your Details">
          Name*
        </div>
      ) : null;
    return { load: () => code, arrive: () => arrive(Checkout) };
  }

  it("pressed twice before the checkout's code is in, says it is working, then opens one checkout", async () => {
    cart = [cartLine({ ...jhumka, quantity: 1, stock: 5 })];
    const checkout = slowCheckout();
    renderInShop(<CartPage loadCheckout={checkout.load} />, { path: "/cart" });
    const order = await screen.findByRole("button", { name: "Order via WhatsApp" });
    await userEvent.click(order);
    await expect.element(order).toHaveAttribute("aria-busy", "true");
    await userEvent.click(order);
    expect(screen.queryByRole("dialog")).toBeNull();

    checkout.arrive();
    await expect.element(await screen.findByRole("dialog", { name: "Enter Your Details" })).toBeVisible();
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    await expect.element(order).not.toHaveAttribute("aria-busy");
  });

  it("opens the checkout at once when its code came while she read her cart", async () => {
    cart = [cartLine({ ...jhumka, quantity: 1, stock: 5 })];
    const checkout = slowCheckout();
    checkout.arrive();
    renderInShop(<CartPage loadCheckout={checkout.load} />, { path: "/cart" });
    const order = await screen.findByRole("button", { name: "Order via WhatsApp" });
    await userEvent.click(order);
    expect(order.getAttribute("aria-busy")).toBeNull();
    await expect.element(await screen.findByRole("dialog", { name: "Enter Your Details" })).toBeVisible();
  });
});
