// 'What happens next' on an order the shop has not confirmed yet, and the thanks right after ordering: send the
// message in WhatsApp (the chat button again, the same link), the shop confirms in the chat, how to pay (UPI when
// the shop takes it, else what the shop will say), then packing and shipping or pickup.
import { deliveryAddressOf, greetingName, wholeAddress } from "@mayil/core/account/delivery-address";
import { Money } from "@mayil/core/money/money";
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import { CheckCircle2, MessageCircle } from "lucide-react";
import { useId } from "react";
import { Message, useMessages } from "../../lib/messages";

interface OrderNextStepsProps {
  order: Order;
  /** The shopper has just placed it (she came from the checkout): thank her. */
  justPlaced: boolean;
  /** Still to pay, in paise. */
  duePaise: number;
  /** The shop takes UPI for this order: the Pay by UPI card is on the page. */
  payByUpi: boolean;
  /** Paying online now (the shop takes it for this order): the Pay button and what follows, above the UPI card. */
  payOnline?: React.ReactNode;
  className?: string;
}

export function OrderNextSteps({
  order,
  justPlaced,
  duePaise,
  payByUpi,
  payOnline,
  className = "",
}: OrderNextStepsProps) {
  const t = useMessages();
  const heading = useId();
  const pickup = order.delivery_method === "pickup";
  const address = wholeAddress(deliveryAddressOf(order));
  const steps = [
    t("shopping.next.sendMessage"),
    t("shopping.next.weConfirm"),
    // Paid before the shop confirmed (online, most often): no step asks for money any more.
    duePaise === 0 && Money.fromWire(order.amount_paid) > 0
      ? t("shopping.next.paidInFull")
      : payByUpi
        ? t(payOnline ? "shopping.next.payUpiOrOnline" : "shopping.next.payUpi", { amount: Money.format(duePaise) })
        : payOnline
          ? t("shopping.next.payOnline", { amount: Money.format(duePaise) })
          : pickup
            ? t("shopping.next.payAtPickup")
            : t("shopping.next.howToPay"),
    pickup
      ? t("shopping.next.packPickup", { place: order.pickup_location ?? t("shopping.next.ourPickupPoint") })
      : t("shopping.next.packShip", { address }),
  ];
  return (
    <section
      aria-labelledby={heading}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6 ${className}`}
      data-testid="order-next-steps"
    >
      {justPlaced ? (
        <div className="flex items-start gap-3">
          <CheckCircle2 className="mt-1 size-7 shrink-0 text-emerald-700" aria-hidden />
          <div>
            <h2 id={heading} className="font-display text-2xl font-semibold">
              {t("shopping.next.thankYou", { name: greetingName(order.customer_name) })}
            </h2>
            <p className="mt-1 text-muted">
              <Message
                id="shopping.next.orderNumberIs"
                values={{ number: order.order_number }}
                components={{ 0: <span className="font-semibold text-ink lining-nums" /> }}
              />
            </p>
          </div>
        </div>
      ) : (
        <h2 id={heading} className="font-display text-2xl font-semibold">
          {t("shopping.next.heading")}
        </h2>
      )}
      <ol className="mt-4 space-y-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-peacock/10 text-sm font-semibold text-peacock"
              aria-hidden
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
      {payOnline && <div className="mt-5 border-t border-line pt-5">{payOnline}</div>}
      <a
        href={order.whatsapp_url}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-5 inline-flex w-full items-center justify-center gap-2 rounded-full bg-[#1a7f4b] px-6 py-3 text-sm font-semibold text-white shadow-sm hover:bg-[#146b3e] sm:w-auto"
      >
        <MessageCircle className="size-5" aria-hidden />
        {t("shopping.openWhatsApp")}
      </a>
    </section>
  );
}
