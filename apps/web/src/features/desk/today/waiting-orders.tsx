// Today's orders to confirm: those holding scarce stock first, marked, with what they hold of it and how many are left,
// so the owner confirms or cancels them before other shoppers are told a piece is gone (decision 038). The server
// orders them; this shows them in that order.

import { nameWithOption } from "@mayil/core/catalogue/piece-options";
import type { WaitingOrder } from "@mayil/core/orders/owner-schemas";
import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { rupees, useDeskDates } from "../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { ordersHref } from "../../../lib/desk/order-filters";
import { paths } from "../../../lib/paths";

const itemLabel = (item: WaitingOrder["scarce_items"][number]) => nameWithOption(item.name, item.color_name);

export function WaitingOrders({ orders, waiting }: { orders: WaitingOrder[]; waiting: number }) {
  const t = useDeskMessages();
  return (
    <section aria-labelledby="waiting-orders-title" className="mt-8">
      <h2 id="waiting-orders-title" className="font-display text-2xl font-semibold">
        {t("desk.today.waiting.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("desk.today.waiting.note")}</p>
      {orders.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-white p-6 text-center text-muted ring-1 ring-line">
          {t("desk.today.waiting.none")}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" data-testid="waiting-orders">
          {orders.map((order) => (
            <li key={order.id}>
              <WaitingOrderRow order={order} />
            </li>
          ))}
        </ul>
      )}
      {waiting > orders.length && (
        <p className="mt-3 text-sm text-muted">
          {t("desk.today.shownOf", { shown: orders.length, waiting })}{" "}
          <Link to={ordersHref({ status: "placed" })} className="font-medium text-peacock underline">
            {t("desk.today.waiting.seeAll")}
          </Link>
        </p>
      )}
    </section>
  );
}

function WaitingOrderRow({ order }: { order: WaitingOrder }) {
  const scarce = order.scarce_items.length > 0;
  const t = useDeskMessages();
  const { dateTime } = useDeskDates();
  return (
    <Link
      to={paths.ownerOrder.getHref(order.id)}
      className={`flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm ring-1 transition-shadow hover:shadow-md hover:ring-peacock/40 ${
        scarce ? "ring-amber-300" : "ring-line"
      }`}
      data-testid="waiting-order"
      data-scarce={scarce}
    >
      <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-semibold text-ink">
          {order.order_number} · {order.customer_name}
        </span>
        <span className="font-semibold">{rupees(order.total)}</span>
      </span>
      <span className="text-sm text-muted">
        {t("desk.today.placedAt", { when: dateTime(order.created_at) })} ·{" "}
        {t("desk.orders.items", { count: order.item_count })}
      </span>
      {scarce && (
        <span className="mt-1 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="font-semibold">{t("desk.today.waiting.scarce")} </span>
            {order.scarce_items
              .map((item) =>
                item.left === 0
                  ? t("desk.today.waiting.scarceNoneLeft", { held: item.held, piece: itemLabel(item) })
                  : t("desk.today.waiting.scarceLeft", { held: item.held, piece: itemLabel(item), left: item.left }),
              )
              .join("; ")}
          </span>
        </span>
      )}
    </Link>
  );
}
