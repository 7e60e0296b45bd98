// The owner's desk as the tests drive it: the owner signed in through the development sign-in (owner@mayil.test is
// the owner when OWNER_EMAILS is unset), shoppers placing real orders, and the stock read straight from the tables.
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import { newShopper } from "../sign-in";
import type { TestShop } from "../test-app";

export const OWNER = { email: "owner@mayil.test", name: "Meera Owner" };

/** The customer's number every test order carries, and the digits of it the wa.me link must hold. */
export const CUSTOMER_PHONE = "+919876543210";
export const CUSTOMER_DIGITS = "919876543210";

/** The parcel a test's shipped order goes out in, unless the test names its own. */
export const SHIPPED_WITH = { courier: "india_post", tracking_number: "EE123456789IN" } as const;

export type Response<T> = { status: number; body: T & { error?: string } };

export interface OrderLine {
  product_id: number;
  variant_id?: number | null;
  quantity: number;
  unit_price?: string;
}

/** The owner, signed in, with one function per desk endpoint. */
export async function signInOwner(shop: TestShop) {
  const owner = await newShopper(shop.url, OWNER);
  const call = <T>(method: string, path: string, body?: unknown) =>
    owner.call<T & { error?: string }>(method, path, body) as Promise<Response<T>>;
  return {
    ...owner,
    call,
    get: (id: number) => call<{ order: OwnerOrder }>("GET", `/api/owner/orders/${id}`),
    /**
     * Moves an order as the desk does. Shipping needs the parcel and handing a pickup order over its code: unless the
     * test gives its own (`extra`), a shipped move sends an India Post parcel (SHIPPED_WITH) and a hand-over the
     * order's own code, read first, as the owner would hear it at the counter.
     */
    move: async (id: number, status: string, note?: string, extra: Record<string, unknown> = {}) => {
      const body: Record<string, unknown> = { status, ...(note === undefined ? {} : { note }) };
      if (status === "shipped" && !("courier" in extra)) Object.assign(body, SHIPPED_WITH);
      if (status === "completed" && !("pickup_code" in extra) && !("without_pickup_code" in extra)) {
        const now = await call<{ order: OwnerOrder }>("GET", `/api/owner/orders/${id}`);
        if (now.body.order?.status === "ready_for_pickup") body.pickup_code = now.body.order.pickup_code;
      }
      return call<{ order: OwnerOrder; customer_whatsapp_url: string | null }>(
        "POST",
        `/api/owner/orders/${id}/status`,
        { ...body, ...extra },
      );
    },
    correctShipment: (id: number, body: Record<string, unknown>) =>
      call<{ order: OwnerOrder; customer_whatsapp_url: string | null }>(
        "PUT",
        `/api/owner/orders/${id}/shipment`,
        body,
      ),
    pay: (id: number, payment: { method: string; amount: string | number; reference?: string }) =>
      call<{ order: OwnerOrder; payment: OwnerOrder["payments"][number]; customer_whatsapp_url: string | null }>(
        "POST",
        `/api/owner/orders/${id}/payments`,
        payment,
      ),
    voidPayment: (id: number, paymentId: number, body: unknown) =>
      call<{ order: OwnerOrder; payment: OwnerOrder["payments"][number] }>(
        "POST",
        `/api/owner/orders/${id}/payments/${paymentId}/void`,
        body,
      ),
    edit: (
      id: number,
      body: { items: OrderLine[]; delivery_fee?: string; discount?: string; note?: string } & Record<string, unknown>,
    ) => call<{ order: OwnerOrder; customer_whatsapp_url: string | null }>("PUT", `/api/owner/orders/${id}`, body),
    returnUnits: (id: number, body: { lines: { order_item_id: number; quantity: number }[]; note?: string }) =>
      call<{ order: OwnerOrder; customer_whatsapp_url: string | null }>(
        "POST",
        `/api/owner/orders/${id}/returns`,
        body,
      ),
    refund: (id: number, body: Record<string, unknown>) =>
      call<{ order: OwnerOrder; refund: OwnerOrder["refunds"][number]; customer_whatsapp_url: string | null }>(
        "POST",
        `/api/owner/orders/${id}/refunds`,
        body,
      ),
    voidRefund: (id: number, refundId: number, body: unknown) =>
      call<{ order: OwnerOrder; refund: OwnerOrder["refunds"][number] }>(
        "POST",
        `/api/owner/orders/${id}/refunds/${refundId}/void`,
        body,
      ),
    create: (body: Record<string, unknown>) =>
      call<{ order: OwnerOrder; customer_whatsapp_url: string | null }>("POST", "/api/owner/orders", body),
  };
}
export type Owner = Awaited<ReturnType<typeof signInOwner>>;

/** A signed-in shopper who can place orders and read her own. */
export async function signInShopper(shop: TestShop, email: string, name = "Anjali Nair") {
  const shopper = await newShopper(shop.url, { email, name });
  return {
    ...shopper,
    order: (items: OrderLine[], how: { delivery_method?: "delivery" | "pickup" } = {}) =>
      placeOrder(shopper.call, items, how),
    myOrder: async (id: number) => shopper.call<{ order: Order; error?: string }>("GET", `/api/orders/${id}`),
  };
}
export type Shopper = Awaited<ReturnType<typeof signInShopper>>;

/** The shopper's checkout payload for these items, delivered to a Trivandrum address or picked up at Peyad. */
export function checkout(items: OrderLine[], { delivery_method = "pickup" as "delivery" | "pickup" } = {}) {
  return {
    customer_name: "Anjali Nair",
    customer_phone: CUSTOMER_PHONE,
    delivery_method,
    ...(delivery_method === "delivery"
      ? {
          customer_address: "TC 12/345, Pattom",
          customer_city: "Thiruvananthapuram",
          customer_state: "Kerala",
          customer_pincode: "695004",
        }
      : { pickup_location: "Peyad" }),
    order_items: items.map(({ product_id, variant_id, quantity }) => ({
      product_id,
      ...(variant_id ? { variant_id } : {}),
      quantity,
    })),
  };
}

async function placeOrder(
  call: <T>(method: string, path: string, body?: unknown) => Promise<{ status: number; body: T }>,
  items: OrderLine[],
  how: { delivery_method?: "delivery" | "pickup" },
) {
  return call<{ order: Order; error?: string }>("POST", "/api/orders", checkout(items, how));
}

/** Places an order that must succeed; returns it. */
export async function placedOrder(
  shopper: Shopper,
  items: OrderLine[],
  how: { delivery_method?: "delivery" | "pickup" } = {},
) {
  const placed = await shopper.order(items, how);
  if (placed.status !== 201)
    throw new Error(`placing the order responded ${placed.status}: ${JSON.stringify(placed.body)}`);
  return placed.body.order;
}

/** A sale's body: a phone sale, delivered or picked up. */
export function newSale(items: OrderLine[], overrides: Record<string, unknown> = {}) {
  const pickup = overrides.delivery_method === "pickup";
  return {
    customer_name: "Lakshmi Menon",
    customer_phone: CUSTOMER_PHONE,
    delivery_method: "delivery",
    ...(pickup
      ? { pickup_location: "Kachani" }
      : {
          customer_address: "Kowdiar",
          customer_city: "Thiruvananthapuram",
          customer_state: "Kerala",
          customer_pincode: "695003",
        }),
    source: "phone",
    items: items.map((item) => ({ ...item, variant_id: item.variant_id ?? null })),
    ...overrides,
  };
}

/** Runs one SQL statement of the test's own and returns its rows (for reading stock and orders as they are stored). */
export async function rows<T>(shop: TestShop, sql: string): Promise<T[]> {
  const result = (await shop.database.db.execute(sql)) as unknown as { rows: T[] };
  return result.rows;
}

/** Whole paise of a decimal rupee string such as "499.00". */
export const paise = (rupees: string) => Math.round(Number(rupees) * 100);
/** Paise as the API writes rupees: 49900 → "499.00". */
export const rupees = (paise: number) => (paise / 100).toFixed(2);

/** Reads the text of a wa.me link. */
export function whatsAppText(url: string | null): string {
  if (url === null) throw new Error("expected a wa.me link, got none");
  return new URL(url).searchParams.get("text") ?? "";
}
