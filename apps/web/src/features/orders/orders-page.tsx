// /orders, 'My Orders' (beyond the spec; the shop needs it): each order's number, date, items, total, status and
// payment, a link to the order's own page, and a button that reopens the WhatsApp chat with that order's summary.

import { deliveryAddressOf, placeLine } from "@mayil/core/account/delivery-address";
import { nameWithOption } from "@mayil/core/catalogue/piece-options";
import { Money } from "@mayil/core/money/money";
import { ChevronRight, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles";
import { LoginRequired } from "../../components/ui/login-required";
import { Spinner } from "../../components/ui/spinner";
import { useAuth } from "../../lib/auth/current-user";
import { indianDate } from "../../lib/indian-dates";
import { useLanguage } from "../../lib/language";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { OrderStatusBadge, PaymentSummary } from "./order-status";
import { useOrders } from "./use-orders";

export function OrdersPage() {
  const t = useMessages();
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <Spinner />;
  if (!isAuthenticated) return <LoginRequired title={t("shopping.myOrders")} message={t("shopping.loginForOrders")} />;
  return <SignedInOrders />;
}

function SignedInOrders() {
  const t = useMessages();
  const language = useLanguage();
  usePageTitle(t("shopping.myOrders"));
  const { orders, isLoading } = useOrders();
  if (isLoading) return <Spinner />;
  return (
    <div className="container-shop py-10">
      <h1 className="font-display text-4xl font-semibold">{t("shopping.myOrders")}</h1>
      {orders.length === 0 ? (
        <div className="flex flex-col items-center py-16 text-center">
          <p className="text-muted">{t("shopping.noOrders")}</p>
          <Link to={paths.products.getHref()} className={`${primaryButton} mt-8`}>
            {t("shopping.browseProducts")}
          </Link>
        </div>
      ) : (
        <ul className="mt-8 flex flex-col gap-4">
          {orders.map((order) => (
            <li
              key={order.id}
              className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6"
              data-testid="order"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-display text-2xl font-semibold">
                  <Link
                    to={paths.order.getHref(order.id)}
                    className="underline-offset-4 hover:text-peacock hover:underline"
                  >
                    {order.order_number}
                  </Link>
                </h2>
                <OrderStatusBadge status={order.status} />
              </div>
              {order.cancel_reason === "expired" && <p className="text-sm text-muted">{t("shopping.expiredNote")}</p>}
              <p className="text-sm text-muted">
                {indianDate(order.created_at, language)} ·{" "}
                {order.delivery_method === "pickup"
                  ? t("shopping.storePickupAt", { place: order.pickup_location ?? "" })
                  : [t("shopping.homeDelivery"), placeLine(deliveryAddressOf(order))].filter(Boolean).join(", ")}
              </p>
              <ul className="mt-3 space-y-1 text-sm">
                {order.items.map((item) => (
                  <li key={`${item.product_id}-${item.variant_id ?? 0}`} className="flex justify-between gap-4">
                    <span>
                      {nameWithOption(item.name, item.color_name)} ×{item.quantity}
                    </span>
                    <span>{Money.format(Money.fromWire(item.line_total))}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
                <p className="flex flex-wrap items-baseline gap-x-3">
                  <span className="font-semibold">
                    {t("shopping.totalAmount", { amount: Money.format(Money.fromWire(order.total)) })}
                  </span>
                  <PaymentSummary order={order} />
                </p>
                <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
                  <Link to={paths.order.getHref(order.id)} className={`${secondaryButton} px-4 py-2`}>
                    {t("shopping.viewOrder")}
                    <span className="sr-only"> {order.order_number}</span>
                    <ChevronRight className="size-4" aria-hidden />
                  </Link>
                  <a
                    href={order.whatsapp_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${secondaryButton} px-4 py-2`}
                  >
                    <MessageCircle className="size-4" aria-hidden />
                    {t("shopping.openWhatsApp")}
                    <span className="sr-only">{t("shopping.aboutOrder", { number: order.order_number })}</span>
                  </a>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
