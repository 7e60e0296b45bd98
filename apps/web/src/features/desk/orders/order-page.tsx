// /owner/orders/:id: one order as the owner works it: what was bought, who to, the money, the timeline, and the
// next steps. After a move, a payment or an edit, the message to the customer is one tap away. This file lays the
// page out; each panel's contents live beside it (order-items, customer-details, order-moves, order-payments-panel,
// order-papers, order-timeline, customer-message).

import { Money } from "@mayil/core/money/money";
import { isClosed } from "@mayil/core/orders/order-life-cycle";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { Pencil, Undo2, UserRound } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { DeskBackLink } from "../../../components/desk/desk-back-link";
import { DeskError } from "../../../components/desk/desk-error";
import { DeskPanel } from "../../../components/desk/desk-panel";
import { secondaryButton } from "../../../components/ui/button-styles";
import { Spinner } from "../../../components/ui/spinner";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { indianDateTime } from "../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { paths } from "../../../lib/paths";
import { usePageTitle } from "../../../lib/use-page-title";
import { CustomerDetails } from "./customer-details";
import { CustomerMessage } from "./customer-message";
import { EditOrderDialog } from "./edit-order-dialog";
import { OrderItems, OrderTotals } from "./order-items";
import { OrderMoves } from "./order-moves";
import { OrderPapers } from "./order-papers";
import { hasParcelDetails, OrderParcel } from "./order-parcel";
import { OrderPaymentsPanel } from "./order-payments-panel";
import { OrderTimeline } from "./order-timeline";
import { RecordReturnDialog } from "./record-return-dialog";
import { PaymentBadge, RefundOwedBadge, returningText, StatusBadge } from "./status-badges";
import { useOwnerOrder } from "./use-owner-order";

export function DeskOrderPage() {
  const id = Number(useParams().id);
  const order = useOwnerOrder(id);
  const t = useDeskMessages();
  usePageTitle(t("desk.titleOf", { page: order.data ? order.data.order_number : t("desk.order.title") }));
  if (!Number.isSafeInteger(id) || id <= 0) return <DeskError error={new Error(t("desk.order.notFound"))} />;
  if (order.isPending) return <Spinner label={t("desk.order.loading")} />;
  if (order.isError) return <DeskError error={order.error} retry={() => void order.refetch()} />;
  return <OrderSheet order={order.data} />;
}

function OrderSheet({ order }: { order: OwnerOrder }) {
  const t = useDeskMessages();
  // A sale just saved arrives with its message to send (new-sale-page.tsx).
  const arrived = (useLocation().state as { done?: DeskDone } | null)?.done ?? null;
  const [done, setDone] = useState<DeskDone | null>(arrived);
  const [editing, setEditing] = useState(false);
  const [returning, setReturning] = useState(false);
  // Units can come back once the order has left the shop, while any are still with the customer.
  const canReturn =
    (order.status === "shipped" || order.status === "completed") &&
    order.items.some((item) => item.quantity > item.returned_quantity);
  return (
    <article aria-labelledby="order-title">
      <DeskBackLink to={paths.ownerOrders.getHref()}>{t("desk.order.allOrders")}</DeskBackLink>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 id="order-title" className="font-display text-3xl font-semibold lining-nums sm:text-4xl">
          {order.order_number}
        </h1>
        <StatusBadge status={order.status} />
        {/* A cancelled order nobody paid for asks for no money: no "Unpaid". */}
        {!(isClosed(order.status) && Money.fromWire(order.amount_paid) === 0) && (
          <PaymentBadge status={order.payment_status} />
        )}
        <RefundOwedBadge amount={order.refund_owed} />
      </div>
      <p className="mt-1 text-sm text-muted">
        {indianDateTime(order.created_at)} · {t(`desk.order.from.${order.source}`)}
      </p>
      {order.customer && (
        <p className="mt-2">
          <Link
            to={paths.ownerCustomer.getHref(order.customer.id)}
            className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1 transition-colors hover:ring-peacock ${
              order.customer.returning ? "bg-gold/15 text-ink ring-gold-deep/30" : "bg-white text-peacock ring-line"
            }`}
            data-testid="order-customer-link"
          >
            <UserRound className="size-4" aria-hidden />
            {order.customer.returning ? returningText(t, order.customer.nth_order) : t("desk.order.firstOrder")}
          </Link>
        </p>
      )}

      {done && (
        <CustomerMessage
          order={order}
          done={done}
          onDismiss={() => setDone(null)}
          key={done.customerWhatsappUrl ?? done.title}
        />
      )}

      <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex flex-col gap-5">
          <DeskPanel title={t("desk.order.nextStep")}>
            <div className="mt-4">
              <OrderMoves order={order} onMoved={setDone} />
            </div>
          </DeskPanel>

          <DeskPanel
            title={t("desk.order.items")}
            action={
              // Edit items: opens the edit dialog (edit-order-dialog.tsx) while the order can still change.
              order.editable ? (
                <button type="button" onClick={() => setEditing(true)} className={`${secondaryButton} px-4 py-2`}>
                  <Pencil className="size-4" aria-hidden />
                  {t("desk.order.editItems")}
                </button>
              ) : canReturn ? (
                // Record return: some units of some lines came back (record-return-dialog.tsx).
                <button type="button" onClick={() => setReturning(true)} className={`${secondaryButton} px-4 py-2`}>
                  <Undo2 className="size-4" aria-hidden />
                  {t("desk.order.recordReturn")}
                </button>
              ) : null
            }
          >
            <OrderItems order={order} />
            <OrderTotals order={order} />
          </DeskPanel>

          <DeskPanel title={t("desk.order.timeline")}>
            <OrderTimeline events={order.events} />
          </DeskPanel>
        </div>

        <div className="flex flex-col gap-5">
          <DeskPanel title={t("desk.order.customer")}>
            <CustomerDetails order={order} />
          </DeskPanel>
          {hasParcelDetails(order) && (
            <DeskPanel title={order.shipment ? t("desk.order.parcel") : t("desk.order.pickup")}>
              <OrderParcel order={order} onDone={setDone} />
            </DeskPanel>
          )}
          {/* A cancelled order is never packed: its papers are only the invoices it had, if any. */}
          {(order.status !== "cancelled" || order.invoices.length > 0) && (
            <DeskPanel title={t("desk.order.print")}>
              <OrderPapers order={order} />
            </DeskPanel>
          )}
          <DeskPanel title={t("desk.order.payments")}>
            <OrderPaymentsPanel order={order} onDone={setDone} />
          </DeskPanel>
        </div>
      </div>
      {canReturn && <RecordReturnDialog order={order} open={returning} onOpenChange={setReturning} onSaved={setDone} />}
      {order.editable && <EditOrderDialog order={order} open={editing} onOpenChange={setEditing} onSaved={setDone} />}
    </article>
  );
}
