// 'Pay ₹X now' on the shopper's order page (decision 082): the server opens the gateway's order for exactly what is
// owed, the page loads the gateway's checkout (Razorpay's checkout.js) once and opens it, and when she has paid the
// checkout's three values go back to the server, which checks them and asks the gateway; the page never marks the
// order paid on its own. While the gateway has not confirmed yet, the page asks again a few times; the gateway's
// webhook records the payment in any case.
//
// The button works from the moment it is painted: it is only shown once the page is live (the order is asked for by
// the app), it is never disabled while something loads, and the script is loaded by the tap itself, so an early tap
// on a slow phone starts the payment rather than being lost. A second tap while it opens does nothing more.
import { onlinePaymentEndpoints } from "@mayil/core/api/payments-endpoints";
import { Money } from "@mayil/core/money/money";
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Loader2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { primaryButton } from "../../components/ui/button-styles";
import { api } from "../../lib/api-client";
import { useMessages } from "../../lib/messages";
import { refusalMessage } from "../../lib/refusal-messages";
import { orderKeys } from "./use-orders";

/** What the gateway's checkout hands the page when the shopper has paid (Razorpay's names). */
interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface CheckoutOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: "INR";
  name: string;
  description: string;
  prefill: { name: string; contact: string };
  handler: (success: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
}

interface Checkout {
  open(): void;
  on(event: "payment.failed", callback: (failure: { error?: { description?: string } }) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: CheckoutOptions) => Checkout;
  }
}

export type OnlinePaymentState =
  | { step: "ready" }
  | { step: "opening" }
  | { step: "open" }
  | { step: "confirming" }
  | { step: "waiting" }
  | { step: "paid" }
  | { step: "failed"; message: string };

/** How often, and how many times, the page asks again while the gateway has not confirmed the payment. */
export const RECHECK_EVERY_MS = 3000;
const RECHECKS = 5;

/** The gateway's checkout script did not load (no connection, a blocker): said as such, in the page's language. */
class PageNotLoaded extends Error {}

/** The checkout script, loaded once per page however often she taps (a failed load may be tried again). */
const scripts = new Map<string, Promise<void>>();
function loadCheckoutScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        script.remove();
        reject(new PageNotLoaded());
      };
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

/** The payment's state for one order, and the tap that starts it; kept by the page so it outlives the button. */
export function useOnlinePayment(order: Order) {
  const t = useMessages();
  const queryClient = useQueryClient();
  const [state, setState] = useState<OnlinePaymentState>({ step: "ready" });
  const busy = useRef(false);
  const refetch = useCallback(
    () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) }),
    [queryClient, order.id],
  );

  // While the gateway has not confirmed, the order is asked for again a few times: the webhook records the payment.
  const waiting = state.step === "waiting";
  useEffect(() => {
    if (!waiting) return;
    let times = 0;
    const timer = window.setInterval(() => {
      times += 1;
      void refetch();
      if (times >= RECHECKS) window.clearInterval(timer);
    }, RECHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, refetch]);

  // Once the order itself says it is paid, so does the payment's state (the webhook may come after the checkout).
  const paidOnServer = order.payment_status === "paid";
  useEffect(() => {
    if (paidOnServer) setState((now) => (now.step === "waiting" || now.step === "confirming" ? { step: "paid" } : now));
  }, [paidOnServer]);

  const start = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setState({ step: "opening" });
    try {
      const payment = await api(onlinePaymentEndpoints.startOnlinePayment, { params: { id: order.id } });
      await loadCheckoutScript(payment.checkout_script);
      const Razorpay = window.Razorpay;
      if (!Razorpay) throw new PageNotLoaded();
      const checkout = new Razorpay({
        key: payment.key_id,
        order_id: payment.gateway_order_id,
        amount: payment.amount_paise,
        currency: "INR",
        name: payment.shop_name,
        description: payment.order_number,
        prefill: { name: order.customer_name, contact: order.customer_phone ?? "" },
        handler: (success) => {
          setState({ step: "confirming" });
          api(onlinePaymentEndpoints.confirmOnlinePayment, {
            params: { id: order.id },
            body: {
              gateway_order_id: success.razorpay_order_id,
              gateway_payment_id: success.razorpay_payment_id,
              signature: success.razorpay_signature,
            },
          })
            .then(async ({ confirmed }) => {
              await refetch();
              setState({ step: confirmed ? "paid" : "waiting" });
            })
            // The money may well have moved: the webhook still records it, so she is told to wait, not to pay again.
            .catch(() => setState({ step: "waiting" }))
            .finally(() => {
              busy.current = false;
            });
        },
        modal: {
          ondismiss: () => {
            busy.current = false;
            setState((now) => (now.step === "open" ? { step: "ready" } : now));
          },
        },
      });
      checkout.on("payment.failed", (failure) => {
        // The gateway's reason is its own words (its language, not the shop's), put in as they are.
        const reason = failure.error?.description;
        setState({
          step: "failed",
          message: reason ? t("shopping.payFailed.declinedBecause", { reason }) : t("shopping.payFailed.declined"),
        });
      });
      setState({ step: "open" });
      checkout.open();
    } catch (error) {
      busy.current = false;
      // The server's refusal said by its code (lib/refusal-messages.ts), in the page's language.
      setState({
        step: "failed",
        message:
          error instanceof PageNotLoaded
            ? t("shopping.payFailed.pageNotLoaded")
            : refusalMessage(t, error, "shopping.payFailed.other", {
                busy: () => t("shopping.payFailed.gatewayBusy"),
                conflict: () => t("shopping.payFailed.nothingToPay"),
              }),
      });
    }
  }, [order.id, order.customer_name, order.customer_phone, refetch, t]);

  return { state, start };
}

/** What the shopper sees: the button, or what is happening with her payment; status lines in a live region. */
export function OnlinePayment({
  state,
  duePaise,
  onPay,
}: {
  state: OnlinePaymentState;
  duePaise: number;
  onPay: () => void;
}) {
  const t = useMessages();
  const showButton =
    state.step === "ready" || state.step === "opening" || state.step === "open" || state.step === "failed";
  const opening = state.step === "opening" || state.step === "open";
  return (
    <div className="space-y-3" data-testid="online-payment">
      {showButton && duePaise > 0 && (
        <button
          type="button"
          className={`${primaryButton} w-full font-semibold sm:w-auto`}
          // Busy, not disabled: a disabled button swallows a tap without a word, and the second tap does nothing.
          aria-busy={opening || undefined}
          onClick={onPay}
        >
          {opening ? (
            <>
              <Loader2 className="size-4 animate-spin" aria-hidden />
              {t("shopping.openingPayment")}
            </>
          ) : state.step === "failed" ? (
            t("shopping.tryAgainPay", { amount: Money.format(duePaise) })
          ) : (
            t("shopping.payAmountNow", { amount: Money.format(duePaise) })
          )}
        </button>
      )}
      <div role="status" aria-live="polite" className="text-sm">
        {state.step === "confirming" && (
          <p className="flex items-center gap-2 text-muted">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {t("shopping.confirmingPayment")}
          </p>
        )}
        {state.step === "waiting" && <p className="text-muted">{t("shopping.waitingBank")}</p>}
        {state.step === "paid" && (
          <p className="flex items-center gap-2 font-semibold text-emerald-800">
            <CheckCircle2 className="size-5" aria-hidden />
            {t("shopping.paidThanks")}
          </p>
        )}
      </div>
      {state.step === "failed" && (
        <p role="alert" className="text-sm text-red-800">
          {state.message}
        </p>
      )}
    </div>
  );
}
