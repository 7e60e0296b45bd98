// An order's lines and totals as the shop writes them, for a shopper's order, a sale the owner enters, and an edit.
import { Money } from "@mayil/core/money/money";
import { asc, eq, inArray } from "drizzle-orm";
import type { ShopIdentity } from "../../config";
import type { Transaction } from "../../db/database";
import { InvalidInput } from "../../domain-errors";
import { orderItems } from "./orders-tables";

/** One line as sold: a snapshot of the name, colour and price, so the order reads the same if the product changes. */
export interface OrderLine {
  productId: number | null;
  variantId: number | null;
  name: string;
  colorName: string | null;
  /** The option chosen, as the shop named it when ordered (optionName in @mayil/core/piece-options). */
  optionName: string | null;
  unitPricePaise: number;
  quantity: number;
}

export interface LineTotals {
  subtotalPaise: number;
  deliveryFeePaise: number;
  /** Cash on delivery's fee (decision 083), fixed when she placed the order; 0 for a prepaid one. */
  codFeePaise: number;
  discountPaise: number;
  totalPaise: number;
}

/** The most a money column (numeric(10,2)) holds, in paise. */
const MAX_AMOUNT_PAISE = 99_999_999_99;

/**
 * Subtotal of the lines, plus the fees, less the discount; a discount beyond subtotal and fees is refused (400), and so
 * is an order whose line totals or total the books cannot hold (agreed prices that each fit can add up past it; the
 * database would refuse the row with a 500).
 */
export function lineTotals(
  lines: OrderLine[],
  deliveryFeePaise: number,
  discountPaise: number,
  codFeePaise = 0,
): LineTotals {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const before = subtotalPaise + deliveryFeePaise + codFeePaise;
  if (before > MAX_AMOUNT_PAISE || lines.some((line) => line.unitPricePaise * line.quantity > MAX_AMOUNT_PAISE)) {
    throw new InvalidInput(
      `An order can total at most ${Money.toWire(MAX_AMOUNT_PAISE)}: check the unit prices and quantities`,
      "unit_price",
    );
  }
  if (discountPaise > before) {
    throw new InvalidInput(`discount can be at most ${Money.toWire(before)}, the order's total before it`, "discount");
  }
  return { subtotalPaise, deliveryFeePaise, codFeePaise, discountPaise, totalPaise: before - discountPaise };
}

/** The totals as the orders table stores them. */
export const totalsColumns = (totals: LineTotals) => ({
  subtotal: totals.subtotalPaise,
  deliveryFee: totals.deliveryFeePaise,
  codFee: totals.codFeePaise,
  discount: totals.discountPaise,
  total: totals.totalPaise,
});

/** The delivery address as the orders table stores it, whole; none for a pickup. */
export function deliveryAddressColumns(body: {
  delivery_method: "delivery" | "pickup";
  customer_address: string | null;
  customer_city: string | null;
  customer_state: string | null;
  customer_pincode: string | null;
}) {
  const delivery = body.delivery_method === "delivery";
  return {
    customerAddress: delivery ? body.customer_address : null,
    customerCity: delivery ? body.customer_city : null,
    customerState: delivery ? body.customer_state : null,
    customerPincode: delivery ? body.customer_pincode : null,
  };
}

export async function writeOrderLines(tx: Transaction, orderId: number, lines: OrderLine[]) {
  return tx
    .insert(orderItems)
    .values(
      lines.map((line) => ({
        orderId,
        productId: line.productId,
        variantId: line.variantId,
        productName: line.name,
        colorName: line.colorName,
        optionName: line.optionName,
        unitPrice: line.unitPricePaise,
        quantity: line.quantity,
        lineTotal: Money.times(line.unitPricePaise, line.quantity),
      })),
    )
    .returning();
}

/** The configured pickup point chosen, spelled as the shop spells it; 400 naming the shop's points otherwise. */
export function shopPickupLocation(shop: Pick<ShopIdentity, "pickupLocations">, chosen: string | null): string {
  const match = shop.pickupLocations.find((place) => place.toLowerCase() === chosen?.toLowerCase());
  if (match) return match;
  const places = shop.pickupLocations;
  const list = places.length > 1 ? `${places.slice(0, -1).join(", ")} or ${places.at(-1)}` : (places[0] ?? "");
  throw new InvalidInput(`Please choose a pickup location: ${list}.`, "pickup_location");
}

/** "product:variant": the same piece in the same colour is one line. */
export const itemKey = (item: { productId: number | null; variantId: number | null }) =>
  `${item.productId ?? "gone"}:${item.variantId ?? ""}`;

/** The order's lines as sold, oldest first (what a return counts against, fulfilment's SoldLine). */
export function soldLinesOf(tx: Transaction, orderId: number) {
  return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/** What these orders hold, as releaseStock needs it to return each unit to the product or colour it came from. */
export function soldItems(tx: Transaction, orderIds: number[]) {
  return tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      colorName: orderItems.colorName,
      quantity: orderItems.quantity,
      orderId: orderItems.orderId,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds));
}
