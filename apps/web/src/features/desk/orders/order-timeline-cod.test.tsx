// A COD parcel's events on the timeline say what happened in words (decision 083): delivered with the cash the
// courier collected, and returned to origin with what came back and the courier's charges; in Malayalam on a
// Malayalam desk, with the same figures.
import type { OrderEvent } from "@mayil/core/orders/owner-schemas";
import { describe, expect, it } from "vitest";
import type { DeskSay } from "../../../lib/desk/desk-messages";
import { i18nFor } from "../../../lib/messages";
import { detailLines } from "./order-timeline";

/** The desk's words in a language, as `useDeskMessages` gives them (component-setup loads the catalogues). */
const sayIn =
  (language: "en" | "ml"): DeskSay =>
  (id, values) =>
    i18nFor(language)._(id, values);
const t = sayIn("en");

const event = (overrides: Partial<OrderEvent>): OrderEvent => ({
  id: 1,
  from_status: "shipped",
  to_status: "completed",
  reason: "status",
  actor: "owner",
  by: "Meera Owner",
  note: null,
  details: null,
  created_at: "2026-12-04T10:00:00.000Z",
  ...overrides,
});

describe("a COD parcel's events on the timeline", () => {
  it("delivered: the cash the courier collected", () => {
    expect(detailLines(t, event({ details: { cod_collected: "3097.00" } }))).toEqual([
      "Delivered: the courier collected ₹3,097",
    ]);
  });

  it("returned to origin: what came back and the courier's charges, when given", () => {
    const lines = [{ order_item_id: 1, name: "Temple Jhumka", color_name: null, quantity: 2 }];
    expect(
      detailLines(
        t,
        event({
          to_status: "returned",
          reason: "returned_to_origin",
          details: { return_id: 4, lines, courier_charges: "120.00" },
        }),
      ),
    ).toEqual(["Temple Jhumka: 2 back", "Courier's charges ₹120"]);
    expect(
      detailLines(
        t,
        event({ to_status: "returned", reason: "returned_to_origin", details: { lines, courier_charges: null } }),
      ),
    ).toEqual(["Temple Jhumka: 2 back"]);
  });

  it("says the same in Malayalam, with the figures as they are", () => {
    const lines = [{ order_item_id: 1, name: "Temple Jhumka", color_name: null, quantity: 2 }];
    const ml = sayIn("ml");
    expect(detailLines(ml, event({ details: { cod_collected: "3097.00" } }))).toEqual([
      "ഡെലിവറി ആയി: കൊറിയർ ₹3,097 വാങ്ങി",
    ]);
    expect(
      detailLines(
        ml,
        event({ to_status: "returned", reason: "returned_to_origin", details: { lines, courier_charges: "120.00" } }),
      ),
    ).toEqual(["Temple Jhumka: 2 തിരിച്ചുവന്നു", "കൊറിയർ ചാർജ് ₹120"]);
  });
});
