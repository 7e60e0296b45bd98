// /owner/customers/:id: one customer (a phone number, decision 058) as the owner looks her up: how to reach her, what
// she has spent and still owes, and every order of hers, each opening its page on the desk.

import { formatIndianMobile } from "@mayil/core/india/indian-mobile";
import { Money } from "@mayil/core/money/money";
import type { CustomerOrder, CustomerResponse } from "@mayil/core/orders/customer-schemas";
import { MessageCircle, Phone } from "lucide-react";
import { Link, useParams } from "react-router";
import { DeskBackLink } from "../../../components/desk/desk-back-link";
import { DeskError } from "../../../components/desk/desk-error";
import { DeskPanel } from "../../../components/desk/desk-panel";
import { LanguageBadge } from "../../../components/desk/language-badge";
import { secondaryButton } from "../../../components/ui/button-styles";
import { Spinner } from "../../../components/ui/spinner";
import { rupees, useDeskDates } from "../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { paths } from "../../../lib/paths";
import { usePageTitle } from "../../../lib/use-page-title";
import { useCustomer } from "./use-customers";

export function CustomerPage() {
  const id = Number(useParams().id);
  const customer = useCustomer(id);
  const t = useDeskMessages();
  usePageTitle(t("desk.titleOf", { page: customer.data ? customer.data.customer.name : t("desk.customer.title") }));
  if (!Number.isSafeInteger(id) || id <= 0) return <DeskError error={new Error(t("desk.customer.notFound"))} />;
  if (customer.isPending) return <Spinner label={t("desk.customer.loading")} />;
  if (customer.isError) return <DeskError error={customer.error} retry={() => void customer.refetch()} />;
  return <CustomerSheet data={customer.data} />;
}

function CustomerSheet({ data: { customer, orders } }: { data: CustomerResponse }) {
  const t = useDeskMessages();
  const { date } = useDeskDates();
  const figure = "text-xs font-medium tracking-wide text-muted uppercase";
  return (
    <article aria-labelledby="customer-title">
      <DeskBackLink to={paths.ownerCustomers.getHref()}>{t("desk.customer.allCustomers")}</DeskBackLink>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 id="customer-title" className="font-display text-3xl font-semibold sm:text-4xl">
          {customer.name}
        </h1>
        {/* The language of her latest order: the one she last shopped in. */}
        <LanguageBadge language={customer.language} />
      </div>
      <p className="mt-1 text-sm text-muted lining-nums">
        {formatIndianMobile(customer.phone)}
        {customer.has_account ? ` · ${t("desk.customer.hasAccount")}` : ""}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={`tel:${customer.phone}`} className={`${secondaryButton} px-4 py-2`}>
          <Phone className="size-4" aria-hidden />
          {t("desk.customer.call")}
        </a>
        <a
          href={customer.chat_url}
          target="_blank"
          rel="noopener noreferrer"
          className={`${secondaryButton} px-4 py-2`}
        >
          <MessageCircle className="size-4" aria-hidden />
          {t("desk.customer.chat")}
        </a>
      </div>

      <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
        <DeskPanel title={t("desk.customer.totals")}>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm lining-nums" data-testid="customer-totals">
            <div>
              <dt className={figure}>{t("desk.customer.orders")}</dt>
              <dd className="mt-0.5 text-base font-semibold text-ink">
                {customer.orders}
                {customer.cancelled_orders > 0 && (
                  <span className="text-sm font-normal text-muted">
                    {" · "}
                    {t("desk.customer.cancelled", { count: customer.cancelled_orders })}
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt className={figure}>{t("desk.customer.spent")}</dt>
              <dd className="mt-0.5 text-base font-semibold text-ink">{rupees(customer.spent)}</dd>
              {Money.fromWire(customer.returns) > 0 && (
                <dd className="text-xs text-muted">
                  {t("desk.customer.afterReturns", { amount: rupees(customer.returns) })}
                </dd>
              )}
            </div>
            <div>
              <dt className={figure}>{t("desk.customer.paid")}</dt>
              <dd className="mt-0.5 text-base text-ink">{rupees(customer.paid)}</dd>
            </div>
            <div>
              <dt className={figure}>{t("desk.customer.owes")}</dt>
              <dd
                className={`mt-0.5 text-base ${Money.fromWire(customer.owed) > 0 ? "font-semibold text-red-900" : "text-ink"}`}
              >
                {rupees(customer.owed)}
              </dd>
            </div>
            <div>
              <dt className={figure}>{t("desk.customer.firstOrder")}</dt>
              <dd className="mt-0.5 text-ink">{date(customer.first_order_at)}</dd>
            </div>
            <div>
              <dt className={figure}>{t("desk.customer.lastOrder")}</dt>
              <dd className="mt-0.5 text-ink">{date(customer.last_order_at)}</dd>
            </div>
            {/* Her parcels' outcomes: a refused one (returned to origin) is what to weigh before cash on delivery. */}
            <div>
              <dt className={figure}>{t("desk.customer.parcelsDelivered")}</dt>
              <dd className="mt-0.5 text-ink" data-testid="customer-parcels-delivered">
                {customer.parcels.delivered}
              </dd>
            </div>
            <div>
              <dt className={figure}>{t("desk.customer.parcelsRefused")}</dt>
              <dd
                className={`mt-0.5 ${customer.parcels.returned_to_origin > 0 ? "font-semibold text-red-900" : "text-ink"}`}
                data-testid="customer-parcels-refused"
              >
                {customer.parcels.returned_to_origin}
                {customer.parcels.returned_to_origin > 0 && (
                  <span className="text-xs font-normal text-muted"> {t("desk.customer.returnedToOrigin")}</span>
                )}
              </dd>
            </div>
          </dl>
        </DeskPanel>

        <DeskPanel title={t("desk.customer.herOrders")}>
          <p className="mt-1 text-sm text-muted">{t("desk.customer.herOrders.note")}</p>
          <ul className="mt-3 flex flex-col gap-2" data-testid="customer-orders">
            {orders.map((order) => (
              <li key={order.id}>
                <CustomerOrderRow order={order} />
              </li>
            ))}
          </ul>
        </DeskPanel>
      </div>
    </article>
  );
}

function CustomerOrderRow({ order }: { order: CustomerOrder }) {
  const owes = Money.fromWire(order.owed) > 0;
  const t = useDeskMessages();
  const { dateTime } = useDeskDates();
  return (
    <Link
      to={paths.ownerOrder.getHref(order.id)}
      className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 rounded-xl p-3 ring-1 ring-line transition-colors hover:bg-sand hover:ring-peacock/40"
      data-testid="customer-order"
    >
      <span className="font-semibold text-ink lining-nums">{order.order_number}</span>
      <span className="text-right font-semibold text-ink lining-nums">{rupees(order.total)}</span>
      <span className="text-sm text-muted lining-nums">{dateTime(order.created_at)}</span>
      <span className="text-right text-sm text-muted">
        {t(`desk.status.${order.status}`)} ·{" "}
        <span className={owes ? "font-medium text-red-900" : undefined}>
          {owes
            ? t("desk.customer.orderOwes", { amount: rupees(order.owed) })
            : t(`desk.payment.${order.payment_status}`)}
        </span>
      </span>
    </Link>
  );
}
