// The invoices module's surface: what other modules may call. Credit notes follow returns and refunds: the returns
// module calls issueCreditNotes in the transaction that records them, and it issues one for each return or refund of
// the order that has none yet (only when the order has an invoice to be credited).
import type { Transaction } from "../../db/database";

export async function issueCreditNotes(_tx: Transaction, _orderId: number, _byUserId: number | null): Promise<void> {
  // Filled in by the invoices module (serials, tax split, document); until then there is nothing to credit.
}
