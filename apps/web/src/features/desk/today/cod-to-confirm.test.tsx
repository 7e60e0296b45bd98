// Today's cash on delivery orders to confirm: each links to its order with what the courier collects, and says in
// words what to ask her about (her first order, outside Kerala, refused before, a high value); none, nothing shown.
import type { CodToConfirm } from "@mayil/core/orders/owner-schemas";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderInShop, signIn } from "../../../../test/render-in-shop";
import { CodToConfirmList } from "./cod-to-confirm";

const first: CodToConfirm = {
  id: 31,
  order_number: "MJ-000031",
  created_at: "2026-12-04T04:30:00.000Z",
  customer_name: "Divya Pillai",
  customer_state: "Tamil Nadu",
  total: "3549.00",
  risks: ["first_order", "other_state", "high_value"],
  refusals: 0,
};
const known: CodToConfirm = {
  id: 32,
  order_number: "MJ-000032",
  created_at: "2026-12-04T05:00:00.000Z",
  customer_name: "Anjali Nair",
  customer_state: "Kerala",
  total: "1348.00",
  risks: ["refused_before"],
  refusals: 2,
};
const calm: CodToConfirm = { ...known, id: 33, order_number: "MJ-000033", risks: [], refusals: 0 };

beforeEach(() => signIn());

describe("Today's cash on delivery orders to confirm", () => {
  it("lists each with what the courier collects, its risks in words, linking to the order", async () => {
    renderInShop(<CodToConfirmList orders={[first, known, calm]} waiting={5} />, { path: "/owner" });
    await expect.element(await screen.findByRole("heading", { name: "To confirm (cash on delivery)" })).toBeVisible();
    const rows = screen.getAllByTestId("cod-order");
    expect(rows.map((row) => row.getAttribute("href"))).toEqual([
      "/owner/orders/31",
      "/owner/orders/32",
      "/owner/orders/33",
    ]);
    const [firstRow, knownRow, calmRow] = rows;
    if (!firstRow || !knownRow || !calmRow) throw new Error("three rows");
    expect(firstRow.textContent).toMatch(/^MJ-000031 · Divya Pillai₹3,549 to collectPlaced .+ · Tamil Nadu/);
    expect(within(firstRow).getByTestId("cod-risks").textContent).toBe("Her first orderOutside KeralaAbove ₹3,000");
    expect(within(knownRow).getByTestId("cod-risks").textContent).toBe("Refused 2 parcels before");
    expect(within(calmRow).queryByTestId("cod-risks")).toBeNull();
    expect(screen.getByText("3 of 5 shown.")).toBeTruthy();
  });

  it("shows nothing when none wait", () => {
    renderInShop(<CodToConfirmList orders={[]} waiting={0} />, { path: "/owner" });
    expect(screen.queryByRole("heading", { name: "To confirm (cash on delivery)" })).toBeNull();
  });
});
