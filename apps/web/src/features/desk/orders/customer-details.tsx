// Who an order is for, as its page shows it: name, email, one tap to call or chat, a warning when the order's phone
// is not the one on her earlier orders, and where it goes (the pickup point or the delivery address) with her instructions.
import { addressLines, deliveryAddressOf } from "@mayil/core/account/delivery-address";
import { formatIndianMobile } from "@mayil/core/india/indian-mobile";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { MessageCircle, Phone, TriangleAlert } from "lucide-react";
import { LanguageBadge } from "../../../components/desk/language-badge";
import { secondaryButton } from "../../../components/ui/button-styles";
import { PickupPointDetails } from "../../../components/ui/pickup-point-details";
import { useDeskMessages } from "../../../lib/desk/desk-messages";

/**
 * Anyone can type any number at the checkout, and the shop's messages go to it from the shop's own WhatsApp: when it
 * is not the number the shop already confirmed an earlier order of hers on, the owner checks it is hers before
 * sending anything. A first order carries no warning (decision 073): there is nothing yet to differ from.
 */
function PhoneNotHersBefore({ knownPhone }: { knownPhone: string }) {
  const t = useDeskMessages();
  return (
    <p
      className="mt-3 flex gap-2 rounded-xl bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200"
      data-testid="phone-not-account"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{t("desk.order.customerDetails.notHerNumber", { phone: formatIndianMobile(knownPhone) })}</span>
    </p>
  );
}

export function CustomerDetails({ order }: { order: OwnerOrder }) {
  const t = useDeskMessages();
  const label = "text-xs font-medium tracking-wide text-muted uppercase";
  return (
    <div className="mt-3 space-y-4 text-sm">
      <div>
        <p className="flex flex-wrap items-center gap-2 text-base font-medium text-ink">
          {order.customer_name}
          <LanguageBadge language={order.language} />
        </p>
        {order.customer_email && <p className="text-muted">{order.customer_email}</p>}
        {/* A deleted account's orders keep no phone (decision 016), nor does a walk-in sale entered without one. */}
        {order.customer_phone && order.customer_chat_url && (
          <div className="mt-3 flex flex-wrap gap-2">
            <a href={`tel:${order.customer_phone}`} className={`${secondaryButton} px-4 py-2`}>
              <Phone className="size-4" aria-hidden />
              {t("desk.order.customerDetails.call", { phone: formatIndianMobile(order.customer_phone) })}
            </a>
            <a
              href={order.customer_chat_url}
              target="_blank"
              rel="noopener noreferrer"
              className={`${secondaryButton} px-4 py-2`}
            >
              <MessageCircle className="size-4" aria-hidden />
              {t("desk.order.customerDetails.chat")}
            </a>
          </div>
        )}
        {order.known_phone && <PhoneNotHersBefore knownPhone={order.known_phone} />}
      </div>
      {order.delivery_method === "pickup" ? (
        <div>
          <p className={label}>{t("desk.order.customerDetails.storePickup")}</p>
          <p className="mt-1">
            <PickupPointDetails name={order.pickup_location} />
          </p>
        </div>
      ) : (
        <div>
          <p className={label}>{t("desk.order.customerDetails.homeDelivery")}</p>
          <p className="mt-1 whitespace-pre-line text-ink" data-testid="delivery-address">
            {addressLines(deliveryAddressOf(order)).join("\n")}
          </p>
        </div>
      )}
      {order.special_instructions && (
        <div>
          <p className={label}>{t("desk.order.customerDetails.instructions")}</p>
          <p className="mt-1 whitespace-pre-line text-ink">{order.special_instructions}</p>
        </div>
      )}
    </div>
  );
}
