// A sale the owner enters at the desk: it came by phone, in the WhatsApp chat, on Instagram or at the counter. Priced
// from the database (or at the price agreed with the customer) and its stock taken exactly like a shopper's order,
// under the same locks; the customer needs no account.
import { paiseToDecimal } from "@mayil/core/money";
import { deliveryFeeFor } from "@mayil/core/order-totals";
import type { ManualOrderBody, OwnerOrder } from "@mayil/core/owner-schemas";
import { orderEvents, orders } from "../../db/shopping-schema";
import { transactionWithRetry } from "../../db/transaction";
import { linkMovementsToOrder } from "../stock/stock-ledger";
import { takeStock } from "../stock/take-stock";
import type { DeskOwner, OrderDesk } from "./order-desk";
import { mergeAgreedItems } from "./order-edit";
import { lineTotals, type OrderLine, shopPickupLocation, totalsColumns, writeOrderLines } from "./order-lines";
import { ownerOrder } from "./owner-order-view";

export async function createManualOrder(desk: OrderDesk, owner: DeskOwner, body: ManualOrderBody): Promise<OwnerOrder> {
  const pickup = body.delivery_method === "pickup";
  const pickupLocation = pickup ? shopPickupLocation(desk.shop, body.pickup_location) : null;
  const wanted = mergeAgreedItems(body.items);
  const orderId = await transactionWithRetry(desk.db, async (tx) => {
    // As for a shopper's order, the order's row comes after its stock is taken; its ledger rows are linked to it below.
    const taken = await takeStock(tx, wanted, { reason: "order_placed", byUserId: owner.userId });
    const lines = taken.map(
      (item, index): OrderLine => ({
        productId: item.productId,
        variantId: item.variantId,
        name: item.name,
        colorName: item.colorName,
        unitPricePaise: wanted[index]?.unitPricePaise ?? item.unitPricePaise,
        quantity: item.quantity,
      }),
    );
    const totals = lineTotals(
      lines,
      body.delivery_fee ?? deliveryFeeFor(body.delivery_method, desk.shop.deliveryFeePaise),
      body.discount ?? 0,
    );
    const [order] = await tx
      .insert(orders)
      .values({
        userId: null,
        source: body.source,
        // The owner entered it after agreeing it with the customer: there is nothing left to confirm, and the
        // expiry of unconfirmed orders must not cancel it.
        status: "confirmed",
        customerName: body.customer_name,
        customerPhone: body.customer_phone,
        customerEmail: body.customer_email,
        deliveryMethod: body.delivery_method,
        customerAddress: pickup ? null : body.customer_address,
        customerPincode: pickup ? null : body.customer_pincode,
        pickupLocation,
        specialInstructions: body.special_instructions,
        ...totalsColumns(totals),
      })
      .returning({ id: orders.id });
    if (!order) throw new Error("order insert returned no row");
    await linkMovementsToOrder(tx, taken, order.id);
    await writeOrderLines(tx, order.id, lines);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: null,
      toStatus: "confirmed",
      reason: "manual",
      actor: "owner",
      actorUserId: owner.userId,
      note: body.note,
      details: { source: body.source, total: paiseToDecimal(totals.totalPaise) },
    });
    return order.id;
  });
  await desk.onStockChanged();
  return ownerOrder(desk.db, orderId, desk.shop);
}
