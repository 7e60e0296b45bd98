// The couriers' COD remittances (decision 083): a dry run lists every mismatch by line and changes nothing, a real run
// records the remittance and all its parcels or nothing, the same reference twice is a 409, and the cash each courier
// still owes adds up before and after. Owners only.
import { ownerCodRemittanceEndpoints } from "@mayil/core/api/cash-on-delivery-remittances-endpoints";
import type { RemittanceReport, UnremittedCash } from "@mayil/core/orders/cod-remittance-schemas";
import { describe, expect, it } from "vitest";
import { newSale, type Owner, rows, signInOwner } from "../orders/desk-fixtures";
import {
  expectEveryRouteLetsOwnerThrough,
  expectEveryRouteRefusesShopper,
  expectEveryRouteRefusesSignedOut,
} from "../owner-route-access";
import { plainProduct } from "../shop-fixtures";
import { newShopper } from "../sign-in";
import { databaseKinds, type TestShop, useTestShop } from "../test-app";

/** An India Post article number of its shape, one per test parcel. */
const articleNumber = (n: number) => `EE${String(100000000 + n).slice(-9)}IN`;

/**
 * A COD parcel with India Post, delivered unless told: the desk ships it (its cash to collect is what she owes then)
 * and marks it delivered (completed). Its cash is the order's total, the sale's one piece at `price` rupees.
 */
async function codParcel(shop: TestShop, owner: Owner, n: number, price: string, { delivered = true } = {}) {
  const product = await plainProduct(shop, { stock: 5 });
  const created = await owner.create(
    newSale([{ product_id: product.id, quantity: 1, unit_price: price }], { delivery_fee: "0.00" }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.order.id;
  // Temporary: placing a COD order is being built beside this; until it lands the order is made cash on delivery in
  // the table, as placing one will store it.
  await rows(shop, `update orders set payment_choice = 'cod' where id = ${id}`);
  expect((await owner.move(id, "packed")).status).toBe(200);
  const shipped = await owner.move(id, "shipped", undefined, {
    courier: "india_post",
    tracking_number: articleNumber(n),
  });
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  expect(shipped.body.order.total).toBe(price);
  if (delivered) {
    const completed = await owner.move(id, "completed");
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
  }
  return { id, trackingNumber: articleNumber(n) };
}

/** The owner's remittance calls, the spreadsheet sent as a text/csv body. */
function remittanceDesk(shop: TestShop, owner: Owner) {
  const auth = { authorization: `Bearer ${owner.token}` };
  return {
    unremitted: () => owner.call<UnremittedCash>("GET", "/api/owner/cash-on-delivery/unremitted"),
    list: () =>
      owner.call<{ remittances: RemittanceReport["remittance"][] }>("GET", "/api/owner/cash-on-delivery/remittances"),
    record: (body: unknown) => owner.call<RemittanceReport>("POST", "/api/owner/cash-on-delivery/remittances", body),
    async upload(
      sheet: string,
      heading: { reference: string; amount: string; remitted_on?: string; courier?: string },
      { dryRun = false } = {},
    ) {
      const body = {
        courier: heading.courier ?? "india_post",
        remitted_on: heading.remitted_on ?? "2026-12-03",
        reference: heading.reference,
        amount: heading.amount,
        sheet,
      };
      const response = await fetch(`${shop.url}/api/owner/cash-on-delivery/remittances/import?dry_run=${dryRun}`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as RemittanceReport & { error?: string } };
    },
  };
}

const countRemittances = async (shop: TestShop) =>
  (await rows<{ n: number }>(shop, "select count(*)::int as n from cod_remittance_parcels"))[0]?.n ?? -1;

describe.each(databaseKinds)("cash on delivery remittances (%s)", (kind) => {
  const shop = useTestShop(kind);

  it("a dry run lists every mismatch by line and changes nothing; the real run records all or nothing", async () => {
    const owner = await signInOwner(shop);
    const desk = remittanceDesk(shop, owner);
    const first = await codParcel(shop, owner, 11, "1200.00");
    const second = await codParcel(shop, owner, 12, "800.00");
    const notDelivered = await codParcel(shop, owner, 13, "500.00", { delivered: false });

    const before = await desk.unremitted();
    expect(before.status).toBe(200);
    expect(before.body.couriers).toEqual([
      { courier: "india_post", courier_name: "India Post", parcels: 2, amount: "2000.00" },
    ]);

    const sheet = [
      "AWB Number,COD Amount",
      `${first.trackingNumber},1200.00`,
      `${second.trackingNumber},750.00`,
      `${notDelivered.trackingNumber},500`,
      "EE999999999IN,100",
      `${first.trackingNumber},1200`,
    ].join("\n");
    const dry = await desk.upload(sheet, { reference: "UTR0001", amount: "3000.00" }, { dryRun: true });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body.applied).toBe(false);
    expect(dry.body.mismatches.map(({ line, code, blocks }) => ({ line, code, blocks }))).toEqual([
      { line: 3, code: "amount_differs", blocks: false },
      { line: 4, code: "not_delivered", blocks: true },
      { line: 5, code: "unknown_tracking_number", blocks: true },
      { line: 6, code: "repeated", blocks: true },
      { line: null, code: "total_differs", blocks: false },
    ]);
    expect(await countRemittances(shop)).toBe(0);

    // The real run of the same sheet records nothing: every line or none.
    const refused = await desk.upload(sheet, { reference: "UTR0001", amount: "3000.00" });
    expect(refused.status).toBe(400);
    expect(refused.body.applied).toBe(false);
    expect(refused.body.mismatches.filter((mismatch) => mismatch.blocks)).toHaveLength(3);
    expect(await countRemittances(shop)).toBe(0);
    expect((await rows(shop, "select id from cod_remittances")).length).toBe(0);

    // The courier's corrected sheet: its short payment for the second parcel is recorded as it paid.
    const good = [
      "AWB Number,COD Amount",
      `${first.trackingNumber},"1,200.00"`,
      `${second.trackingNumber},750.00`,
    ].join("\n");
    const applied = await desk.upload(good, { reference: "UTR0001", amount: "1950.00" });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.applied).toBe(true);
    expect(applied.body.remittance).toMatchObject({
      reference: "UTR0001",
      amount: "1950.00",
      parcels_sum: "1950.00",
      cod_sum: "2000.00",
      parcel_count: 2,
      adds_up: false,
    });
    expect(await countRemittances(shop)).toBe(2);

    // The same reference again finds it, dry run or not.
    expect((await desk.upload(good, { reference: "UTR0001", amount: "1950.00" })).status).toBe(409);
    expect((await desk.upload(good, { reference: "UTR0001", amount: "1950.00" }, { dryRun: true })).status).toBe(409);

    // A new reference cannot pay for the same parcels again.
    const again = await desk.upload(good, { reference: "UTR0002", amount: "1950.00" }, { dryRun: true });
    expect(again.body.mismatches.map((mismatch) => mismatch.code)).toEqual(["already_remitted", "already_remitted"]);

    const after = await desk.unremitted();
    expect(after.body).toEqual({ couriers: [], parcels: 0, amount: "0.00" });

    const listed = await desk.list();
    expect(listed.body.remittances).toHaveLength(1);

    // The owner's order says the courier paid for it.
    const order = await owner.get(first.id);
    expect(order.body.order.cod_remitted).toMatchObject({ reference: "UTR0001", remitted_on: "2026-12-03" });
    expect((await owner.get(notDelivered.id)).body.order.cod_remitted).toBeNull();
  });

  it("a typed remittance is recorded once, and the unremitted cash adds up before and after", async () => {
    const owner = await signInOwner(shop);
    const desk = remittanceDesk(shop, owner);
    const parcels = [
      await codParcel(shop, owner, 21, "499.00"),
      await codParcel(shop, owner, 22, "1500.50"),
      await codParcel(shop, owner, 23, "300.00"),
    ];
    expect((await desk.unremitted()).body).toMatchObject({ parcels: 3, amount: "2299.50" });

    const body = {
      courier: "india_post",
      remitted_on: "2026-12-04",
      reference: "IP-REM-7",
      amount: "1999.50",
      parcels: parcels.slice(0, 2).map((parcel, index) => ({
        tracking_number: parcel.trackingNumber.toLowerCase(),
        amount: index === 0 ? "499.00" : "1500.50",
      })),
    };
    const recorded = await desk.record(body);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect(recorded.body.mismatches).toEqual([]);
    expect(recorded.body.remittance?.adds_up).toBe(true);
    expect((await desk.unremitted()).body).toEqual({
      couriers: [{ courier: "india_post", courier_name: "India Post", parcels: 1, amount: "300.00" }],
      parcels: 1,
      amount: "300.00",
    });
    expect((await desk.record(body)).status).toBe(409);
    // The day is bounded as every day the API takes (decision 062).
    const farDay = await desk.record({ ...body, reference: "IP-REM-9", remitted_on: "9999-12-31" });
    expect(farDay.status).toBe(400);
    expect(farDay.body.error).toMatch(/remitted_on/i);

    // A typed parcel that blocks refuses the whole remittance, naming its place.
    const blocked = await desk.record({
      ...body,
      reference: "IP-REM-8",
      amount: "400.00",
      parcels: [
        { tracking_number: parcels[2]?.trackingNumber, amount: "300.00" },
        { tracking_number: "EE000000001IN", amount: "100.00" },
      ],
    });
    expect(blocked.status).toBe(400);
    expect(blocked.body.mismatches).toMatchObject([{ line: 2, code: "unknown_tracking_number", blocks: true }]);
    expect((await desk.unremitted()).body.amount).toBe("300.00");
  });

  it("owners only", async () => {
    const owner = await signInOwner(shop);
    const shopper = await newShopper(shop.url, { email: "priya@mayil.test", name: "Priya" });
    const routes = Object.values(ownerCodRemittanceEndpoints);
    const target = { pathOf: (path: string) => `/api${path}`, bodyOf: () => undefined };
    await expectEveryRouteRefusesSignedOut(shop.url, routes, target);
    await expectEveryRouteRefusesShopper(shopper.call, routes, target);
    await expectEveryRouteLetsOwnerThrough(shop.url, owner.token, routes, target);
  });
});
