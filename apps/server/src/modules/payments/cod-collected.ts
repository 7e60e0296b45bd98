// The cash a courier collected at her door (decision 083): when the owner marks a COD parcel delivered, its amount to
// collect (fixed when it was shipped) is written as a payment of method `cod`, the way every payment is written
// (payment-writes.ts), so her order reads paid, Today, the reports and her record count it, and the owner's other
// devices are told. The courier still owes the shop that cash until it remits it (the cash-on-delivery module).
import type { Paise } from "@mayil/core/money/money";
import type { Transaction } from "../../db/database";
import type { DeskOwner, LockedOrder } from "../fulfilment";
import type { PaymentContext } from "./payment-context";
import { writePayment } from "./payment-writes";

/** Writes the courier's cash on the order `row` (locked by the caller in `tx`), which owed `due` before it. */
export function recordCourierCash(
  tx: Transaction,
  context: Pick<PaymentContext, "orders" | "events">,
  row: LockedOrder,
  due: Paise,
  amount: Paise,
  owner: DeskOwner,
): Promise<number> {
  return writePayment(tx, context, row, due, { method: "cod", amount, reference: null }, { owner });
}
