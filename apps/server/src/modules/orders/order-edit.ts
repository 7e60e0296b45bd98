// Changing an order the owner agreed with the customer in the chat: other quantities, another piece, an agreed
// price, the fee or a discount. Stock follows exactly the difference, in the same transaction as the change; if one
// piece falls short nothing changes. Until the order has left the counter (shipped, or at the pickup point).
import { Money, type Paise } from "@mayil/core/money/money";
import { isEditable, ORDER_STATUS_LABELS } from "@mayil/core/orders/order-life-cycle";
import { orderChangedMessage } from "@mayil/core/orders/order-receipts";
import type { EditOrderBody, OwnerOrderItemBody } from "@mayil/core/orders/owner-order-change-schemas";
import { asc, eq } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { lockOrder, lockStockRows } from "../../db/lock-order";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, InvalidInput, NotFound } from "../../domain-errors";
import { withdrawInvoice } from "../invoices";
import { releaseStock, reserveStock, type StockCause } from "../stock";
import { customerMessageLink, receiptOrder } from "./customer-message";
import { keepOrderFigures } from "./order-figures";
import { itemKey, lineTotals, type OrderLine, totalsColumns, writeOrderLines } from "./order-lines";
import { orderEvents, orderItems, orders } from "./orders-tables";
import type { ChangedOrder, DeskOwner, OwnerOrderContext } from "./owner-order-context";
import { ownerOrder } from "./owner-order-view";

/** A wanted line: the piece, how many, and the price agreed for it (undefined: keep or look up). */
export interface AgreedItem {
  productId: number;
  variantId: number | null;
  quantity: number;
  unitPricePaise: number | undefined;
}

/** The same piece listed twice is one line with the quantities added; two different agreed prices for it is a mistake. */
export function mergeAgreedItems(items: OwnerOrderItemBody[]): AgreedItem[] {
  const merged = new Map<string, AgreedItem>();
  for (const item of items) {
    const key = itemKey({ productId: item.product_id, variantId: item.variant_id });
    const earlier = merged.get(key);
    if (earlier && item.unit_price !== undefined && earlier.unitPricePaise !== undefined) {
      if (earlier.unitPricePaise !== item.unit_price) {
        throw new InvalidInput(`product ${item.product_id} is listed twice with different prices`, "unit_price");
      }
    }
    merged.set(key, {
      productId: item.product_id,
      variantId: item.variant_id,
      quantity: (earlier?.quantity ?? 0) + item.quantity,
      unitPricePaise: item.unit_price ?? earlier?.unitPricePaise,
    });
  }
  return [...merged.values()];
}

export async function editOrder(
  context: OwnerOrderContext,
  owner: DeskOwner,
  orderId: number,
  body: EditOrderBody,
): Promise<ChangedOrder> {
  const wanted = mergeAgreedItems(body.items);
  await transactionWithRetry(context.db, async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) throw new NotFound(`Order ${orderId} was not found`);
    if (!isEditable(row.status)) {
      throw new Conflict(
        `Cannot change ${row.orderNumber}: it is ${ORDER_STATUS_LABELS[row.status].toLowerCase()} already`,
      );
    }
    const before = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
    const cause = { reason: "order_edited" as const, orderId, byUserId: owner.userId };
    const { lines, changed } = await followStock(tx, before, wanted, cause);
    // A COD order keeps the fee she agreed to at checkout: the owner's edit changes the goods, not how she pays.
    const totals = lineTotals(lines, body.delivery_fee ?? row.deliveryFee, body.discount ?? row.discount, row.codFee);
    await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
    const after = await writeOrderLines(tx, orderId, lines);
    await tx.update(orders).set(totalsColumns(totals)).where(eq(orders.id, orderId));
    await keepOrderFigures(tx, [orderId]);
    // An order stepped back after it was invoiced and now changed: its invoice no longer says what is sold, so a
    // credit note withdraws it and the next move out of the editable states issues a new one (decision 051).
    await withdrawInvoice(tx, orderId, "Order changed after it was invoiced", owner.userId);
    await tx.insert(orderEvents).values({
      orderId,
      fromStatus: row.status,
      toStatus: row.status,
      reason: "edited",
      actor: "owner",
      actorUserId: owner.userId,
      note: body.note,
      details: {
        before: snapshot(before, row),
        after: snapshot(after, { ...row, ...totalsColumns(totals) }),
      },
    });
    if (changed) context.events.publish(tx, { name: "stock-changed" });
  });
  const order = await ownerOrder(context.db, orderId, context.shop);
  const receipt = orderChangedMessage(receiptOrder(context, order), context.shop.name);
  return { order, customerWhatsAppUrl: customerMessageLink(order.customer_phone, receipt) };
}

/**
 * Takes the units added and puts back the units removed, piece by piece, and returns the new lines. Every product and
 * colour involved is locked first, in the one lock order, because one edit both takes and puts back.
 */
async function followStock(
  tx: Transaction,
  before: (typeof orderItems.$inferSelect)[],
  wanted: AgreedItem[],
  cause: StockCause,
): Promise<{ lines: OrderLine[]; changed: boolean }> {
  const held = new Map(before.map((item) => [itemKey(item), item]));
  const wantedByKey = new Map(wanted.map((item) => [itemKey(item), item]));
  const more = wanted.flatMap((item) => {
    const extra = item.quantity - (held.get(itemKey(item))?.quantity ?? 0);
    return extra > 0 ? [{ productId: item.productId, variantId: item.variantId, quantity: extra }] : [];
  });
  // A line whose product has since been deleted cannot be named in the edit: it stays as it was sold.
  const orphans = before.filter((item) => item.productId === null);
  const fewer = before.flatMap((item) => {
    if (item.productId === null) return [];
    const returned = item.quantity - (wantedByKey.get(itemKey(item))?.quantity ?? 0);
    return returned > 0 ? [{ ...item, quantity: returned }] : [];
  });
  const moving = [...more, ...fewer];
  await lockStockRows(
    tx,
    moving.flatMap((item) => (item.productId === null ? [] : [item.productId])),
    moving.flatMap((item) => (item.variantId === null ? [] : [item.variantId])),
  );
  // The ledger gets exactly the difference: a row of -n for each piece reserved, +n for each released.
  const taken = more.length > 0 ? await reserveStock(tx, more, cause) : [];
  await releaseStock(tx, fewer, cause);
  const takenByKey = new Map(taken.map((item) => [itemKey(item), item]));

  const lines = wanted.map((item): OrderLine => {
    const key = itemKey(item);
    const sold = held.get(key);
    const fresh = takenByKey.get(key);
    const name = sold?.productName ?? fresh?.name;
    if (name === undefined) throw new Error(`no snapshot for ${key}`);
    return {
      productId: item.productId,
      variantId: item.variantId,
      name,
      colorName: sold ? sold.colorName : (fresh?.colorName ?? null),
      // A line already on the order keeps the name it was sold under; a new one is named as the shop names it now.
      optionName: sold ? sold.optionName : (fresh?.optionName ?? null),
      // The price agreed now, else the one already agreed on this order, else today's catalogue price.
      unitPricePaise: item.unitPricePaise ?? (sold ? sold.unitPrice : (fresh?.unitPricePaise ?? 0)),
      quantity: item.quantity,
    };
  });
  const kept = orphans.map(
    (item): OrderLine => ({
      productId: null,
      variantId: null,
      name: item.productName,
      colorName: item.colorName,
      optionName: item.optionName,
      unitPricePaise: item.unitPrice,
      quantity: item.quantity,
    }),
  );
  return { lines: [...lines, ...kept], changed: moving.length > 0 };
}

/**
 * An order's lines and totals as the timeline keeps them, for "before" and "after": amounts in the API's form
 * ("499.00"), since the timeline's details go to the desk as they are stored.
 */
function snapshot(
  items: (typeof orderItems.$inferSelect)[],
  totals: { subtotal: Paise; deliveryFee: Paise; codFee: Paise; discount: Paise; total: Paise },
) {
  return {
    items: items.map((item) => ({
      product_id: item.productId,
      variant_id: item.variantId,
      name: item.productName,
      color_name: item.optionName,
      quantity: item.quantity,
      unit_price: Money.toWire(item.unitPrice),
    })),
    subtotal: Money.toWire(totals.subtotal),
    delivery_fee: Money.toWire(totals.deliveryFee),
    ...(totals.codFee > 0 ? { cod_fee: Money.toWire(totals.codFee) } : {}),
    discount: Money.toWire(totals.discount),
    total: Money.toWire(totals.total),
  };
}
