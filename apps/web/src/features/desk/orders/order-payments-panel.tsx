// The order's payments on the desk: each one recorded, with who and when; a voided one struck through with why, by
// whom and when (never removed); "Void…" on a live one, asking why; and the form for the next payment while money is
// still owed. Below them the refunds, the same way, with what was paid, refunded and is still owed back, and the form
// for a refund (its amount the refund owed) while anything paid is left to give back. A payment or refund recorded
// offers its message to send, as a move does. With the gateway, payment links for what is owed (payment-links.tsx).

import { Money } from "@mayil/core/money/money";
import { isClosed } from "@mayil/core/orders/order-life-cycle";
import type { OrderPayment, OrderRefund, OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { useState } from "react";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { indianDateTime, rupees } from "../../../lib/desk/desk-format";
import { type DeskSay, useDeskMessages } from "../../../lib/desk/desk-messages";
import { PaymentLinks } from "./payment-links";
import { paymentMethodSaid } from "./payment-method-said";
import { RecordPaymentForm } from "./record-payment-form";
import { RecordRefundForm } from "./record-refund-form";
import { useVoidPayment, useVoidRefund } from "./use-owner-order";
import { VoidMoneyRecordDialog } from "./void-money-record-dialog";

export function OrderPaymentsPanel({ order, onDone }: { order: OwnerOrder; onDone: (done: DeskDone) => void }) {
  const t = useDeskMessages();
  const owed = Money.fromWire(order.amount_due) > 0;
  const closed = isClosed(order.status);
  const [voiding, setVoiding] = useState<OrderPayment | null>(null);
  const cancel = useVoidPayment(order.id);

  return (
    <>
      {order.payments.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t("desk.order.payment.none")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line text-sm" data-testid="order-payments">
          {order.payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} onVoid={() => setVoiding(payment)} />
          ))}
        </ul>
      )}
      {owed && !closed ? (
        <>
          <h3 className="mt-5 font-medium text-ink">{t("desk.order.payment.record")}</h3>
          <RecordPaymentForm order={order} key={order.amount_due} onRecorded={onDone} />
        </>
      ) : (
        // Not while money is owed back: "Fully paid." above "Refund owed" read as settled.
        order.payment_status === "paid" &&
        Money.fromWire(order.refund_owed) === 0 && (
          <p className="mt-3 text-sm font-medium text-emerald-800">{t("desk.order.payment.fullyPaid")}</p>
        )
      )}
      <PaymentLinks order={order} onDone={onDone} />
      <RefundsPart order={order} onDone={onDone} />
      {voiding && (
        <VoidMoneyRecordDialog
          kind="payment"
          record={voiding}
          orderNumber={order.order_number}
          busy={cancel.isPending}
          voidRecord={(reason) => cancel.mutateAsync({ paymentId: voiding.id, reason })}
          onClose={() => setVoiding(null)}
        />
      )}
    </>
  );
}

/** What was paid, refunded and is owed back; the refunds; the refund form while anything paid is left to give back. */
function RefundsPart({ order, onDone }: { order: OwnerOrder; onDone: (done: DeskDone) => void }) {
  const t = useDeskMessages();
  const paid = Money.fromWire(order.amount_paid);
  const refunded = Money.fromWire(order.amount_refunded);
  const owedBack = Money.fromWire(order.refund_owed);
  const [voiding, setVoiding] = useState<OrderRefund | null>(null);
  const [refunding, setRefunding] = useState(false);
  const cancel = useVoidRefund(order.id);
  if (paid === 0 && order.refunds.length === 0) return null;

  const row = "flex justify-between gap-4";
  return (
    <div className="mt-5 border-t border-line pt-4">
      <dl className="space-y-1 text-sm" data-testid="money-back">
        <div className={row}>
          <dt className="text-muted">{t("desk.order.paid")}</dt>
          <dd className="font-medium tabular-nums">{Money.format(paid)}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted">{t("desk.order.refunded")}</dt>
          <dd className="font-medium tabular-nums">{Money.format(refunded)}</dd>
        </div>
        {owedBack > 0 && (
          <div className={`${row} font-semibold text-violet-900`} data-testid="refund-owed">
            <dt>{t("desk.order.refundOwed")}</dt>
            <dd className="tabular-nums">{Money.format(owedBack)}</dd>
          </div>
        )}
      </dl>
      {order.refunds.length > 0 && (
        <>
          <h3 className="mt-4 font-medium text-ink">{t("desk.order.refund.heading")}</h3>
          <ul className="mt-1 divide-y divide-line text-sm" data-testid="order-refunds">
            {order.refunds.map((refund) => (
              <PaymentRow
                key={refund.id}
                payment={refund}
                kind="refund"
                note={refund.reason}
                gatewayStatus={refund.gateway_status}
                onVoid={() => setVoiding(refund)}
              />
            ))}
          </ul>
        </>
      )}
      {paid - refunded > 0 &&
        (owedBack > 0 || refunding ? (
          <>
            <h3 className="mt-5 font-medium text-ink">{t("desk.order.refund.record")}</h3>
            <RecordRefundForm order={order} key={order.refund_owed} onRecorded={onDone} />
          </>
        ) : (
          <button
            type="button"
            onClick={() => setRefunding(true)}
            className="mt-3 rounded-full px-2 py-1 text-sm font-medium text-peacock underline underline-offset-2"
          >
            {t("desk.order.refund.recordOne")}
          </button>
        ))}
      {voiding && (
        <VoidMoneyRecordDialog
          kind="refund"
          record={voiding}
          orderNumber={order.order_number}
          busy={cancel.isPending}
          voidRecord={(reason) => cancel.mutateAsync({ refundId: voiding.id, reason })}
          onClose={() => setVoiding(null)}
        />
      )}
    </div>
  );
}

function PaymentRow({
  payment,
  onVoid,
  kind = "payment",
  note = null,
  gatewayStatus = null,
}: {
  payment: OrderPayment;
  onVoid: () => void;
  kind?: "payment" | "refund";
  note?: string | null;
  /** A refund sent through the gateway: where it stands there. */
  gatewayStatus?: OrderRefund["gateway_status"];
}) {
  const t = useDeskMessages();
  const voided = payment.voided_at !== null;
  // What the gateway confirmed reached the shop goes back as a refund; what it was asked to send back is its to move.
  const gatewaysMoney = payment.gateway !== null && (kind === "refund" || !payment.recorded_by);
  const method = paymentMethodSaid(t, payment.method);
  const what = `${method} ${rupees(payment.amount)}`;
  return (
    <li className="py-2" data-testid={`order-${kind}`}>
      <div className="flex justify-between gap-3">
        <span className={voided ? "text-muted line-through" : undefined}>
          <span className={`font-medium ${voided ? "" : "text-ink"}`}>{method}</span>
          {payment.gateway && (
            <span className="text-muted">
              {" "}
              · {payment.gateway} · <span className="break-all">{payment.gateway_id}</span>
            </span>
          )}
          {payment.reference && <span className="text-muted"> · {payment.reference}</span>}
        </span>
        <span className={`font-medium ${voided ? "text-muted line-through" : ""}`}>{rupees(payment.amount)}</span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <span className="text-xs text-muted">
          {indianDateTime(payment.created_at)}
          {payment.recorded_by ? ` · ${payment.recorded_by}` : ""}
          {payment.gateway && !payment.recorded_by
            ? ` · ${t("desk.order.payment.confirmedBy", { gateway: payment.gateway })}`
            : ""}
        </span>
        {gatewayStatus && !voided && (
          <span className="text-xs font-medium text-peacock" data-testid="refund-gateway-status">
            {refundStanding(t, gatewayStatus, payment.gateway ?? t("desk.order.refund.theGateway"))}
          </span>
        )}
        {!voided && !gatewaysMoney && (
          <button
            type="button"
            onClick={onVoid}
            aria-label={
              kind === "payment"
                ? t("desk.order.payment.voidLabel", { what })
                : t("desk.order.refund.voidLabel", { what })
            }
            className="rounded-full px-2 py-1 text-xs font-medium text-red-800 underline underline-offset-2 hover:bg-red-50"
          >
            {t("desk.order.void.button")}
          </button>
        )}
      </div>
      {note && <p className="mt-0.5 text-xs italic text-muted">“{note}”</p>}
      {voided && (
        <p className="mt-1 rounded-xl bg-red-50 px-3 py-1.5 text-xs text-red-900" data-testid="void-note">
          <span className="font-semibold">{t("desk.order.void.voided")}</span>
          {payment.voided_at ? ` ${indianDateTime(payment.voided_at)}` : ""}
          {payment.voided_by ? ` ${t("desk.order.void.by", { name: payment.voided_by })}` : ""}: “{payment.void_reason}”
        </p>
      )}
    </li>
  );
}

/** Where a refund sent through the gateway stands, in the owner's words. */
const refundStanding = (t: DeskSay, status: NonNullable<OrderRefund["gateway_status"]>, gateway: string) =>
  t(`desk.order.refund.${status}`, { gateway });
