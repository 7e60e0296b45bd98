// The orders spreadsheet (GET /api/owner/orders.csv): one row per item whose amounts add up to the orders', a byte
// order mark so Excel reads ₹ and Malayalam, Indian dates of India's days, and nothing a spreadsheet would run.
import { isoDay } from "@mayil/core/calendar/iso-day";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { backdateOrders } from "../backdate-orders";
import { plainProduct, productWithColours } from "../shop-fixtures";
import { newShopper } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";

type Owner = Awaited<ReturnType<typeof newShopper>>;
type PlacedOrder = {
  id: number;
  order_number: string;
  subtotal: string;
  delivery_fee: string;
  total: string;
  items: { name: string; color_name: string | null; unit_price: string; quantity: number; line_total: string }[];
};

const HEADER = [
  "Order",
  "Date",
  "Time",
  "Status",
  "Payment",
  "Source",
  "Customer",
  "Phone",
  "Delivery",
  "Address",
  "City",
  "State",
  "PIN",
  "Item",
  "Colour",
  "Unit price (₹)",
  "Quantity",
  "Line total (₹)",
  "Order subtotal (₹)",
  "Delivery fee (₹)",
  "Discount (₹)",
  "Order total (₹)",
  "Paid (₹)",
  "Returned units",
  "Refunded (₹)",
  "Refund owed (₹)",
  "Pay by",
  "Cash on delivery fee (₹)",
];

const paise = (rupees: string) => Math.round(Number(rupees || "0") * 100);
const indiaDay = (moment: Date) => isoDay(moment);

describe.each(databaseKinds)("orders CSV (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: Owner;
  const placed: PlacedOrder[] = [];
  const today = indiaDay(new Date());
  const [year, month, day] = today.split("-");

  const download = async (query: string) => {
    const response = await fetch(`${shop.url}/api/owner/orders.csv${query}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, bytes, text: bytes.toString("utf8") };
  };
  /** The spreadsheet's rows as records keyed by the header, as a spreadsheet program reads them. */
  const rowsOf = (text: string): Record<string, string>[] => parse(text, { bom: true, columns: true });

  beforeAll(async () => {
    owner = await newShopper(shop.url, { email: "owner@mayil.test", name: "Mayil Owner" });
    const shopper = await newShopper(shop.url, { email: "csv@example.com", name: "Csv" });
    const plain = await plainProduct(shop, { stock: 10 });
    const coloured = await productWithColours(shop);
    const colour = coloured.variants[0];
    if (!colour) throw new Error("no colour");
    const orders = [
      {
        customer_name: "അമ്മു ജോസ്, Thrissur",
        customer_phone: "+91 98470 12345",
        delivery_method: "delivery",
        customer_address: "TC 12/345, Pattom",
        customer_city: "Thiruvananthapuram",
        customer_state: "Kerala",
        customer_pincode: "695004",
        order_items: [
          { product_id: plain.id, quantity: 2 },
          { product_id: coloured.id, variant_id: colour.id, quantity: 1 },
        ],
      },
      ...['=HYPERLINK("https://evil.example","Refund")', "+1+2", "-3+4", "@SUM(A1:A9)"].map((name) => ({
        customer_name: name,
        customer_phone: "+91 94470 55555",
        delivery_method: "pickup",
        pickup_location: "Peyad",
        order_items: [{ product_id: plain.id, quantity: 1 }],
      })),
    ];
    for (const order of orders) {
      const response = await shopper.call<{ order: PlacedOrder }>("POST", "/api/orders", order);
      expect(response.status).toBe(201);
      placed.push(response.body.order);
    }
  }, 120_000);

  it("responds with a UTF-8 CSV file with a byte order mark, named after its days", async () => {
    const csv = await download(`?from=${today}&to=${today}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="orders-${today}-to-${today}.csv"`);
    expect(csv.headers.get("cache-control")).toBe("no-store");
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header] = parse(csv.text, { bom: true }) as string[][];
    expect(header).toEqual(HEADER);
  });

  it("has one row per item whose amounts add up to the orders'", async () => {
    const rows = rowsOf((await download(`?from=${today}&to=${today}`)).text);
    expect(rows).toHaveLength(placed.reduce((count, order) => count + order.items.length, 0));
    expect(rows.map((row) => row.Order)).toEqual(placed.flatMap((order) => order.items.map(() => order.order_number)));

    const [first, second] = rows;
    const [ammus] = placed;
    if (!ammus) throw new Error("no order");
    expect(first).toEqual({
      Order: ammus.order_number,
      Date: `${day}/${month}/${year}`,
      Time: expect.stringMatching(/^\d{2}:\d{2}$/),
      Status: "Waiting for confirmation",
      Payment: "Unpaid",
      Source: "Website",
      Customer: "അമ്മു ജോസ്, Thrissur",
      Phone: "98470 12345",
      Delivery: "Home delivery",
      Address: "TC 12/345, Pattom",
      City: "Thiruvananthapuram",
      State: "Kerala",
      PIN: "695004",
      Item: ammus.items[0]?.name,
      Colour: "",
      "Unit price (₹)": ammus.items[0]?.unit_price,
      Quantity: "2",
      "Line total (₹)": ammus.items[0]?.line_total,
      "Order subtotal (₹)": ammus.subtotal,
      "Delivery fee (₹)": ammus.delivery_fee,
      "Discount (₹)": "0.00",
      "Order total (₹)": ammus.total,
      "Paid (₹)": "0.00",
      "Returned units": "0",
      "Refunded (₹)": "0.00",
      "Refund owed (₹)": "0.00",
      "Pay by": "Prepaid",
      "Cash on delivery fee (₹)": "0.00",
    });
    // The order's second item: its own line, the order's amounts left blank so a column's sum counts them once.
    expect(second).toMatchObject({
      Order: ammus.order_number,
      // Who and where on every row, like the customer's name: a filtered sheet still says where each piece goes.
      City: "Thiruvananthapuram",
      PIN: "695004",
      Item: ammus.items[1]?.name,
      Colour: ammus.items[1]?.color_name,
      Quantity: "1",
      "Line total (₹)": ammus.items[1]?.line_total,
      "Order subtotal (₹)": "",
      "Order total (₹)": "",
      "Paid (₹)": "",
    });
    expect(rows[2]).toMatchObject({
      Delivery: "Pickup at Peyad",
      Phone: "94470 55555",
      Address: "",
      City: "",
      State: "",
      PIN: "",
    });

    // What a spreadsheet's SUM() of each column gives.
    const sum = (column: string) => rows.reduce((total, row) => total + paise(row[column] ?? ""), 0);
    const orderSum = (field: "subtotal" | "delivery_fee" | "total") =>
      placed.reduce((total, order) => total + paise(order[field]), 0);
    expect(sum("Line total (₹)")).toBe(orderSum("subtotal"));
    expect(sum("Order subtotal (₹)")).toBe(orderSum("subtotal"));
    expect(sum("Delivery fee (₹)")).toBe(orderSum("delivery_fee"));
    expect(sum("Order total (₹)")).toBe(orderSum("total"));
    for (const row of rows) {
      expect(paise(row["Unit price (₹)"] ?? "") * Number(row.Quantity)).toBe(paise(row["Line total (₹)"] ?? ""));
    }
  });

  it("puts an apostrophe before a name a spreadsheet would run as a formula", async () => {
    const rows = rowsOf((await download(`?from=${today}&to=${today}`)).text);
    expect(rows.slice(2).map((row) => row.Customer)).toEqual([
      '\'=HYPERLINK("https://evil.example","Refund")',
      "'+1+2",
      "'-3+4",
      "'@SUM(A1:A9)",
    ]);
    // Every cell, not only names: none starts with a formula character.
    for (const row of rows) {
      for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it("takes the days in India time, both ends included", async () => {
    // 20:00 on 15 January in London is 01:30 on 16 January in India.
    const [, moved] = placed;
    if (!moved) throw new Error("no order");
    await backdateOrders(shop.database.db, [moved.id], "2025-01-15T20:00:00Z");
    const ofDay = rowsOf((await download("?from=2025-01-16&to=2025-01-16")).text);
    expect(ofDay).toHaveLength(1);
    expect(ofDay[0]).toMatchObject({ Order: moved.order_number, Date: "16/01/2025", Time: "01:30" });
    expect(rowsOf((await download("?from=2025-01-15&to=2025-01-15")).text)).toEqual([]);
    expect(rowsOf((await download("?from=2025-01-17&to=2025-01-20")).text)).toEqual([]);
    expect(rowsOf((await download("?from=2025-01-01&to=2025-01-16")).text)).toHaveLength(1);
    // Today's no longer has it.
    const todays = rowsOf((await download(`?from=${today}&to=${today}`)).text);
    expect(todays.map((row) => row.Order)).not.toContain(moved.order_number);

    // Without dates: from the first order to today.
    const everything = await download("");
    expect(everything.headers.get("content-disposition")).toBe(
      `attachment; filename="orders-2025-01-16-to-${today}.csv"`,
    );
    expect(rowsOf(everything.text)).toHaveLength(placed.reduce((count, order) => count + order.items.length, 0));
  });

  it("gives a header and no rows for days without orders", async () => {
    const csv = await download("?from=2020-01-01&to=2020-01-31");
    expect(csv.status).toBe(200);
    expect(csv.text).toBe(`\uFEFF${HEADER.join(",")}\r\n`);
  });

  it.each([
    ["?from=2025-13-01", "from is not a real date"],
    ["?from=2025-02-30", "from is not a real date"],
    ["?to=16/01/2025", "to must be a date like 2026-11-23"],
    ["?from=yesterday", "from must be a date like 2026-11-23"],
    ["?from=2025-02-01&to=2025-01-31", "from must be on or before to"],
  ])("refuses %s with 400 naming the problem", async (query, error) => {
    const response = await download(query);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toMatchObject({ error: expect.stringContaining(error) });
  });

  it("carries a sale the owner entered: where it came from, the agreed price, the fee and the discount", async () => {
    const product = await plainProduct(shop, { stock: 5, skip: 1 });
    const entered = await owner.call<{ order: PlacedOrder & { discount: string } }>("POST", "/api/owner/orders", {
      customer_name: "Fathima from Instagram",
      customer_phone: "+91 81290 22222",
      delivery_method: "delivery",
      customer_address: "Near the mosque, Kuttichira",
      customer_city: "Kozhikode",
      customer_state: "Kerala",
      customer_pincode: "673001",
      items: [{ product_id: product.id, quantity: 3, unit_price: "250.50" }],
      source: "instagram",
      delivery_fee: "60",
      discount: "51.50",
    });
    expect(entered.status).toBe(201);
    const { order } = entered.body;
    const rows = rowsOf((await download(`?from=${today}&to=${today}`)).text);
    expect(rows.filter((row) => row.Order === order.order_number)).toEqual([
      expect.objectContaining({
        Source: "Instagram",
        Customer: "Fathima from Instagram",
        Phone: "81290 22222",
        Delivery: "Home delivery",
        Address: "Near the mosque, Kuttichira",
        City: "Kozhikode",
        State: "Kerala",
        PIN: "673001",
        Item: product.name,
        "Unit price (₹)": "250.50",
        Quantity: "3",
        "Line total (₹)": "751.50",
        "Order subtotal (₹)": "751.50",
        "Delivery fee (₹)": "60.00",
        "Discount (₹)": "51.50",
        "Order total (₹)": "760.00",
        "Paid (₹)": "0.00",
      }),
    ]);
    expect(order.total).toBe("760.00");
  });

  it("shows what was paid once the owner records a payment", async () => {
    const [ammus] = placed;
    if (!ammus) throw new Error("no order");
    const part = paise(ammus.total) - 100;
    const paid = await owner.call("POST", `/api/owner/orders/${ammus.id}/payments`, {
      method: "cash",
      amount: (part / 100).toFixed(2),
    });
    expect(paid.status).toBe(201);
    const [row] = rowsOf((await download(`?from=${today}&to=${today}`)).text);
    expect(row).toMatchObject({ Payment: "Partly paid", "Paid (₹)": (part / 100).toFixed(2) });
  });
});
