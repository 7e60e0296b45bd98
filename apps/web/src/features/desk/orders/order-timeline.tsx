// The order's timeline on the desk: every event, oldest first, with who did it and when (India time), the note
// they left, and what an edit or a payment changed.
import { COURIERS, isKnownCourier } from "@mayil/core/fulfilment/couriers";
import { ORDER_STATUSES, type OrderStatus } from "@mayil/core/orders/order-life-cycle";
import { PAYMENT_METHODS } from "@mayil/core/orders/order-payments";
import type { OrderEvent } from "@mayil/core/orders/owner-schemas";
import { indianDateTime, rupees } from "../../../lib/desk/desk-format";
import { type DeskSay, useDeskMessages } from "../../../lib/desk/desk-messages";
import { paymentMethodSaid } from "./payment-method-said";

export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const t = useDeskMessages();
  return (
    <ol className="relative mt-4 ml-2 border-l border-line" data-testid="order-timeline">
      {events.map((event) => (
        <li key={event.id} className="relative pb-5 pl-5 last:pb-0">
          <span
            className="absolute top-1.5 -left-[5px] size-2.5 rounded-full bg-peacock ring-4 ring-white"
            aria-hidden
          />
          <p className="font-medium text-ink">{eventTitle(t, event)}</p>
          <p className="text-sm text-muted">
            {whoDidIt(t, event)} · <time dateTime={event.created_at}>{indianDateTime(event.created_at)}</time>
          </p>
          {detailLines(t, event).map((line) => (
            <p key={line} className="text-sm text-ink">
              {line}
            </p>
          ))}
          {event.note && <p className="mt-1 rounded-xl bg-sand/60 px-3 py-2 text-sm italic">“{event.note}”</p>}
        </li>
      ))}
    </ol>
  );
}

function eventTitle(t: DeskSay, event: OrderEvent): string {
  const status = (state: OrderStatus) => t(`desk.status.${state}`);
  switch (event.reason) {
    case "placed":
    case "manual":
    case "expired":
    case "edited":
    case "payment":
    case "payment_voided":
    case "payment_link":
    case "refund":
    case "refund_voided":
    case "shipment_corrected":
    case "returned_to_origin":
      return t(`desk.order.event.${event.reason}`);
    case "returned_units":
      return event.to_status === "returned" && event.from_status !== "returned"
        ? t("desk.order.event.returned_all")
        : t("desk.order.event.returned_units");
    case "step_back":
      return event.from_status
        ? t("desk.order.event.stepBack", { from: status(event.from_status), to: status(event.to_status) })
        : status(event.to_status);
    default:
      return event.from_status ? `${status(event.from_status)} → ${status(event.to_status)}` : status(event.to_status);
  }
}

function whoDidIt(t: DeskSay, event: OrderEvent): string {
  if (event.by) return event.by;
  if (event.actor === "system") return t("desk.order.who.system");
  return event.actor === "owner" ? t("desk.order.who.owner") : t("desk.order.who.customer");
}

// ---- What an edit or a payment changed: read defensively, since `details` is free-form JSON kept with the event.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const asAmount = (value: unknown): string | null => {
  if (typeof value === "number") return rupees(value.toFixed(2));
  if (typeof value === "string" && /^\d+(\.\d{1,2})?$/.test(value)) return rupees(value);
  return null;
};

const isPaymentMethod = (value: unknown): value is (typeof PAYMENT_METHODS)[number] =>
  PAYMENT_METHODS.some((method) => method === value);

const isStatus = (value: unknown): value is (typeof ORDER_STATUSES)[number] =>
  ORDER_STATUSES.some((status) => status === value);

interface ItemLine {
  name: string;
  quantity: number;
  unitPrice: string | null;
}

function itemLines(t: DeskSay, value: unknown): ItemLine[] | null {
  if (!Array.isArray(value)) return null;
  const lines: ItemLine[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.quantity !== "number") return null;
    const name =
      typeof item.name === "string"
        ? item.name
        : t("desk.order.detail.product", { id: String(item.product_id ?? "?") });
    const color = typeof item.color_name === "string" && item.color_name ? ` (${item.color_name})` : "";
    lines.push({ name: `${name}${color}`, quantity: item.quantity, unitPrice: asAmount(item.unit_price) });
  }
  return lines;
}

/** One short line per change: "Total ₹1,200 → ₹999", "Jhumka: 2 → 1", "UPI ₹500 (UTR 123456789012)". */
export function detailLines(t: DeskSay, event: OrderEvent): string[] {
  const details = event.details;
  if (!details) return [];
  const back = (line: ItemLine) => t("desk.order.detail.back", { name: line.name, quantity: line.quantity });
  if (event.reason === "returned_units" || (event.reason === "status" && Array.isArray(details.lines))) {
    return (itemLines(t, details.lines) ?? []).map(back);
  }
  if (event.reason === "returned_to_origin") {
    // Every unit came back; the courier's charges for both legs, when the owner gave them (decision 083).
    const charges = asAmount(details.courier_charges);
    return [
      ...(itemLines(t, details.lines) ?? []).map(back),
      ...(charges ? [t("desk.order.detail.courierCharges", { amount: charges })] : []),
    ];
  }
  if (event.reason === "status" && typeof details.cod_collected === "string") {
    const collected = asAmount(details.cod_collected);
    return collected ? [t("desk.order.detail.codCollected", { amount: collected })] : [];
  }
  const parcel = parcelLines(t, event);
  if (parcel) return parcel;
  if (
    event.reason === "payment" ||
    event.reason === "payment_voided" ||
    event.reason === "refund" ||
    event.reason === "refund_voided"
  ) {
    const method = isPaymentMethod(details.method) ? paymentMethodSaid(t, details.method) : null;
    const amount = asAmount(details.amount);
    const reference =
      typeof details.reference === "string" && details.reference
        ? ` ${t("desk.order.detail.reference", { reference: details.reference })}`
        : "";
    // Through the payment gateway: "UPI · Razorpay ₹249", as the payments panel names it.
    const gateway = typeof details.gateway === "string" ? ` · ${details.gateway}` : "";
    return method && amount ? [`${method}${gateway} ${amount}${reference}`] : [];
  }
  if (event.reason === "payment_link") {
    const amount = asAmount(details.amount);
    const gateway = typeof details.gateway === "string" ? ` · ${details.gateway}` : "";
    return amount ? [`${amount}${gateway}`] : [];
  }
  const { before, after } = details;
  if (!isRecord(before) || !isRecord(after)) return [];
  const lines: string[] = [];
  const beforeItems = itemLines(t, before.items);
  const afterItems = itemLines(t, after.items);
  if (beforeItems && afterItems) {
    const was = new Map(beforeItems.map((line) => [line.name, line]));
    const now = new Map(afterItems.map((line) => [line.name, line]));
    for (const [name, line] of now) {
      const old = was.get(name);
      if (old === undefined) lines.push(t("desk.order.detail.added", { name, quantity: line.quantity }));
      else if (old.quantity !== line.quantity) lines.push(`${name}: ${old.quantity} → ${line.quantity}`);
      if (old?.unitPrice && line.unitPrice && old.unitPrice !== line.unitPrice) {
        lines.push(t("desk.order.detail.priceEach", { name, was: old.unitPrice, now: line.unitPrice }));
      }
    }
    for (const name of was.keys()) if (!now.has(name)) lines.push(t("desk.order.detail.removed", { name }));
  }
  for (const [field, label] of [
    ["delivery_fee", t("desk.order.deliveryFee")],
    ["discount", t("desk.order.discount")],
    ["total", t("desk.order.total")],
  ] as const) {
    const old = asAmount(before[field]);
    const now = asAmount(after[field]);
    if (old && now && old !== now) lines.push(`${label} ${old} → ${now}`);
  }
  if (isStatus(before.status) && isStatus(after.status) && before.status !== after.status) {
    lines.push(`${t(`desk.status.${before.status}`)} → ${t(`desk.status.${after.status}`)}`);
  }
  return lines;
}

/** "Blue Dart 12345678901", the parcel's courier and number as an event keeps them (courier_name for other). */
function parcelText(parcel: unknown): string | null {
  if (!isRecord(parcel) || typeof parcel.tracking_number !== "string") return null;
  const courier = typeof parcel.courier_name === "string" && parcel.courier_name ? parcel.courier_name : parcel.courier;
  const name = typeof courier !== "string" ? "" : isKnownCourier(courier) ? COURIERS[courier].name : courier;
  return `${name} ${parcel.tracking_number}`.trim();
}

/** Shipped with a parcel, a parcel corrected (before → after), or a step back that cleared one. */
function parcelLines(t: DeskSay, event: OrderEvent): string[] | null {
  const details = event.details;
  if (!details) return null;
  if (event.reason === "shipment_corrected") {
    const was = parcelText(details.before);
    const now = parcelText(details.after);
    return was && now ? [`${was} → ${now}`] : [];
  }
  if (event.reason === "status" && event.to_status === "shipped") {
    const sent = parcelText(details);
    return sent ? [sent] : [];
  }
  if (event.reason === "step_back" && isRecord(details.shipment_cleared)) {
    const cleared = parcelText(details.shipment_cleared);
    return cleared ? [t("desk.order.detail.cleared", { parcel: cleared })] : [];
  }
  if (event.reason === "status" && typeof details.pickup_code === "string") {
    return details.pickup_code === "matched"
      ? [t("desk.order.detail.pickupCodeGiven")]
      : details.pickup_code === "not given"
        ? [t("desk.order.detail.withoutPickupCode")]
        : [];
  }
  return null;
}
