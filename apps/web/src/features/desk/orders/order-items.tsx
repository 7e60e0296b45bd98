// What an order holds, as its page lists it: each piece with its colour, count and price, then the money: subtotal,
// delivery, discount, total, what was paid and what is still due (or, when she paid more, what is owed back to her).
import { Money } from "@mayil/core/money/money";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { PRODUCT_IMAGE_SIZE, ResponsiveImage } from "../../../components/ui/responsive-image";
import { rupees } from "../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../lib/desk/desk-messages";

export function OrderItems({ order }: { order: OwnerOrder }) {
  const t = useDeskMessages();
  return (
    <ul className="mt-4 divide-y divide-line" data-testid="order-items">
      {order.items.map((item) => (
        <li key={item.id} className="flex gap-3 py-3 first:pt-0">
          <ResponsiveImage
            src={item.image}
            alt={item.name}
            width={PRODUCT_IMAGE_SIZE}
            height={PRODUCT_IMAGE_SIZE}
            sizes="64px"
            className="size-16 shrink-0 rounded-xl object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="font-medium text-ink">{item.name}</p>
            {item.color_name && (
              <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted">
                {item.color_code && (
                  <span
                    className="inline-block size-3.5 rounded-full ring-1 ring-line"
                    style={{ backgroundColor: item.color_code }}
                    aria-hidden
                  />
                )}
                {item.color_name}
              </p>
            )}
            <p className="mt-0.5 text-sm text-muted">
              {item.quantity} × {rupees(item.unit_price)}
            </p>
            {item.returned_quantity > 0 && (
              <p className="mt-0.5 text-sm font-medium text-violet-900" data-testid="returned-units">
                {item.returned_quantity === item.quantity
                  ? t("desk.order.allCameBack")
                  : t("desk.order.cameBack", { count: item.returned_quantity })}
              </p>
            )}
          </div>
          <p className="shrink-0 font-medium">{rupees(item.line_total)}</p>
        </li>
      ))}
    </ul>
  );
}

export function OrderTotals({ order }: { order: OwnerOrder }) {
  const t = useDeskMessages();
  const row = "flex justify-between gap-4";
  return (
    <dl className="mt-3 space-y-1.5 border-t border-line pt-3 text-sm" data-testid="order-totals">
      <div className={row}>
        <dt className="text-muted">{t("desk.order.subtotal")}</dt>
        <dd>{rupees(order.subtotal)}</dd>
      </div>
      <div className={row}>
        <dt className="text-muted">{t("desk.order.deliveryFee")}</dt>
        <dd>{rupees(order.delivery_fee)}</dd>
      </div>
      {order.payment_choice === "cod" && (
        <div className={row}>
          <dt className="text-muted">{t("desk.order.codFee")}</dt>
          <dd>{rupees(order.cod_fee)}</dd>
        </div>
      )}
      {Money.fromWire(order.discount) > 0 && (
        <div className={row}>
          <dt className="text-muted">{t("desk.order.discount")}</dt>
          <dd>−{rupees(order.discount)}</dd>
        </div>
      )}
      <div className={`${row} text-base font-semibold`}>
        <dt>{t("desk.order.total")}</dt>
        <dd>{rupees(order.total)}</dd>
      </div>
      <div className={row}>
        <dt className="text-muted">{t("desk.order.paid")}</dt>
        <dd>{rupees(order.amount_paid)}</dd>
      </div>
      {Money.fromWire(order.refund_owed) > 0 ? (
        // Paid more than the order now comes to (units came back, or it was edited down): a green "Due ₹0" read as
        // settled while money is still to go back to her.
        <div className={`${row} font-semibold text-violet-900`}>
          <dt>{t("desk.order.refundOwed")}</dt>
          <dd data-testid="totals-refund-owed">{rupees(order.refund_owed)}</dd>
        </div>
      ) : (
        <div
          className={`${row} font-semibold ${Money.fromWire(order.amount_due) > 0 ? "text-red-800" : "text-emerald-800"}`}
        >
          <dt>{t("desk.order.due")}</dt>
          <dd data-testid="amount-due">{rupees(order.amount_due)}</dd>
        </div>
      )}
    </dl>
  );
}
