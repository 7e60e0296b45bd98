// Cash on delivery in the reports (decision 083): COD against prepaid orders placed in the period, their parcels
// returned to origin by state, courier and payment choice with the RTO rate, the courier charges of those that came
// back, and the cash waiting with each courier, the same as the cash-on-delivery page's own read. Every order goes
// through the real checkout and the owner's moves; owners only.
import { isoDay } from "@mayil/core/calendar/iso-day";
import type { UnremittedCash } from "@mayil/core/orders/cod-remittance-schemas";
import type { CodReport } from "@mayil/core/reports/reports-schemas";
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { backdateOrders } from "../backdate-orders";
import { turnCodOn } from "../cash-on-delivery/cod-fixtures";
import { checkout, type Owner, paise, type Shopper, signInOwner, signInShopper } from "../orders/desk-fixtures";
import { plainProduct, setStock } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";

const KARNATAKA = {
  customer_city: "Bengaluru",
  customer_state: "Karnataka",
  customer_pincode: "560001",
};
const TAMIL_NADU = { customer_city: "Chennai", customer_state: "Tamil Nadu", customer_pincode: "600001" };
const DTDC = { courier: "dtdc", tracking_number: "D12345678" };
const DELHIVERY = { courier: "delhivery", tracking_number: "1234567890123" };

const rupeesOf = (paiseAmount: number) => (paiseAmount / 100).toFixed(2);

describe.each(databaseKinds)("the cash on delivery report (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: Owner;
  let shopper: Shopper;
  const today = isoDay(new Date());
  const report = async (query = `from=${today}&to=${today}`) => {
    const response = await owner.call<CodReport>("GET", `/api/owner/reports/cash-on-delivery?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    owner = await signInOwner(shop);
    shopper = await signInShopper(shop, "cod-report@example.in");
  });

  /** A delivery order of one unit, placed as the checkout does, to pay now or on delivery, somewhere in India. */
  const place = async (cod: boolean, where: Record<string, string> = {}) => {
    const product = await plainProduct(shop, { stock: 1 });
    await setStock(shop, product.id, 50);
    const placed = await shopper.call<{ order: Order }>("POST", "/api/orders", {
      ...checkout([{ product_id: product.id, quantity: 1 }], { delivery_method: "delivery" }),
      ...where,
      payment_choice: cod ? "cod" : "prepaid",
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body.order;
  };
  /** Confirmed, packed and shipped with this courier (India Post unless told). */
  const ship = async (order: Order, courier: Record<string, string> = {}) => {
    for (const to of ["confirmed", "packed", "shipped"]) {
      const moved = await owner.move(order.id, to, undefined, to === "shipped" ? courier : {});
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
  };
  const deliver = async (order: Order) => {
    const moved = await owner.move(order.id, "completed");
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  };

  it("is off and empty before the shop takes cash on delivery", async () => {
    const empty = await report();
    expect(empty.in_use).toBe(false);
    expect(empty.choices).toEqual([
      { choice: "prepaid", orders: 0, sales: "0.00", cod_fees: "0.00" },
      { choice: "cod", orders: 0, sales: "0.00", cod_fees: "0.00" },
    ]);
    expect(empty.parcels).toEqual({
      states: [],
      couriers: [],
      choices: [
        { choice: "prepaid", shipped: 0, delivered: 0, returned: 0, rto_rate: null },
        { choice: "cod", shipped: 0, delivered: 0, returned: 0, rto_rate: null },
      ],
      courier_charges: "0.00",
    });
    expect(empty.waiting).toEqual({ couriers: [], parcels: 0, amount: "0.00" });
  });

  it("counts COD against prepaid, parcels returned to origin by state and courier, and the cash waiting", async () => {
    await turnCodOn(owner, { max_open_per_customer: 100, max_refusals: 100 });
    expect((await report()).in_use).toBe(true);

    // COD: Kerala by India Post, delivered; Karnataka by DTDC, one delivered, one returned, one on its way.
    const codKerala = await place(true);
    await ship(codKerala);
    await deliver(codKerala);
    const codDelivered = await place(true, KARNATAKA);
    await ship(codDelivered, DTDC);
    await deliver(codDelivered);
    const codReturned = await place(true, KARNATAKA);
    await ship(codReturned, DTDC);
    const rto = await owner.call("POST", `/api/owner/orders/${codReturned.id}/returned-to-origin`, {
      courier_charges: "120.00",
      note: "refused at the door",
    });
    expect(rto.status, JSON.stringify(rto.body)).toBe(200);
    const codOnItsWay = await place(true, KARNATAKA);
    await ship(codOnItsWay, DTDC);
    // Prepaid: Kerala by India Post, delivered; Tamil Nadu by Delhivery, on its way; one not shipped.
    const prepaidKerala = await place(false);
    await ship(prepaidKerala);
    await deliver(prepaidKerala);
    const prepaidOnItsWay = await place(false, TAMIL_NADU);
    await ship(prepaidOnItsWay, DELHIVERY);
    const prepaidWaiting = await place(false);
    // Not counted: a cancelled COD order, and one placed before the period.
    const cancelled = await place(true);
    expect((await owner.move(cancelled.id, "cancelled")).status).toBe(200);
    const earlier = await place(true);
    await backdateOrders(shop.database.db, [earlier.id], { hoursAgo: 24 * 40 });

    const cod = [codKerala, codDelivered, codReturned, codOnItsWay];
    const prepaid = [prepaidKerala, prepaidOnItsWay, prepaidWaiting];
    const salesOf = (orders: Order[]) => rupeesOf(orders.reduce((sum, order) => sum + paise(order.total), 0));
    for (const order of cod) expect(order.cod_fee).toBe("49.00");

    const now = await report();
    expect(now.in_use).toBe(true);
    expect(now.choices).toEqual([
      { choice: "prepaid", orders: 3, sales: salesOf(prepaid), cod_fees: "0.00" },
      { choice: "cod", orders: 4, sales: salesOf(cod), cod_fees: "196.00" },
    ]);
    expect(now.parcels.states).toEqual([
      { state: "Karnataka", shipped: 3, delivered: 1, returned: 1, rto_rate: 50 },
      { state: "Kerala", shipped: 2, delivered: 2, returned: 0, rto_rate: 0 },
      { state: "Tamil Nadu", shipped: 1, delivered: 0, returned: 0, rto_rate: null },
    ]);
    expect(now.parcels.couriers).toEqual([
      { courier: "dtdc", courier_name: "DTDC", shipped: 3, delivered: 1, returned: 1, rto_rate: 50 },
      { courier: "india_post", courier_name: "India Post", shipped: 2, delivered: 2, returned: 0, rto_rate: 0 },
      { courier: "delhivery", courier_name: "Delhivery", shipped: 1, delivered: 0, returned: 0, rto_rate: null },
    ]);
    expect(now.parcels.choices).toEqual([
      { choice: "prepaid", shipped: 2, delivered: 1, returned: 0, rto_rate: 0 },
      { choice: "cod", shipped: 4, delivered: 2, returned: 1, rto_rate: 33.3 },
    ]);
    expect(now.parcels.courier_charges).toBe("120.00");

    // The cash waiting: each delivered COD parcel's total, with its courier, as the cash-on-delivery page says.
    expect(now.waiting.couriers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ courier: "india_post", parcels: 1, amount: codKerala.total }),
        expect.objectContaining({ courier: "dtdc", parcels: 1, amount: codDelivered.total }),
      ]),
    );
    expect(now.waiting.parcels).toBe(2);
    const page = await owner.call<UnremittedCash>("GET", "/api/owner/cash-on-delivery/unremitted");
    expect(page.status).toBe(200);
    expect(now.waiting).toEqual(page.body);

    // A period ending before today's orders holds only the earlier one, placed and not shipped; the cash waiting is
    // not bound to the period.
    const before = await report(
      `from=${isoDay(new Date(Date.now() - 45 * 86_400_000))}&to=${isoDay(new Date(Date.now() - 30 * 86_400_000))}`,
    );
    expect(before.choices).toEqual([
      { choice: "prepaid", orders: 0, sales: "0.00", cod_fees: "0.00" },
      { choice: "cod", orders: 1, sales: earlier.total, cod_fees: "49.00" },
    ]);
    expect(before.parcels.states).toEqual([]);
    expect(before.waiting).toEqual(page.body);

    // Each table as a spreadsheet: the same figures, amounts as plain rupees.
    const csv = async (table: string) => {
      const response = await fetch(
        `${shop.url}/api/owner/reports/cash-on-delivery.csv?from=${today}&to=${today}&table=${table}`,
        { headers: { authorization: `Bearer ${owner.token}` } },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      return (await response.text())
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .filter(Boolean);
    };
    expect(await csv("choices")).toEqual([
      "Payment,Orders,Sales (₹),COD fees (₹)",
      `Paid first,3,${salesOf(prepaid)},0.00`,
      `Cash on delivery,4,${salesOf(cod)},196.00`,
    ]);
    expect(await csv("states")).toEqual([
      "State,Shipped,Delivered,Returned to origin,RTO rate (%)",
      "Karnataka,3,1,1,50",
      "Kerala,2,2,0,0",
      "Tamil Nadu,1,0,0,",
    ]);
    expect((await csv("couriers"))[1]).toBe("DTDC,3,1,1,50");
    expect(await csv("waiting")).toEqual(
      expect.arrayContaining(["Courier,Parcels,Cash (₹)", `India Post,1,${codKerala.total}`]),
    );
  });

  it("is the owner's: 401 signed out, 403 for a shopper, 400 for a period the wrong way round", async () => {
    for (const path of ["/api/owner/reports/cash-on-delivery", "/api/owner/reports/cash-on-delivery.csv"]) {
      expect((await shop.get(path)).status).toBe(401);
      expect((await shopper.call("GET", path)).status).toBe(403);
    }
    const backwards = await owner.call<{ error: string }>(
      "GET",
      "/api/owner/reports/cash-on-delivery?from=2026-03-02&to=2026-03-01",
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toMatch(/from must be on or before to/);
  });
});
