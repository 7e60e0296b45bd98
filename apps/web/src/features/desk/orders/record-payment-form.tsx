// "Record payment": UPI (with its 12-digit UTR), cash or a bank transfer, for at most what is still owed. The amount
// starts at what is due; the server's response to a wrong UTR or amount shows beside that field. Once recorded, the
// receipt to send the customer shows on the order's page.
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { primaryButton } from "../../../components/ui/button-styles";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { rupees } from "../../../lib/desk/desk-format";
import { type DeskSay, useDeskMessages } from "../../../lib/desk/desk-messages";
import { deskMethodChoices, MoneyRecordForm, type MoneyRecordWords } from "./money-record-form";
import { paymentMethodSaid } from "./payment-method-said";
import { useRecordPayment } from "./use-owner-order";

const paymentWords = (t: DeskSay): MoneyRecordWords => ({
  testId: "record-payment",
  methodLegend: t("desk.order.payment.paidBy"),
  amountLabel: t("desk.order.payment.amount"),
  referenceLabel: (method) => (method === "upi" ? t("desk.order.payment.utr") : t("desk.order.payment.bankReference")),
  referenceRequired: (method) => method === "upi",
  submit: t("desk.order.payment.record"),
  submitStyle: primaryButton,
  recordedTitle: t("desk.order.event.payment"),
  failedTitle: t("desk.order.payment.notRecorded"),
  amountWords: /amount|owed|more than/i,
});

export function RecordPaymentForm({ order, onRecorded }: { order: OwnerOrder; onRecorded: (done: DeskDone) => void }) {
  const t = useDeskMessages();
  const record = useRecordPayment(order.id);
  return (
    <MoneyRecordForm
      words={paymentWords(t)}
      methods={deskMethodChoices(t)}
      initialAmount={order.amount_due}
      pending={record.isPending}
      onRecorded={onRecorded}
      save={async ({ method, amount, reference }) => {
        const body = await record.mutateAsync({ method, amount, reference });
        return {
          description: t("desk.order.payment.recordedFor", {
            method: paymentMethodSaid(t, body.payment.method),
            amount: rupees(body.payment.amount),
            number: order.order_number,
          }),
          nextAmount: body.order.amount_due,
          done: { title: t("desk.order.event.payment"), customerWhatsappUrl: body.customer_whatsapp_url },
        };
      }}
    />
  );
}
