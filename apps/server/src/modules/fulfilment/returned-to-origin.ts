// A shipped parcel that came back unopened: refused at her door or undeliverable, return to origin (RTO, decision 083).
// It is the move to returned, as "Mark returned" makes it: a return of every unit still out, put back through the
// stock ledger under the order's lock, so two marks at once take turns and the second finds the order returned (409)
// and puts nothing back. Beside it the parcel keeps when it came back and what the courier charged for it (a cost of
// the shop's); a returned order owes nothing, so a COD order's cash is no longer asked for. No message to her: she
// refused it, and the owner talks to her in the chat if she wants to. The order's move, figures and view are orders'
// (order-part.ts); the credit notes the invoices', handed in as for a return.
import { Money } from "@mayil/core/money/money";
import type { ReturnedToOriginBody } from "@mayil/core/orders/owner-order-change-schemas";
import { lockOrder } from "../../db/lock-order";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, NotFound } from "../../domain-errors";
import type { ChangedOrder, DeskOwner } from "./order-part";
import type { ReturnContext } from "./return-records";
import { everythingStillOut, returnDetails, returnUnits } from "./returned-units";
import { markReturnedToOrigin, shipmentOf } from "./shipments";

export async function returnToOrigin(
  context: ReturnContext,
  owner: DeskOwner,
  orderId: number,
  body: ReturnedToOriginBody,
): Promise<ChangedOrder> {
  await transactionWithRetry(context.db, async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) throw new NotFound(`Order ${orderId} was not found`);
    if (row.status !== "shipped") {
      throw new Conflict(
        `${row.orderNumber} is ${row.status}: only a shipped parcel can come back to the shop unopened`,
      );
    }
    const parcel = await shipmentOf(tx, orderId);
    if (!parcel) throw new Conflict(`${row.orderNumber} has no parcel on record to come back`);
    const sold = await context.orders.soldLines(tx, orderId);
    const left = await everythingStillOut(tx, orderId, sold);
    const { returnId, lines } = await returnUnits(tx, row, sold, left, owner, body.note);
    await markReturnedToOrigin(tx, orderId, body.courier_charges);
    await context.orders.moveByOwner(tx, row, {
      status: "returned",
      reason: "returned_to_origin",
      owner,
      note: body.note,
      details: {
        ...returnDetails(returnId, lines),
        courier_charges: body.courier_charges === null ? null : Money.toWire(body.courier_charges),
      },
    });
    await context.orders.keepFigures(tx, orderId);
    await context.issueCreditNotes(tx, orderId, owner.userId);
    context.events.publish(tx, { name: "stock-changed" });
  });
  return { order: await context.orders.ownerOrder(orderId), customerWhatsAppUrl: null };
}
