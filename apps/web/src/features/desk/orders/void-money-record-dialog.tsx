// "Void…" on a payment or a refund: asks why, voids it, and says what no longer counts. One dialog for both, since a
// refund is voided exactly as a payment is (decision 050); only the words differ.
import type { OrderPayment } from "@mayil/core/orders/owner-schemas";
import { rupees } from "../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { toast } from "../../../lib/toast-store";
import { paymentMethodSaid } from "./payment-method-said";
import { ReasonDialog } from "./reason-dialog";

/** The words of one kind of money record: a payment counts as paid, a refund as refunded. */
const WORDS = {
  payment: {
    voided: "desk.order.event.payment_voided",
    notVoided: "desk.order.void.paymentNotVoided",
    title: "desk.order.void.paymentTitle",
    description: "desk.order.void.paymentDescription",
    example: "desk.order.void.paymentExample",
    confirm: "desk.order.void.payment",
    keep: "desk.order.void.keepPayment",
  },
  refund: {
    voided: "desk.order.event.refund_voided",
    notVoided: "desk.order.void.refundNotVoided",
    title: "desk.order.void.refundTitle",
    description: "desk.order.void.refundDescription",
    example: "desk.order.void.refundExample",
    confirm: "desk.order.void.refund",
    keep: "desk.order.void.keepRefund",
  },
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
  const t = useDeskMessages();
  const words = WORDS[kind];
  const method = paymentMethodSaid(t, record.method);
  const what = `${method} ${rupees(record.amount)}`;
  const voidIt = async (reason: string) => {
    try {
      await voidRecord(reason);
      toast({
        title: t(words.voided),
        description: t("desk.order.void.noLongerCounts", { what, number: orderNumber }),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : t("desk.order.tryAgain");
      toast({ title: t(words.notVoided), description: message, variant: "destructive" });
    } finally {
      onClose();
    }
  };
  return (
    <ReasonDialog
      title={t(words.title, { method, amount: rupees(record.amount) })}
      description={t(words.description)}
      label={t("desk.order.why")}
      placeholder={t(words.example)}
      confirm={t(words.confirm)}
      keep={t(words.keep)}
      required
      maxLength={200}
      danger
      busy={busy}
      onCancel={onClose}
      onConfirm={(reason) => void voidIt(reason)}
    />
  );
}
