// /owner/customers: everyone who has ordered, one row per phone number (decision 058), who ordered last first or who
// spent most first, searched by name or by a phone typed any way. The search and sort live in the URL.

import { formatIndianMobile } from "@mayil/core/india/indian-mobile";
import { Money } from "@mayil/core/money/money";
import { CUSTOMER_SORTS, type CustomerSort, type CustomerSummary } from "@mayil/core/orders/customer-schemas";
import { Link, useSearchParams } from "react-router";
import { countOf, DeskListHeader } from "../../../components/desk/desk-list-header";
import { DeskPagedList } from "../../../components/desk/desk-paged-list";
import { DeskSearchBox } from "../../../components/desk/desk-search-box";
import { LabelledSelect } from "../../../components/ui/labelled-select";
import { indianDate, rupees } from "../../../lib/desk/desk-format";
import { type DeskMessageId, useDeskMessages } from "../../../lib/desk/desk-messages";
import { paths } from "../../../lib/paths";
import { setSearchParam } from "../../../lib/set-search-param";
import { usePageTitle } from "../../../lib/use-page-title";
import { useCustomers } from "./use-customers";

const sortOptions: readonly { value: CustomerSort; label: DeskMessageId }[] = [
  { value: "last_order", label: "desk.customers.lastOrderFirst" },
  { value: "spent", label: "desk.customers.spentMostFirst" },
];

export function CustomersPage() {
  const t = useDeskMessages();
  usePageTitle(t("desk.titleOf", { page: t("desk.customers.title") }));
  const [search, setSearch] = useSearchParams();
  const q = search.get("q")?.trim() || undefined;
  const sort = CUSTOMER_SORTS.find((known) => known === search.get("sort")) ?? "last_order";
  const customers = useCustomers({ q, sort });

  return (
    <section aria-labelledby="customers-title">
      <DeskListHeader
        titleId="customers-title"
        title={t("desk.customers.title")}
        description={t("desk.customers.description")}
        count={
          !customers.isPending && !customers.isError
            ? { text: t("desk.customers.count", { count: customers.total }), testId: "customers-total" }
            : null
        }
      />
      <div className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:items-end">
        <DeskSearchBox
          label={t("desk.customers.search")}
          placeholder={t("desk.customers.searchPlaceholder")}
          value={q ?? ""}
          onSearch={(typed) => setSearch((current) => setSearchParam(current, "q", typed), { replace: true })}
        />
        <LabelledSelect
          label={t("desk.customers.order")}
          value={sort}
          options={sortOptions.map((option) => ({ ...option, label: t(option.label) }))}
          onChange={(value) =>
            setSearch((current) => setSearchParam(current, "sort", value === "last_order" ? "" : value))
          }
        />
      </div>
      <DeskPagedList
        query={customers}
        rows={customers.customers}
        rowKey={(customer) => customer.id}
        renderRow={(customer) => <CustomerRow customer={customer} />}
        loadingLabel={t("desk.customers.loading")}
        emptyText={q ? t("desk.customers.noMatch") : t("desk.customers.none")}
        testId="customers"
      />
    </section>
  );
}

/**
 * "2 orders · 1 cancelled", or "1 cancelled order" for a customer none of whose orders stands (decision 073): she is
 * listed, since she wanted to buy and the owner may follow her up, but never as "0 orders".
 */
function ordersText(customer: CustomerSummary): string {
  const cancelled = customer.cancelled_orders;
  if (customer.orders === 0) return countOf(cancelled, "cancelled order", "cancelled orders");
  const orders = countOf(customer.orders, "order", "orders");
  return cancelled > 0 ? `${orders} · ${cancelled} cancelled` : orders;
}

function CustomerRow({ customer }: { customer: CustomerSummary }) {
  const owes = Money.fromWire(customer.owed) > 0;
  return (
    <Link
      to={paths.ownerCustomer.getHref(customer.id)}
      className="grid gap-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line transition-shadow hover:shadow-md hover:ring-peacock/40 sm:grid-cols-[minmax(0,1fr)_12rem_8rem_8rem] sm:items-center sm:gap-4"
      data-testid="customer-row"
    >
      <span className="flex min-w-0 items-baseline justify-between gap-2 sm:block">
        <span className="block truncate font-semibold text-ink">{customer.name}</span>
        <span className="block shrink-0 text-sm text-muted lining-nums">{formatIndianMobile(customer.phone)}</span>
      </span>
      <span className="text-sm text-muted lining-nums" data-testid="customer-orders">
        {ordersText(customer)} · last {indianDate(customer.last_order_at)}
      </span>
      <span className="text-sm lining-nums sm:text-right" data-testid="customer-spent">
        {customer.orders === 0 ? (
          <span className="text-muted">No sale</span>
        ) : (
          <>
            <span className="text-muted">Spent </span>
            <span className="font-semibold text-ink">{rupees(customer.spent)}</span>
            {Money.fromWire(customer.returns) > 0 && (
              <span className="block text-xs text-muted">after {rupees(customer.returns)} returned</span>
            )}
          </>
        )}
      </span>
      <span className="text-sm lining-nums sm:text-right">
        {owes ? (
          <span className="font-medium text-red-900">Owes {rupees(customer.owed)}</span>
        ) : (
          <span className="text-muted">Nothing owed</span>
        )}
      </span>
    </Link>
  );
}
