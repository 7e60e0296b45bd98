// /owner/orders: every order, newest first, filtered by status and payment and searched by number, name or phone;
// the filters live in the URL. The spreadsheet download sits at the foot.
import { formatIndianMobile } from "@mayil/core/india/indian-mobile";
import { ORDER_STATUSES } from "@mayil/core/orders/order-life-cycle";
import { PAYMENT_STATUSES } from "@mayil/core/orders/order-payments";
import type { OwnerOrderSummary } from "@mayil/core/orders/owner-schemas";
import { Link, useSearchParams } from "react-router";
import { DeskListHeader } from "../../../components/desk/desk-list-header";
import { DeskPagedList } from "../../../components/desk/desk-paged-list";
import { DeskSearchBox } from "../../../components/desk/desk-search-box";
import { LanguageBadge } from "../../../components/desk/language-badge";
import { LabelledSelect } from "../../../components/ui/labelled-select";
import { rupees } from "../../../lib/desk/desk-format";
import { useDeskDateTime } from "../../../lib/desk/desk-language";
import { type DeskSay, useDeskMessages } from "../../../lib/desk/desk-messages";
import { readFilters } from "../../../lib/desk/order-filters";
import { paths } from "../../../lib/paths";
import { setSearchParam } from "../../../lib/set-search-param";
import { usePageTitle } from "../../../lib/use-page-title";
import { InvoicesMonthForm } from "./invoices-month-form";
import { OrdersCsvForm } from "./orders-csv-form";
import { PaymentBadge, RefundOwedBadge, ReturningBadge, StatusBadge } from "./status-badges";
import { useOwnerOrders } from "./use-owner-orders";

const statusOptions = (t: DeskSay) => [
  { value: "", label: t("desk.orders.allStatuses") },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`desk.status.${status}`) })),
];
const paymentOptions = (t: DeskSay) => [
  { value: "", label: t("desk.orders.paidOrNot") },
  { value: "owed", label: t("desk.orders.moneyOwed") },
  ...PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`desk.payment.${status}`) })),
];

export function DeskOrdersPage() {
  const t = useDeskMessages();
  usePageTitle(t("desk.titleOf", { page: t("desk.orders.title") }));
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const orders = useOwnerOrders(filters);

  /** One filter changed: a new history entry, so Back returns to the list as it was. */
  const setFilter = (name: "status" | "payment_status" | "q", value: string, replace = false) => {
    setSearch((current) => setSearchParam(current, name, value), { replace });
  };

  return (
    <section aria-labelledby="orders-title">
      <DeskListHeader
        titleId="orders-title"
        title={t("desk.orders.title")}
        count={
          !orders.isPending && !orders.isError
            ? { text: t("desk.orders.count", { count: orders.total }), testId: "orders-total" }
            : null
        }
      />

      <div className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-end">
        <DeskSearchBox
          label={t("desk.orders.search")}
          placeholder={t("desk.orders.searchPlaceholder")}
          value={filters.q ?? ""}
          onSearch={(q) => setFilter("q", q, true)}
        />
        <LabelledSelect
          label={t("desk.orders.status")}
          value={filters.status ?? ""}
          options={statusOptions(t)}
          onChange={(value) => setFilter("status", value)}
        />
        <LabelledSelect
          label={t("desk.orders.payment")}
          value={filters.payment_status ?? ""}
          options={paymentOptions(t)}
          onChange={(value) => setFilter("payment_status", value)}
        />
      </div>

      <DeskPagedList
        query={orders}
        rows={orders.orders}
        rowKey={(order) => order.id}
        renderRow={(order) => <OrderRow order={order} />}
        loadingLabel={t("desk.orders.loading")}
        emptyText={t("desk.orders.empty")}
        testId="owner-orders"
      />

      <OrdersCsvForm />
      <InvoicesMonthForm />
    </section>
  );
}

function OrderRow({ order }: { order: OwnerOrderSummary }) {
  const t = useDeskMessages();
  const dateTime = useDeskDateTime();
  return (
    // The badges' column may shrink (they wrap) but the customer's never below 9rem: beside the desk's column on a
    // wide screen, a returning customer's badges squeezed her name out of sight.
    // From 1280 px the badges have a column of their own width, so the rows line up.
    <Link
      to={paths.ownerOrder.getHref(order.id)}
      className="grid gap-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line transition-shadow hover:shadow-md hover:ring-peacock/40 sm:grid-cols-[7.5rem_minmax(9rem,1fr)_11.5rem_5.5rem_minmax(0,max-content)] xl:grid-cols-[7.5rem_minmax(9rem,1fr)_11.5rem_5.5rem_16rem] sm:items-center sm:gap-4"
      data-testid="owner-order-row"
    >
      <span className="flex items-center justify-between gap-2 sm:block">
        <span className="font-semibold text-ink">{order.order_number}</span>
        <span className="font-semibold sm:hidden">{rupees(order.total)}</span>
      </span>
      <span className="min-w-0">
        <span className="block truncate text-ink">{order.customer_name}</span>
        <span className="block text-sm text-muted">
          {order.customer_phone ? formatIndianMobile(order.customer_phone) : t("desk.orders.noPhone")}
        </span>
      </span>
      <span className="text-sm text-muted">
        <span className="sm:block">{dateTime(order.created_at)}</span>
        <span className="sm:hidden"> · </span>
        <span className="sm:block">{t("desk.orders.items", { count: order.item_count })}</span>
      </span>
      <span className="hidden text-right font-semibold sm:block">{rupees(order.total)}</span>
      <span className="mt-1 flex flex-wrap gap-2 sm:mt-0 sm:justify-end">
        <StatusBadge status={order.status} />
        <PaymentBadge status={order.payment_status} />
        <RefundOwedBadge amount={order.refund_owed} />
        <ReturningBadge customer={order.customer} />
        <LanguageBadge language={order.language} />
      </span>
    </Link>
  );
}
