// The notice at the top of an order's page after she changed it, with the message to the customer.
import { greetingName } from "@mayil/core/account/delivery-address";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { MessageCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { useDeskMessages } from "../../../lib/desk/desk-messages";

/**
 * After a move, a payment or an edit: the message to the customer, ready to send in one tap (focus goes there, as the
 * button pressed may be gone). An order without a phone has nothing to send: the notice only says what was done.
 */
export function CustomerMessage({
  order,
  done,
  onDismiss,
}: {
  order: OwnerOrder;
  done: DeskDone;
  onDismiss: () => void;
}) {
  const t = useDeskMessages();
  const link = useRef<HTMLAnchorElement>(null);
  const dismiss = useRef<HTMLButtonElement>(null);
  useEffect(() => (link.current ?? dismiss.current)?.focus(), []);
  return (
    <div
      role="status"
      className="mt-5 flex flex-col gap-3 rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-200 sm:flex-row sm:items-center sm:justify-between sm:p-5"
      data-testid="customer-message"
    >
      <p className="text-emerald-950">
        <span className="font-semibold">{done.title}.</span>{" "}
        {done.customerWhatsappUrl
          ? t("desk.order.message.letHerKnow", { name: greetingName(order.customer_name) })
          : t("desk.order.message.noPhone")}
        {done.customerWhatsappUrl && order.known_phone && (
          <span className="mt-1 block text-amber-950">{t("desk.order.message.notHerNumber")}</span>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {done.customerWhatsappUrl && (
          <a
            ref={link}
            href={done.customerWhatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex flex-1 items-center justify-center gap-2 rounded-full bg-[#1a7f4b] px-6 py-3 text-sm font-semibold text-white shadow-sm hover:bg-[#146b3e] sm:flex-none"
          >
            <MessageCircle className="size-5" aria-hidden />
            {t("desk.order.message.send", { name: greetingName(order.customer_name) })}
          </a>
        )}
        <button
          ref={dismiss}
          type="button"
          onClick={onDismiss}
          className="text-sm text-emerald-950 underline underline-offset-2"
        >
          {t("desk.order.message.done")}
        </button>
      </div>
    </div>
  );
}
