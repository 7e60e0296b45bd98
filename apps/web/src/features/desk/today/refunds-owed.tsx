// Today's refunds owed: orders that hold money of the customer's beyond what they are worth now (edited below what
// was paid, units that came back, cancelled after paying), each with the amount, until the refund is recorded. Only
// rendered when there are some: most days there are none.
import type { OwnerToday } from "@mayil/core/orders/owner-schemas";
import { Link } from "react-router";
import { rupees } from "../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { paths } from "../../../lib/paths";

export function RefundsOwed({ orders }: { orders: OwnerToday["refunds_owed"] }) {
  const t = useDeskMessages();
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="refunds-owed-title" className="mt-8">
      <h2 id="refunds-owed-title" className="font-display text-2xl font-semibold">
        {t("desk.today.refundsOwed")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("desk.today.refundsOwed.note")}</p>
      <ul className="mt-4 flex flex-col gap-3" data-testid="refunds-owed">
        {orders.map((order) => (
          <li key={order.id}>
            <Link
              to={paths.ownerOrder.getHref(order.id)}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-violet-200 transition-shadow hover:shadow-md"
              data-testid="refund-owed-order"
            >
              <span className="font-semibold text-ink">
                {order.order_number} · {order.customer_name}
                <span className="ml-2 text-sm font-normal text-muted">{t(`desk.status.${order.status}`)}</span>
              </span>
              <span className="font-semibold text-violet-900">
                {t("desk.refundOwed", { amount: rupees(order.refund_owed) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
