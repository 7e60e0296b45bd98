// "Record refund": money the shop gave back, by UPI (with the 12-digit UTR of the transfer she sent), cash or a bank
// transfer (with its reference), or, when she paid through the payment gateway, sent back through it to what she paid
// with (offered first then: nothing to type); for at most what was paid less what was refunded. The amount starts at the refund
// owed (what was paid beyond what the order is worth now); the server's refusal shows beside the field it names.
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { secondaryButton } from "../../../components/ui/button-styles";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { rupees } from "../../../lib/desk/desk-format";
import { type DeskSay, useDeskMessages } from "../../../lib/desk/desk-messages";
import { deskMethodChoices, type MoneyMethodChoice, MoneyRecordForm, type MoneyRecordWords } from "./money-record-form";
import { paymentMethodSaid } from "./payment-method-said";
import { useRecordRefund } from "./use-owner-order";

const refundWords = (t: DeskSay): MoneyRecordWords => ({
  testId: "record-refund",
  methodLegend: t("desk.order.refund.refundedBy"),
  amountLabel: t("desk.order.refund.amount"),
  referenceLabel: (method) => (method === "upi" ? t("desk.order.refund.utr") : t("desk.order.refund.bankReference")),
  referenceRequired: () => true,
  reason: { label: t("desk.order.refund.why"), placeholder: t("desk.order.refund.whyExample") },
  submit: t("desk.order.refund.record"),
  submitStyle: secondaryButton,
  recordedTitle: t("desk.order.event.refund"),
  failedTitle: t("desk.order.refund.notRecorded"),
  amountWords: /amount|refund|more than/i,
});

/** The ways to give money back: through the gateway first when something standing on the order was paid through it. */
function refundChoices(t: DeskSay, order: OwnerOrder): MoneyMethodChoice[] {
  const paidThroughGateway = order.payments.some((payment) => payment.gateway !== null && payment.voided_at === null);
  if (!order.payment_gateway || !paidThroughGateway) return deskMethodChoices(t);
  return [
    { value: "gateway", label: t("desk.order.refund.through", { gateway: order.payment_gateway }) },
    ...deskMethodChoices(t),
  ];
}

/** Nothing owed back starts the amount empty: a goodwill refund's amount is the owner's to type. */
const startingAmount = (refundOwed: string) => (refundOwed === "0.00" ? "" : refundOwed);

export function RecordRefundForm({ order, onRecorded }: { order: OwnerOrder; onRecorded: (done: DeskDone) => void }) {
  const t = useDeskMessages();
  const record = useRecordRefund(order.id);
  return (
    <MoneyRecordForm
      words={refundWords(t)}
      methods={refundChoices(t, order)}
      initialAmount={startingAmount(order.refund_owed)}
      pending={record.isPending}
      onRecorded={onRecorded}
      save={async (values) => {
        const body = await record.mutateAsync(values);
        return {
          description: t("desk.order.refund.recordedFor", {
            method: `${paymentMethodSaid(t, body.refund.method)}${body.refund.gateway ? ` · ${body.refund.gateway}` : ""}`,
            amount: rupees(body.refund.amount),
            number: order.order_number,
          }),
          nextAmount: startingAmount(body.order.refund_owed),
          done: { title: t("desk.order.event.refund"), customerWhatsappUrl: body.customer_whatsapp_url },
        };
      }}
    />
  );
}
