// Today's cash on delivery orders to confirm (decision 083), oldest first as they expire first, each marked with what
// to ask her about before confirming: her first order, outside Kerala, a parcel refused before, a high value. About
// a quarter of COD parcels come back refused, each costing two courier legs: the owner asks in the chat, from the
// order's page, then confirms or cancels. Only rendered when there are some.
import { COD_RISK_LABELS } from "@mayil/core/orders/cod-risks";
import type { CodToConfirm } from "@mayil/core/orders/owner-schemas";
import { Link } from "react-router";
import { indianDateTime, rupees } from "../../../lib/desk/desk-format";
import { paths } from "../../../lib/paths";

export function CodToConfirmList({ orders, waiting }: { orders: CodToConfirm[]; waiting: number }) {
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="cod-to-confirm-title" className="mt-8">
      <h2 id="cod-to-confirm-title" className="font-display text-2xl font-semibold">
        To confirm (cash on delivery)
      </h2>
      <p className="mt-1 text-sm text-muted">
        She pays the courier at her door. Ask her to confirm in the chat before packing, most of all where it is marked.
      </p>
      <ul className="mt-4 flex flex-col gap-3" data-testid="cod-to-confirm">
        {orders.map((order) => (
          <li key={order.id}>
            <Link
              to={paths.ownerOrder.getHref(order.id)}
              className={`flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm ring-1 transition-shadow hover:shadow-md hover:ring-peacock/40 ${
                order.risks.length > 0 ? "ring-amber-300" : "ring-line"
              }`}
              data-testid="cod-order"
            >
              <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="font-semibold text-ink">
                  {order.order_number} · {order.customer_name}
                </span>
                <span className="font-semibold">{rupees(order.total)} to collect</span>
              </span>
              <span className="text-sm text-muted">
                Placed {indianDateTime(order.created_at)}
                {order.customer_state ? ` · ${order.customer_state}` : ""}
              </span>
              {order.risks.length > 0 && (
                <span className="mt-1 flex flex-wrap gap-2" data-testid="cod-risks">
                  {order.risks.map((risk) => (
                    <span
                      key={risk}
                      className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-950"
                    >
                      {risk === "refused_before" && order.refusals > 1
                        ? `Refused ${order.refusals} parcels before`
                        : COD_RISK_LABELS[risk]}
                    </span>
                  ))}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      {waiting > orders.length && (
        <p className="mt-3 text-sm text-muted">
          {orders.length} of {waiting} shown.
        </p>
      )}
    </section>
  );
}
