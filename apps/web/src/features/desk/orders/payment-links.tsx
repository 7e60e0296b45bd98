// Payment links on the order's payments panel (decision 082). With the gateway, while money is owed: "Send a payment
// link" for an amount (what is owed to start with, or less as agreed in the chat), handed on with the WhatsApp message
// that sends it, as a payment's receipt is; below it the links sent, an open one with "Send again". The payment comes
// back by itself, so there is nothing to record. Without the gateway, one quiet line on what it would add.
import { Money } from "@mayil/core/money/money";
import { isClosed } from "@mayil/core/orders/order-life-cycle";
import type { OrderPaymentLink, OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { type FormEvent, useId, useState } from "react";
import { secondaryButton } from "../../../components/ui/button-styles";
import { fieldLabelStyle, fieldStyle } from "../../../components/ui/text-field";
import { ApiError } from "../../../lib/api-client";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { indianDateTime, rupees } from "../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { offlineRefusalSaid } from "../../../lib/desk/offline";
import { toast } from "../../../lib/toast-store";
import { useSendPaymentLink } from "./use-owner-order";

export function PaymentLinks({ order, onDone }: { order: OwnerOrder; onDone: (done: DeskDone) => void }) {
  const t = useDeskMessages();
  const owed = Money.fromWire(order.amount_due) > 0 && !isClosed(order.status);
  if (!order.payment_gateway) {
    return owed ? (
      <p className="mt-4 text-xs text-muted" data-testid="gateway-note">
        {t("desk.order.link.gatewayNote")}
      </p>
    ) : null;
  }
  return (
    <>
      {owed && (
        <>
          <h3 className="mt-5 font-medium text-ink">{t("desk.order.link.send")}</h3>
          <PaymentLinkForm order={order} key={order.amount_due} onDone={onDone} />
        </>
      )}
      {order.payment_links.length > 0 && (
        <>
          <h3 className="mt-5 font-medium text-ink">{t("desk.order.link.heading")}</h3>
          <ul className="mt-1 divide-y divide-line text-sm" data-testid="payment-links">
            {order.payment_links.map((link) => (
              <PaymentLinkRow key={link.id} link={link} canSend={owed} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function PaymentLinkForm({ order, onDone }: { order: OwnerOrder; onDone: (done: DeskDone) => void }) {
  const t = useDeskMessages();
  const ids = useId();
  const send = useSendPaymentLink(order.id);
  const [amount, setAmount] = useState(order.amount_due);
  const [problem, setProblem] = useState<{ field: "amount" | "form"; message: string } | null>(null);

  // Awaited, not the mutation's callbacks: the owner must hear of the link whatever the new order shows.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const body = await send.mutateAsync({ amount: amount.trim() });
      const what = t("desk.order.link.what", { amount: rupees(body.link.amount), number: order.order_number });
      toast({ title: t("desk.order.link.ready"), description: what });
      onDone({ title: t("desk.order.link.readyFor", { what }), customerWhatsappUrl: body.customer_whatsapp_url });
    } catch (error) {
      const offline = offlineRefusalSaid(error, t);
      if (offline) setProblem({ field: "form", message: offline });
      else if (error instanceof ApiError && error.code === "invalid_input") {
        setProblem({ field: "amount", message: error.message });
      } else {
        // Nothing owed, the order closed, the gateway not replying: said beside the button, in the shop's words.
        setProblem({ field: "form", message: error instanceof Error ? error.message : t("desk.order.tryAgain") });
      }
    }
  };

  const errorId = `${ids}-${problem?.field ?? "none"}-error`;
  const error = (field: "amount" | "form") =>
    problem?.field === field ? (
      <p id={errorId} className="mt-1 text-sm text-red-700" role="alert">
        {problem.message}
      </p>
    ) : null;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mt-3 flex flex-col gap-3"
      noValidate
      data-testid="send-payment-link"
    >
      <div>
        <label htmlFor={`${ids}-amount`} className={fieldLabelStyle}>
          {t("desk.order.link.amount")}
        </label>
        <input
          id={`${ids}-amount`}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={problem?.field === "amount" || undefined}
          aria-describedby={problem?.field === "amount" ? errorId : undefined}
          className={fieldStyle}
        />
        {error("amount")}
      </div>
      {error("form")}
      <button type="submit" disabled={send.isPending} className={secondaryButton}>
        {send.isPending ? t("desk.order.link.making") : t("desk.order.link.send")}
      </button>
    </form>
  );
}

function PaymentLinkRow({ link, canSend }: { link: OrderPaymentLink; canSend: boolean }) {
  const t = useDeskMessages();
  const paid = link.status === "paid";
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 py-2" data-testid="payment-link">
      <span>
        <span className="font-medium text-ink">{rupees(link.amount)}</span>
        <span className={paid ? "font-medium text-emerald-800" : "text-muted"}>
          {" "}
          · {paid ? t("desk.order.link.paid") : t("desk.order.link.open")}
        </span>
        <span className="block text-xs text-muted">
          <time dateTime={link.created_at}>{indianDateTime(link.created_at)}</time> ·{" "}
          <span className="break-all">{link.url}</span>
        </span>
      </span>
      {!paid && canSend && link.customer_whatsapp_url && (
        <a
          href={link.customer_whatsapp_url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t("desk.order.link.sendAgainLabel", { amount: rupees(link.amount) })}
          className="rounded-full px-2 py-1 text-sm font-medium text-peacock underline underline-offset-2"
        >
          {t("desk.order.link.sendAgain")}
        </a>
      )}
    </li>
  );
}
