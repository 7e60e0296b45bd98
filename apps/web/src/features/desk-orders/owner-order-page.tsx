// /owner/orders/:id: one order as the owner works it: what was bought, who to, the money, the timeline, and the
// next steps. After a move, a payment or an edit, the message to the customer is one tap away.

import { addressLines, deliveryAddressOf, greetingName } from "@mayil/core/delivery-address";
import { formatIndianMobile } from "@mayil/core/indian-mobile";
import { toPaise } from "@mayil/core/money";
import type { OwnerOrder } from "@mayil/core/owner-schemas";
import { ArrowLeft, MessageCircle, Pencil, Phone, TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { DeskError } from "../../components/desk/desk-error";
import { secondaryButton } from "../../components/ui/button-styles";
import { PickupPointDetails } from "../../components/ui/pickup-point-details";
import { PRODUCT_IMAGE_SIZE, ResponsiveImage } from "../../components/ui/responsive-image";
import { Spinner } from "../../components/ui/spinner";
import type { DeskDone } from "../../lib/desk/desk-done";
import { indianDateTime, rupees } from "../../lib/desk/desk-format";
import { paths } from "../../lib/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { EditOrderDialog } from "./edit-order-dialog";
import { OrderMoves } from "./order-moves";
import { OrderPaymentsPanel } from "./order-payments-panel";
import { OrderTimeline } from "./order-timeline";
import { PaymentBadge, StatusBadge } from "./status-badges";
import { useOwnerOrder } from "./use-owner-order";

const SOURCE_LABELS: Record<OwnerOrder["source"], string> = {
  website: "the website",
  whatsapp: "WhatsApp",
  phone: "a phone call",
  instagram: "Instagram",
  walk_in: "a walk-in",
};

export function OwnerOrderPage() {
  const id = Number(useParams().id);
  const order = useOwnerOrder(id);
  usePageTitle(order.data ? `Owner's desk · ${order.data.order_number}` : "Owner's desk · Order");
  if (!Number.isSafeInteger(id) || id <= 0) return <DeskError error={new Error("Order not found")} />;
  if (order.isPending) return <Spinner label="Loading the order..." />;
  if (order.isError) return <DeskError error={order.error} retry={() => void order.refetch()} />;
  return <OrderSheet order={order.data} />;
}

function OrderSheet({ order }: { order: OwnerOrder }) {
  // A sale just saved arrives with its message to send (new-sale-page.tsx).
  const arrived = (useLocation().state as { done?: DeskDone } | null)?.done ?? null;
  const [done, setDone] = useState<DeskDone | null>(arrived);
  const [editing, setEditing] = useState(false);
  return (
    <article aria-labelledby="order-title">
      <Link
        to={paths.ownerOrders.getHref()}
        className="inline-flex items-center gap-1 rounded-full py-1 text-sm text-muted hover:text-peacock"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All orders
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 id="order-title" className="font-display text-3xl font-semibold lining-nums sm:text-4xl">
          {order.order_number}
        </h1>
        <StatusBadge status={order.status} />
        <PaymentBadge status={order.payment_status} />
      </div>
      <p className="mt-1 text-sm text-muted">
        {indianDateTime(order.created_at)} · from {SOURCE_LABELS[order.source]}
      </p>

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
          <Panel title="Next step">
            <div className="mt-4">
              <OrderMoves order={order} onMoved={setDone} />
            </div>
          </Panel>

          <Panel
            title="Items"
            action={
              // Edit items: opens the edit dialog (edit-order-dialog.tsx) while the order can still change.
              order.editable ? (
                <button type="button" onClick={() => setEditing(true)} className={`${secondaryButton} px-4 py-2`}>
                  <Pencil className="size-4" aria-hidden />
                  Edit items
                </button>
              ) : null
            }
          >
            <OrderItems order={order} />
            <Totals order={order} />
          </Panel>

          <Panel title="Timeline">
            <OrderTimeline events={order.events} />
          </Panel>
        </div>

        <div className="flex flex-col gap-5">
          <Panel title="Customer">
            <CustomerDetails order={order} />
          </Panel>
          <Panel title="Payments">
            <OrderPaymentsPanel order={order} onDone={setDone} />
          </Panel>
        </div>
      </div>
      {order.editable && <EditOrderDialog order={order} open={editing} onOpenChange={setEditing} onSaved={setDone} />}
    </article>
  );
}

function Panel({ title, action, children }: { title: string; action?: React.ReactNode; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-display text-2xl font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * After a move, a payment or an edit: the message to the customer, ready to send in one tap (focus goes there, as the
 * button pressed may be gone). An order without a phone has nothing to send: the notice only says what was done.
 */
function CustomerMessage({ order, done, onDismiss }: { order: OwnerOrder; done: DeskDone; onDismiss: () => void }) {
  const link = useRef<HTMLAnchorElement>(null);
  const dismiss = useRef<HTMLButtonElement>(null);
  useEffect(() => (link.current ?? dismiss.current)?.focus(), []);
  return (
    <div
      role="status"
      className="mt-5 flex flex-col gap-3 rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-200 sm:flex-row sm:items-center sm:justify-between sm:p-5"
      data-testid="customer-message"
    >
      <p className="text-emerald-950">
        <span className="font-semibold">{done.title}.</span>{" "}
        {done.customerWhatsappUrl
          ? `Let ${greetingName(order.customer_name)} know.`
          : "No phone number on this order to send to."}
        {done.customerWhatsappUrl && order.phone_differs_from_account && (
          <span className="mt-1 block text-amber-950">
            This number is not the one on her account: check it is hers before you send.
          </span>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {done.customerWhatsappUrl && (
          <a
            ref={link}
            href={done.customerWhatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex flex-1 items-center justify-center gap-2 rounded-full bg-[#1a7f4b] px-6 py-3 text-sm font-semibold text-white shadow-sm hover:bg-[#146b3e] sm:flex-none"
          >
            <MessageCircle className="size-5" aria-hidden />
            Send WhatsApp message to {greetingName(order.customer_name)}
          </a>
        )}
        <button
          ref={dismiss}
          type="button"
          onClick={onDismiss}
          className="text-sm text-emerald-950 underline underline-offset-2"
        >
          Done
        </button>
      </div>
    </div>
  );
}

function OrderItems({ order }: { order: OwnerOrder }) {
  return (
    <ul className="mt-4 divide-y divide-line" data-testid="order-items">
      {order.items.map((item) => (
        <li key={item.id} className="flex gap-3 py-3 first:pt-0">
          <ResponsiveImage
            src={item.image}
            alt={item.name}
            width={PRODUCT_IMAGE_SIZE}
            height={PRODUCT_IMAGE_SIZE}
            sizes="64px"
            className="size-16 shrink-0 rounded-xl object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="font-medium text-ink">{item.name}</p>
            {item.color_name && (
              <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted">
                {item.color_code && (
                  <span
                    className="inline-block size-3.5 rounded-full ring-1 ring-line"
                    style={{ backgroundColor: item.color_code }}
                    aria-hidden
                  />
                )}
                {item.color_name}
              </p>
            )}
            <p className="mt-0.5 text-sm text-muted">
              {item.quantity} × {rupees(item.unit_price)}
            </p>
          </div>
          <p className="shrink-0 font-medium">{rupees(item.line_total)}</p>
        </li>
      ))}
    </ul>
  );
}

function Totals({ order }: { order: OwnerOrder }) {
  const row = "flex justify-between gap-4";
  return (
    <dl className="mt-3 space-y-1.5 border-t border-line pt-3 text-sm" data-testid="order-totals">
      <div className={row}>
        <dt className="text-muted">Subtotal</dt>
        <dd>{rupees(order.subtotal)}</dd>
      </div>
      <div className={row}>
        <dt className="text-muted">Delivery fee</dt>
        <dd>{rupees(order.delivery_fee)}</dd>
      </div>
      {toPaise(order.discount) > 0 && (
        <div className={row}>
          <dt className="text-muted">Discount</dt>
          <dd>−{rupees(order.discount)}</dd>
        </div>
      )}
      <div className={`${row} text-base font-semibold`}>
        <dt>Total</dt>
        <dd>{rupees(order.total)}</dd>
      </div>
      <div className={row}>
        <dt className="text-muted">Paid</dt>
        <dd>{rupees(order.amount_paid)}</dd>
      </div>
      <div className={`${row} font-semibold ${toPaise(order.amount_due) > 0 ? "text-red-800" : "text-emerald-800"}`}>
        <dt>Due</dt>
        <dd data-testid="amount-due">{rupees(order.amount_due)}</dd>
      </div>
    </dl>
  );
}

/**
 * Anyone can type any number at the checkout, and the shop's messages go to it from the shop's own WhatsApp (issue
 * 32): when it is not the number on the shopper's account, the owner checks it is hers before sending anything.
 */
function PhoneNotTheAccounts({ accountPhone }: { accountPhone: string | null }) {
  return (
    <p
      className="mt-3 flex gap-2 rounded-xl bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200"
      data-testid="phone-not-account"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {accountPhone
          ? `Not the number on her account (${formatIndianMobile(accountPhone)}).`
          : "Her account has no phone number."}{" "}
        Check this number is hers before sending her anything.
      </span>
    </p>
  );
}

function CustomerDetails({ order }: { order: OwnerOrder }) {
  const label = "text-xs font-medium tracking-wide text-muted uppercase";
  return (
    <div className="mt-3 space-y-4 text-sm">
      <div>
        <p className="text-base font-medium text-ink">{order.customer_name}</p>
        {order.customer_email && <p className="text-muted">{order.customer_email}</p>}
        {/* A deleted account's orders keep no phone (decision 016), nor does a walk-in sale entered without one. */}
        {order.customer_phone && order.customer_chat_url && (
          <div className="mt-3 flex flex-wrap gap-2">
            <a href={`tel:${order.customer_phone}`} className={`${secondaryButton} px-4 py-2`}>
              <Phone className="size-4" aria-hidden />
              Call {formatIndianMobile(order.customer_phone)}
            </a>
            <a
              href={order.customer_chat_url}
              target="_blank"
              rel="noopener noreferrer"
              className={`${secondaryButton} px-4 py-2`}
            >
              <MessageCircle className="size-4" aria-hidden />
              Chat on WhatsApp
            </a>
          </div>
        )}
        {order.phone_differs_from_account && <PhoneNotTheAccounts accountPhone={order.account_phone} />}
      </div>
      {order.delivery_method === "pickup" ? (
        <div>
          <p className={label}>Store pickup</p>
          <p className="mt-1">
            <PickupPointDetails name={order.pickup_location} />
          </p>
        </div>
      ) : (
        <div>
          <p className={label}>Home delivery</p>
          <p className="mt-1 whitespace-pre-line text-ink" data-testid="delivery-address">
            {addressLines(deliveryAddressOf(order)).join("\n")}
          </p>
        </div>
      )}
      {order.special_instructions && (
        <div>
          <p className={label}>Instructions</p>
          <p className="mt-1 whitespace-pre-line text-ink">{order.special_instructions}</p>
        </div>
      )}
    </div>
  );
}
