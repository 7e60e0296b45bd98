// "Record payment": UPI (with its 12-digit UTR), cash or a bank transfer, for at most what is still owed. The amount
// starts at what is due; the server's response to a wrong UTR or amount shows beside that field. Once recorded, the
// receipt to send the customer shows on the order's page.
import { PAYMENT_METHOD_LABELS } from "@mayil/core/orders/order-payments";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { primaryButton } from "../../../components/ui/button-styles";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { rupees } from "../../../lib/desk/desk-format";
import { DESK_METHOD_CHOICES, MoneyRecordForm, type MoneyRecordWords } from "./money-record-form";
import { useRecordPayment } from "./use-owner-order";

const PAYMENT_WORDS: MoneyRecordWords = {
  testId: "record-payment",
  methodLegend: "Paid by",
  amountLabel: "Amount (₹)",
  referenceLabel: (method) =>
    method === "upi" ? "UTR (12 digits, from the customer's UPI app)" : "Bank reference (optional)",
  referenceRequired: (method) => method === "upi",
  submit: "Record payment",
  submitStyle: primaryButton,
  recordedTitle: "Payment recorded",
  failedTitle: "The payment was not recorded",
  amountWords: /amount|owed|more than/i,
};

export function RecordPaymentForm({ order, onRecorded }: { order: OwnerOrder; onRecorded: (done: DeskDone) => void }) {
  const record = useRecordPayment(order.id);
  return (
    <MoneyRecordForm
      words={PAYMENT_WORDS}
      methods={DESK_METHOD_CHOICES}
      initialAmount={order.amount_due}
      pending={record.isPending}
      onRecorded={onRecorded}
      save={async ({ method, amount, reference }) => {
        const body = await record.mutateAsync({ method, amount, reference });
        return {
          description: `${PAYMENT_METHOD_LABELS[body.payment.method]} ${rupees(body.payment.amount)} for ${order.order_number}`,
          nextAmount: body.order.amount_due,
          done: { title: "Payment recorded", customerWhatsappUrl: body.customer_whatsapp_url },
        };
      }}
    />
  );
}
