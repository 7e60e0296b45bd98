// "Record refund": money the shop gave back, by UPI (with the 12-digit UTR of the transfer she sent), cash or a bank
// transfer (with its reference), or, when she paid through the payment gateway, sent back through it to what she paid
// with (offered first then: nothing to type); for at most what was paid less what was refunded. The amount starts at the refund
// owed (what was paid beyond what the order is worth now); the server's refusal shows beside the field it names.
import { PAYMENT_METHOD_LABELS } from "@mayil/core/orders/order-payments";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { secondaryButton } from "../../../components/ui/button-styles";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { rupees } from "../../../lib/desk/desk-format";
import {
  DESK_METHOD_CHOICES,
  type MoneyMethodChoice,
  MoneyRecordForm,
  type MoneyRecordWords,
} from "./money-record-form";
import { useRecordRefund } from "./use-owner-order";

const REFUND_WORDS: MoneyRecordWords = {
  testId: "record-refund",
  methodLegend: "Refunded by",
  amountLabel: "Amount refunded (₹)",
  referenceLabel: (method) => (method === "upi" ? "UTR (12 digits, from your UPI app)" : "Bank reference"),
  referenceRequired: () => true,
  reason: { label: "Why (optional, for the timeline)", placeholder: "e.g. one earring came back, a scratch" },
  submit: "Record refund",
  submitStyle: secondaryButton,
  recordedTitle: "Refund recorded",
  failedTitle: "The refund was not recorded",
  amountWords: /amount|refund|more than/i,
};

/** The ways to give money back: through the gateway first when something standing on the order was paid through it. */
function refundChoices(order: OwnerOrder): MoneyMethodChoice[] {
  const paidThroughGateway = order.payments.some((payment) => payment.gateway !== null && payment.voided_at === null);
  if (!order.payment_gateway || !paidThroughGateway) return DESK_METHOD_CHOICES;
  return [{ value: "gateway", label: `Through ${order.payment_gateway}` }, ...DESK_METHOD_CHOICES];
}

/** Nothing owed back starts the amount empty: a goodwill refund's amount is the owner's to type. */
const startingAmount = (refundOwed: string) => (refundOwed === "0.00" ? "" : refundOwed);

export function RecordRefundForm({ order, onRecorded }: { order: OwnerOrder; onRecorded: (done: DeskDone) => void }) {
  const record = useRecordRefund(order.id);
  return (
    <MoneyRecordForm
      words={REFUND_WORDS}
      methods={refundChoices(order)}
      initialAmount={startingAmount(order.refund_owed)}
      pending={record.isPending}
      onRecorded={onRecorded}
      save={async (values) => {
        const body = await record.mutateAsync(values);
        return {
          description: `${PAYMENT_METHOD_LABELS[body.refund.method]}${body.refund.gateway ? ` · ${body.refund.gateway}` : ""} ${rupees(body.refund.amount)} back for ${order.order_number}`,
          nextAmount: startingAmount(body.order.refund_owed),
          done: { title: "Refund recorded", customerWhatsappUrl: body.customer_whatsapp_url },
        };
      }}
    />
  );
}
