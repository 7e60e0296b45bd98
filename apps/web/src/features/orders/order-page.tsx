// /orders/:id, one of the shopper's orders: where it is on its way (the steps of its path, with when each was
// reached), what is in it, what it costs and what is still owed, where it goes, the chat about it, and while money
// is owed and the shop takes UPI, a QR code and a link to pay by UPI. The checkout lands here: until the shop
// confirms the order, the page first says what happens next (and thanks her right after ordering).
import { addressLines, deliveryAddressOf } from "@mayil/core/account/delivery-address";
import { formatIndianMobile } from "@mayil/core/india/indian-mobile";
import { Money } from "@mayil/core/money/money";
import { isClosed } from "@mayil/core/orders/order-life-cycle";
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import { ArrowLeft, MessageCircle } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useLocation, useParams } from "react-router";
import { secondaryButton } from "../../components/ui/button-styles";
import { LoginRequired } from "../../components/ui/login-required";
import { NotFoundNotice } from "../../components/ui/not-found-notice";
import { PickupPointDetails } from "../../components/ui/pickup-point-details";
import { Spinner } from "../../components/ui/spinner";
import { isClientError } from "../../lib/api-client";
import { useAuth } from "../../lib/auth/current-user";
import { indianLongDate } from "../../lib/indian-dates";
import { useLanguage } from "../../lib/language";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { OnlinePayment, useOnlinePayment } from "./online-payment";
import { OrderInvoices } from "./order-invoices";
import { OrderNextSteps } from "./order-next-steps";
import { ParcelTracking, PickupCode } from "./order-parcel";
import { OrderProgress } from "./order-progress";
import { amountDuePaise, OrderStatusBadge, PaymentSummary } from "./order-status";
import { useOrder } from "./use-orders";

// The QR code's encoder is loaded only when an order has something to pay by UPI.
const UpiPayment = lazy(() => import("./upi-payment").then((module) => ({ default: module.UpiPayment })));

export function OrderPage() {
  const t = useMessages();
  const { isAuthenticated, isLoading } = useAuth();
  const { id = "" } = useParams();
  if (isLoading) return <Spinner />;
  if (!isAuthenticated) return <LoginRequired title={t("shopping.myOrders")} message={t("shopping.loginForOrders")} />;
  // An address that is not an order's id cannot be one of hers: no need to ask the server.
  if (!/^[1-9]\d{0,9}$/.test(id)) return <OrderNotFound />;
  return <SignedInOrder id={Number(id)} />;
}

function OrderNotFound() {
  const t = useMessages();
  usePageTitle(t("shopping.orderNotFound"));
  return <NotFoundNotice message={t("shopping.orderNotFound")} />;
}

function SignedInOrder({ id }: { id: number }) {
  const t = useMessages();
  const { data: order, error, isPending } = useOrder(id);
  const justPlaced = (useLocation().state as { justPlaced?: boolean } | null)?.justPlaced === true;
  usePageTitle(order ? t("shopping.orderNumber", { number: order.order_number }) : undefined);
  if (isPending) return <Spinner />;
  if (!order) {
    // Someone else's order responds with 404, exactly like one that does not exist.
    return isClientError(error) ? <OrderNotFound /> : <NotFoundNotice message={t("shopping.somethingWrong")} />;
  }
  return <OrderDetails order={order} justPlaced={justPlaced} />;
}

function OrderDetails({ order, justPlaced }: { order: Order; justPlaced: boolean }) {
  const t = useMessages();
  const language = useLanguage();
  const due = amountDuePaise(order);
  const payByUpi = order.upi_pay_url && due > 0 && !isClosed(order.status) ? order.upi_pay_url : null;
  const waitingForShop = order.status === "placed";
  // The payment's state lives here, not in the button: once paid the order owes nothing and pay_online is false,
  // yet the page must still say it is paid.
  const payment = useOnlinePayment(order);
  const payOnline =
    order.pay_online || payment.state.step !== "ready" ? (
      <OnlinePayment state={payment.state} duePaise={due} onPay={() => void payment.start()} />
    ) : null;
  return (
    <div className="container-shop max-w-5xl py-8 sm:py-10">
      <Link
        to={paths.orders.getHref()}
        className="inline-flex items-center gap-1 text-sm text-muted hover:text-peacock hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t("shopping.myOrders")}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="font-display text-4xl font-semibold">
          {t("shopping.orderNumber", { number: order.order_number })}
        </h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-sm text-muted">
        {t("shopping.placedOn", { date: indianLongDate(order.created_at, language) })}
      </p>

      {waitingForShop && (
        <OrderNextSteps
          order={order}
          justPlaced={justPlaced}
          duePaise={due}
          payByUpi={payByUpi !== null}
          payOnline={payOnline}
          className="mt-6"
        />
      )}

      {/* Two columns on a wide screen (the order; paying and where it goes). On a phone one column, with paying
          right after the progress, where she looks first: the columns dissolve (display: contents) and order sorts. */}
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="contents lg:flex lg:flex-col lg:gap-6">
          <Card title={t("shopping.progress")} className="order-1">
            <OrderProgress order={order} />
          </Card>
          <Card title={t("shopping.items")} className="order-3">
            <OrderItems order={order} />
            <OrderTotals order={order} duePaise={due} />
          </Card>
        </div>
        <div className="contents lg:flex lg:flex-col lg:gap-6">
          {order.shipment && (
            <Card title={t("shopping.yourParcel")} className="order-2">
              <ParcelTracking shipment={order.shipment} />
            </Card>
          )}
          {order.pickup_code && order.status !== "completed" && !isClosed(order.status) && (
            <Card title={t("shopping.pickupCode")} className="order-2">
              <PickupCode code={order.pickup_code} />
            </Card>
          )}
          {/* Once the shop has confirmed the order, What happens next is gone: paying online has a card of its own,
              above the UPI one. */}
          {payOnline && !waitingForShop && (
            <Card title={t("shopping.payOnline")} className="order-2">
              {payOnline}
            </Card>
          )}
          {payByUpi && (
            <Card title={t("shopping.payByUpi")} className="order-2">
              <Suspense fallback={<Spinner label={t("shopping.loadingUpi")} />}>
                <UpiPayment url={payByUpi} amount={Money.format(due)} orderNumber={order.order_number} />
              </Suspense>
            </Card>
          )}
          <Card
            title={order.delivery_method === "pickup" ? t("shopping.storePickup") : t("shopping.homeDelivery")}
            className="order-4"
          >
            <DeliveryDetails order={order} />
          </Card>
          {order.invoices.length > 0 && (
            <Card title={t("shopping.invoice")} className="order-5">
              <OrderInvoices order={order} />
            </Card>
          )}
          {/* While the shop has not confirmed it, the chat button is in What happens next. */}
          {!waitingForShop && (
            <a
              href={order.whatsapp_url}
              target="_blank"
              rel="noopener noreferrer"
              className={`${secondaryButton} order-5 w-full`}
            >
              <MessageCircle className="size-4" aria-hidden />
              {t("shopping.chatAboutOrder")}
            </a>
          )}
        </div>
      </div>
    </div>
  );
}

function Card({ title, className, children }: { title: string; className: string; children: React.ReactNode }) {
  return (
    <section className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6 ${className}`} aria-label={title}>
      <h2 className="font-display text-2xl font-semibold">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function OrderItems({ order }: { order: Order }) {
  const t = useMessages();
  return (
    <ul className="divide-y divide-line">
      {order.items.map((item) => (
        <li
          key={`${item.product_id}-${item.variant_id ?? 0}`}
          className="flex justify-between gap-4 py-3 first:pt-0"
          data-testid="order-item"
        >
          <div>
            <p className="font-medium">{item.name}</p>
            <p className="text-sm text-muted">
              {item.color_name ? `${item.color_name} · ` : ""}
              {Money.format(Money.fromWire(item.unit_price))} × {item.quantity}
            </p>
            {item.returned_quantity > 0 && (
              <p className="text-sm font-medium text-violet-900" data-testid="returned-units">
                {item.returned_quantity === item.quantity
                  ? t("shopping.returned")
                  : t("shopping.returnedCount", { count: item.returned_quantity })}
              </p>
            )}
          </div>
          <p className="font-medium whitespace-nowrap">{Money.format(Money.fromWire(item.line_total))}</p>
        </li>
      ))}
    </ul>
  );
}

function OrderTotals({ order, duePaise }: { order: Order; duePaise: number }) {
  const t = useMessages();
  const discount = Money.fromWire(order.discount);
  const paid = Money.fromWire(order.amount_paid);
  const refunded = Money.fromWire(order.amount_refunded);
  const refundOwed = Money.fromWire(order.refund_owed);
  const deliveryFee = Money.fromWire(order.delivery_fee);
  const codFee = Money.fromWire(order.cod_fee);
  return (
    <>
      <dl className="mt-4 space-y-2 border-t border-line pt-4 text-sm">
        <Row term={t("shopping.subtotal")} value={Money.format(Money.fromWire(order.subtotal))} />
        <Row
          term={order.delivery_method === "pickup" ? t("shopping.storePickup") : t("shopping.deliveryFee")}
          value={deliveryFee > 0 ? Money.format(deliveryFee) : t("shopping.free")}
        />
        {order.payment_choice === "cod" && (
          <Row term={t("shopping.codFee")} value={codFee > 0 ? Money.format(codFee) : t("shopping.free")} />
        )}
        {discount > 0 && <Row term={t("shopping.discount")} value={`−${Money.format(discount)}`} />}
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
          <dt>{t("shopping.total")}</dt>
          <dd data-testid="order-total">{Money.format(Money.fromWire(order.total))}</dd>
        </div>
        {paid > 0 && <Row term={t("shopping.paid")} value={Money.format(paid)} />}
        {refunded > 0 && <Row term={t("shopping.refunded")} value={Money.format(refunded)} />}
        {refundOwed > 0 && <Row term={t("shopping.refundOnWay")} value={Money.format(refundOwed)} strong />}
        {!isClosed(order.status) && duePaise > 0 && paid > 0 && (
          <Row term={t("shopping.stillToPay")} value={Money.format(duePaise)} strong />
        )}
      </dl>
      <p className="mt-2 text-right">
        <PaymentSummary order={order} />
      </p>
    </>
  );
}

function Row({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "font-semibold" : ""}`}>
      <dt className={strong ? "" : "text-muted"}>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function DeliveryDetails({ order }: { order: Order }) {
  const t = useMessages();
  return (
    <dl className="space-y-3 text-sm">
      <Detail term={t("shopping.name")} value={order.customer_name} />
      {order.customer_phone && <Detail term={t("shopping.phone")} value={formatIndianMobile(order.customer_phone)} />}
      {order.delivery_method === "pickup" ? (
        <div>
          <dt className="text-muted">{t("shopping.pickupPoint")}</dt>
          <dd className="mt-0.5">
            <PickupPointDetails name={order.pickup_location} />
          </dd>
        </div>
      ) : (
        <Detail term={t("shopping.address")} value={addressLines(deliveryAddressOf(order)).join("\n")} />
      )}
      {order.special_instructions && <Detail term={t("shopping.instructions")} value={order.special_instructions} />}
    </dl>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-muted">{term}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words">{value}</dd>
    </div>
  );
}
