// Today's cash on delivery orders to confirm (decision 083), oldest first as they expire first, each marked with what
// to ask her about before confirming: her first order, outside Kerala, a parcel refused before, a high value. About
// a quarter of COD parcels come back refused, each costing two courier legs: the owner asks in the chat, from the
// order's page, then confirms or cancels. Only rendered when there are some.

import { Money } from "@mayil/core/money/money";
import { COD_HIGH_VALUE_PAISE, type CodRisk, SHOP_STATE } from "@mayil/core/orders/cod-risks";
import type { CodToConfirm } from "@mayil/core/orders/owner-schemas";
import { Link } from "react-router";
import { rupees, useDeskDates } from "../../../lib/desk/desk-format";
import { type DeskSay, useDeskMessages } from "../../../lib/desk/desk-messages";
import { paths } from "../../../lib/paths";

/** Each mark as the desk says it, in her language. */
function riskLabel(risk: CodRisk, refusals: number, t: DeskSay): string {
  switch (risk) {
    case "first_order":
      return t("desk.today.cod.risk.firstOrder");
    case "other_state":
      return t("desk.today.cod.risk.otherState", { state: SHOP_STATE });
    case "refused_before":
      return refusals > 1
        ? t("desk.today.cod.risk.refusedMany", { count: refusals })
        : t("desk.today.cod.risk.refusedBefore");
    case "high_value":
      return t("desk.today.cod.risk.highValue", { amount: Money.format(COD_HIGH_VALUE_PAISE) });
  }
}

export function CodToConfirmList({ orders, waiting }: { orders: CodToConfirm[]; waiting: number }) {
  const t = useDeskMessages();
  const { dateTime } = useDeskDates();
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="cod-to-confirm-title" className="mt-8">
      <h2 id="cod-to-confirm-title" className="font-display text-2xl font-semibold">
        {t("desk.today.cod.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("desk.today.cod.note")}</p>
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
                <span className="font-semibold">{t("desk.today.cod.toCollect", { amount: rupees(order.total) })}</span>
              </span>
              <span className="text-sm text-muted">
                {t("desk.today.placedAt", { when: dateTime(order.created_at) })}
                {order.customer_state ? ` · ${order.customer_state}` : ""}
              </span>
              {order.risks.length > 0 && (
                <span className="mt-1 flex flex-wrap gap-2" data-testid="cod-risks">
                  {order.risks.map((risk) => (
                    <span
                      key={risk}
                      className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-950"
                    >
                      {riskLabel(risk, order.refusals, t)}
                    </span>
                  ))}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      {waiting > orders.length && (
        <p className="mt-3 text-sm text-muted">{t("desk.today.shownOf", { shown: orders.length, waiting })}</p>
      )}
    </section>
  );
}
