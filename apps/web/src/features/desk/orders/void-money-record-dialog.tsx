// "Void…" on a payment or a refund: asks why, voids it, and says what no longer counts. One dialog for both, since a
// refund is voided exactly as a payment is (decision 050); only the words differ.
import { PAYMENT_METHOD_LABELS } from "@mayil/core/orders/order-payments";
import type { OrderPayment } from "@mayil/core/orders/owner-schemas";
import { rupees } from "../../../lib/desk/desk-format";
import { toast } from "../../../lib/toast-store";
import { ReasonDialog } from "./reason-dialog";

/** The words of one kind of money record: "payment" counts as paid, "refund" as refunded. */
const WORDS = {
  payment: { counts: "paid", example: "e.g. typed ₹14 for ₹414", keep: "Keep the payment", title: "Payment" },
  refund: { counts: "refunded", example: "e.g. recorded twice", keep: "Keep the refund", title: "Refund" },
} as const;

export function VoidMoneyRecordDialog({
  kind,
  record,
  orderNumber,
  busy,
  voidRecord,
  onClose,
}: {
  kind: keyof typeof WORDS;
  /** The payment or refund (a refund has the same method and amount fields). */
  record: Pick<OrderPayment, "id" | "method" | "amount">;
  orderNumber: string;
  busy: boolean;
  /** Voids it on the server; rejects with the server's reason. */
  voidRecord: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const words = WORDS[kind];
  const what = `${PAYMENT_METHOD_LABELS[record.method]} ${rupees(record.amount)}`;
  const voidIt = async (reason: string) => {
    try {
      await voidRecord(reason);
      toast({ title: `${words.title} voided`, description: `${what} no longer counts for ${orderNumber}.` });
    } catch (error) {
      const message = error instanceof Error ? error.message : "Please try again.";
      toast({ title: `The ${kind} was not voided`, description: message, variant: "destructive" });
    } finally {
      onClose();
    }
  };
  return (
    <ReasonDialog
      title={`Void this ${PAYMENT_METHOD_LABELS[record.method]} ${kind} of ${rupees(record.amount)}?`}
      description={`It stays listed and on the timeline, struck through with your reason, and no longer counts as ${words.counts}.`}
      label="Why? (for the timeline)"
      placeholder={words.example}
      confirm={`Void ${kind}`}
      keep={words.keep}
      required
      maxLength={200}
      danger
      busy={busy}
      onCancel={onClose}
      onConfirm={(reason) => void voidIt(reason)}
    />
  );
}
