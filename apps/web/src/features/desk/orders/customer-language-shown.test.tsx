// The owner sees which language the customer ordered in (decision 084): a badge in that language's own script beside
// her name on the order's page, named for a screen reader, and none for an English order, the desk's own language.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInShop, signIn } from "../../../../test/render-in-shop";
import { ownerOrder } from "../../../../test/shop-fixtures";
import { CustomerDetails } from "./customer-details";

function show(order: ReturnType<typeof ownerOrder>) {
  signIn();
  renderInShop(<CustomerDetails order={order} />, { path: `/owner/orders/${order.id}` });
}

describe("the customer's language on the order's page", () => {
  it("says Malayalam in Malayalam, labelled in English", async () => {
    show(ownerOrder({ language: "ml" }));
    const badge = await screen.findByRole("img", { name: "Customer's language: Malayalam" });
    await expect.element(badge).toHaveTextContent("മലയാളം");
    expect(badge.getAttribute("lang")).toBe("ml-IN");
  });

  it("says Hindi in Devanagari", async () => {
    show(ownerOrder({ language: "hi" }));
    await expect
      .element(await screen.findByRole("img", { name: "Customer's language: Hindi" }))
      .toHaveTextContent("हिन्दी");
  });

  it("marks nothing for an English order", async () => {
    show(ownerOrder());
    await screen.findByText("Anjali Menon");
    expect(screen.queryByTestId("language-badge")).toBeNull();
  });
});
