// A COD parcel's cash on the order's page (decision 083): once a courier's remittance paid the shop for it, the parcel
// says so, with the day and the courier's reference; before that it says nothing of it.
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderInShop, signIn } from "../../../../test/render-in-shop";
import { ownerOrder } from "../../../../test/shop-fixtures";
import { OrderParcel } from "./order-parcel";

const delivered = ownerOrder({
  id: 101,
  status: "completed",
  payment_choice: "cod",
  shipment: {
    courier: "india_post",
    courier_name: "India Post",
    tracking_number: "EE123456789IN",
    tracking_url: null,
    cash_on_delivery: true,
    cod_amount: "1348.00",
    shipped_at: "2026-12-01T10:00:00.000Z",
  },
});

beforeEach(() => signIn());

describe("a COD parcel's cash", () => {
  it("reads paid by the courier once remitted", async () => {
    renderInShop(
      <OrderParcel
        order={{ ...delivered, cod_remitted: { remittance_id: 4, remitted_on: "2026-12-03", reference: "UTR0001" } }}
        onDone={() => {}}
      />,
      { path: "/owner/orders/101" },
    );
    expect((await screen.findByTestId("cod-remitted")).textContent).toBe("Paid by the courier on 3 Dec 2026 (UTR0001)");
  });

  it("says nothing of it before", async () => {
    renderInShop(<OrderParcel order={delivered} onDone={() => {}} />, { path: "/owner/orders/101" });
    await screen.findByTestId("order-parcel");
    expect(screen.queryByTestId("cod-remitted")).toBeNull();
  });
});
