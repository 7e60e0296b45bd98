// Today's orders to confirm: those holding scarce stock first, marked, with what they hold of it and how many are left,
// so the owner confirms or cancels them before other shoppers are told a piece is gone (decision 038). The server
// orders them; this shows them in that order.

import { nameWithOption } from "@mayil/core/catalogue/piece-options";
import type { WaitingOrder } from "@mayil/core/orders/owner-schemas";
import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { counted } from "../../../lib/counted";
import { indianDateTime, rupees } from "../../../lib/desk/desk-format";
import { ordersHref } from "../../../lib/desk/order-filters";
import { paths } from "../../../lib/paths";

const itemLabel = (item: WaitingOrder["scarce_items"][number]) => nameWithOption(item.name, item.color_name);

export function WaitingOrders({ orders, waiting }: { orders: WaitingOrder[]; waiting: number }) {
  return (
    <section aria-labelledby="waiting-orders-title" className="mt-8">
      <h2 id="waiting-orders-title" className="font-display text-2xl font-semibold">
        Orders to confirm
      </h2>
      <p className="mt-1 text-sm text-muted">
        Orders holding pieces that are running out come first: confirm or cancel them in the chat before other shoppers
        are told a piece is gone.
      </p>
      {orders.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-white p-6 text-center text-muted ring-1 ring-line">
          No orders are waiting for confirmation.
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
          {orders.length} of {waiting} shown.{" "}
          <Link to={ordersHref({ status: "placed" })} className="font-medium text-peacock underline">
            See every order waiting
          </Link>
        </p>
      )}
    </section>
  );
}

function WaitingOrderRow({ order }: { order: WaitingOrder }) {
  const scarce = order.scarce_items.length > 0;
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
        Placed {indianDateTime(order.created_at)} · {counted(order.item_count, "item")}
      </span>
      {scarce && (
        <span className="mt-1 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="font-semibold">Holds scarce stock: </span>
            {order.scarce_items
              .map((item) => `${item.held} of ${itemLabel(item)}, ${item.left === 0 ? "none" : item.left} left`)
              .join("; ")}
          </span>
        </span>
      )}
    </Link>
  );
}
