// The order's payments on the desk: each one recorded, with who and when; a voided one struck through with why, by
// whom and when (never removed); "Void…" on a live one, asking why; and the form for the next payment while money is
// still owed. A payment recorded offers its receipt to send, as a move does.

import { Money } from "@mayil/core/money";
import { isClosed } from "@mayil/core/order-life-cycle";
import { PAYMENT_METHOD_LABELS } from "@mayil/core/order-payments";
import type { OrderPayment, OwnerOrder } from "@mayil/core/owner-schemas";
import { useState } from "react";
import type { DeskDone } from "../../lib/desk/desk-done";
import { indianDateTime, rupees } from "../../lib/desk/desk-format";
import { toast } from "../../lib/toast-store";
import { ReasonDialog } from "./reason-dialog";
import { RecordPaymentForm } from "./record-payment-form";
import { useVoidPayment } from "./use-owner-order";

export function OrderPaymentsPanel({ order, onDone }: { order: OwnerOrder; onDone: (done: DeskDone) => void }) {
  const owed = Money.fromWire(order.amount_due) > 0;
  const closed = isClosed(order.status);
  const [voiding, setVoiding] = useState<OrderPayment | null>(null);
  const cancel = useVoidPayment(order.id);

  const voidIt = async (payment: OrderPayment, reason: string) => {
    try {
      await cancel.mutateAsync({ paymentId: payment.id, reason });
      toast({
        title: "Payment voided",
        description: `${PAYMENT_METHOD_LABELS[payment.method]} ${rupees(payment.amount)} no longer counts for ${order.order_number}.`,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : "Please try again.";
      toast({ title: "The payment was not voided", description: message, variant: "destructive" });
    } finally {
      setVoiding(null);
    }
  };

  return (
    <>
      {order.payments.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No payments yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line text-sm" data-testid="order-payments">
          {order.payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} onVoid={() => setVoiding(payment)} />
          ))}
        </ul>
      )}
      {owed && !closed ? (
        <>
          <h3 className="mt-5 font-medium text-ink">Record payment</h3>
          <RecordPaymentForm order={order} key={order.amount_due} onRecorded={onDone} />
        </>
      ) : (
        !owed && <p className="mt-3 text-sm font-medium text-emerald-800">Fully paid.</p>
      )}
      {voiding && (
        <ReasonDialog
          title={`Void this ${PAYMENT_METHOD_LABELS[voiding.method]} payment of ${rupees(voiding.amount)}?`}
          description="It stays listed and on the timeline, struck through with your reason, and no longer counts as paid."
          label="Why? (for the timeline)"
          placeholder="e.g. typed ₹14 for ₹414"
          confirm="Void payment"
          keep="Keep the payment"
          required
          maxLength={200}
          danger
          busy={cancel.isPending}
          onCancel={() => setVoiding(null)}
          onConfirm={(reason) => void voidIt(voiding, reason)}
        />
      )}
    </>
  );
}

function PaymentRow({ payment, onVoid }: { payment: OrderPayment; onVoid: () => void }) {
  const voided = payment.voided_at !== null;
  const what = `${PAYMENT_METHOD_LABELS[payment.method]} ${rupees(payment.amount)}`;
  return (
    <li className="py-2" data-testid="order-payment">
      <div className="flex justify-between gap-3">
        <span className={voided ? "text-muted line-through" : undefined}>
          <span className={`font-medium ${voided ? "" : "text-ink"}`}>{PAYMENT_METHOD_LABELS[payment.method]}</span>
          {payment.reference && <span className="text-muted"> · {payment.reference}</span>}
        </span>
        <span className={`font-medium ${voided ? "text-muted line-through" : ""}`}>{rupees(payment.amount)}</span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <span className="text-xs text-muted">
          {indianDateTime(payment.created_at)}
          {payment.recorded_by ? ` · ${payment.recorded_by}` : ""}
        </span>
        {!voided && (
          <button
            type="button"
            onClick={onVoid}
            aria-label={`Void the ${what} payment`}
            className="rounded-full px-2 py-1 text-xs font-medium text-red-800 underline underline-offset-2 hover:bg-red-50"
          >
            Void…
          </button>
        )}
      </div>
      {voided && (
        <p className="mt-1 rounded-xl bg-red-50 px-3 py-1.5 text-xs text-red-900" data-testid="void-note">
          <span className="font-semibold">Voided</span>
          {payment.voided_at ? ` ${indianDateTime(payment.voided_at)}` : ""}
          {payment.voided_by ? ` by ${payment.voided_by}` : ""}: “{payment.void_reason}”
        </p>
      )}
    </li>
  );
}
