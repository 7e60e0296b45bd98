// The lines of an order the owner is writing (a new sale, or an edit of an agreed one) and what they come to: the
// figures shown live while she types. The server prices the order again when it is sent, and its total is the truth.

import type { BodyInput } from "@mayil/core/api/endpoint";
import type { ownerOrderEndpoints } from "@mayil/core/api/orders-endpoints";
import { Money } from "@mayil/core/money/money";
import { paiseOrProblem, rupeeProblem } from "@mayil/core/money/rupee-amount";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { MAX_LINE_QUANTITY } from "@mayil/core/shopping/shopping-schemas";

/** One line as the form holds it: the piece, how many, and the agreed price as typed (rupees). */
export interface OrderLineValues {
  product_id: number;
  variant_id: number | null;
  name: string;
  color_name: string | null;
  image: string | null;
  /** Rupees as typed, e.g. "499" or "499.50". */
  unit_price: string;
  quantity: number;
  /** How many the plus button may reach (what is on the shelf plus what the order already holds, capped). */
  most: number;
}

/** The fields every order form shares (the lines editor reads them through the form's context). */
export interface OrderLinesFormValues {
  items: OrderLineValues[];
  delivery_fee: string;
  discount: string;
  note: string;
}

/** Typed rupees as paise, or null when the text is not an amount ("", "12.345", "abc"). */
export function typedPaise(typed: string): number | null {
  if (typed.trim() === "") return null;
  const read = paiseOrProblem(typed, "amount");
  return "paise" in read ? read.paise : null;
}

/**
 * A field's check by the server's own rule (@mayil/core/rupee-amount): empty is fine when `optional` (a fee, a
 * discount, which may also be 0); a required one is a line's agreed price, which must be above ₹0.
 */
export const rupeeFieldProblem = (label: string, optional: boolean) => (typed: string) => {
  if (typed.trim() === "") return optional ? true : `Enter the ${label.toLowerCase()}`;
  return rupeeProblem(typed, label, { aboveZero: !optional });
};

export interface OrderFigures {
  subtotal: number;
  deliveryFee: number;
  /** Cash on delivery's fee, fixed when she placed the order (decision 083); 0 for a prepaid one. */
  codFee: number;
  discount: number;
  total: number;
}

/** What the lines, the fees and the discount come to, in paise; an amount still being typed counts as 0. */
export function orderFigures(
  lines: readonly OrderLineValues[],
  deliveryFee: number,
  discount: number,
  codFee = 0,
): OrderFigures {
  const subtotal = lines.reduce((sum, line) => sum + (typedPaise(line.unit_price) ?? 0) * line.quantity, 0);
  return { subtotal, deliveryFee, codFee, discount, total: Math.max(0, subtotal + deliveryFee + codFee - discount) };
}

/** 49950 → "499.50", 49900 → "499": the way an amount is prefilled in a field the owner types rupees into. */
export const rupeesText = (paise: number) => Money.toWire(paise).replace(/\.00$/, "");

/** The lines of an existing order, prefilled with the prices agreed so far. */
export function linesOfOrder(order: OwnerOrder): OrderLineValues[] {
  return order.items.flatMap((item) =>
    item.product_id === null
      ? [] // A piece taken out of the catalogue since: the server refuses it anyway.
      : [
          {
            product_id: item.product_id,
            variant_id: item.variant_id,
            name: item.name,
            color_name: item.color_name,
            image: item.image,
            unit_price: rupeesText(Money.fromWire(item.unit_price)),
            quantity: item.quantity,
            // The stock left is not in the order: the server refuses more than there is with a 409.
            most: MAX_LINE_QUANTITY,
          },
        ],
  );
}

/** What an edit sends, as the contract types it (amounts as rupee text, e.g. "499.00"). */
export type EditOrderPayload = BodyInput<Awaited<ReturnType<typeof ownerOrderEndpoints.edit.schemas>>>;
/** What a new sale sends. */
export type SalePayload = BodyInput<Awaited<ReturnType<typeof ownerOrderEndpoints.create.schemas>>>;

/** The lines as the API takes them: each with its agreed price, in rupees. */
export const itemBodies = (lines: readonly OrderLineValues[]): EditOrderPayload["items"] =>
  lines.map((line) => ({
    product_id: line.product_id,
    variant_id: line.variant_id,
    quantity: line.quantity,
    unit_price: Money.toWire(typedPaise(line.unit_price) ?? 0),
  }));

/** An optional amount field as the API takes it: left out when empty. */
export const optionalRupees = (typed: string) => {
  const paise = typedPaise(typed);
  return paise === null ? undefined : Money.toWire(paise);
};
