// An order's way from placed to completed as steps, the ones it has reached ticked with their date and time; a
// cancelled or returned order shows the steps it did reach, then how it ended.
import type { OrderStatus } from "@mayil/core/orders/order-life-cycle";
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import { Check, X } from "lucide-react";
import { indianDateTime } from "../../lib/indian-dates";
import { useLanguage } from "../../lib/language";
import { type MessageId, useMessages } from "../../lib/messages";
import { statusLabel } from "./order-status";

/** Every live order walks one of these, by how it reaches her. */
const STEPS: Record<Order["delivery_method"], OrderStatus[]> = {
  delivery: ["placed", "confirmed", "packed", "shipped", "completed"],
  pickup: ["placed", "confirmed", "packed", "ready_for_pickup", "completed"],
};

/** As a step the first state is what happened ('Placed'); as a badge it is what she waits for. */
const stepLabel = (status: OrderStatus): MessageId =>
  status === "placed" ? "shopping.step.placed" : statusLabel(status);

interface Step {
  status: OrderStatus;
  at: string | null;
  note?: MessageId;
}

function stepsOf(order: Order): Step[] {
  const when = (status: OrderStatus) => order.timeline.findLast((change) => change.status === status)?.at ?? null;
  const steps = STEPS[order.delivery_method];
  // A step the shop stepped back from (shipped → packed, decision 029) is no longer reached.
  const now = steps.indexOf(order.status);
  const path = steps.map((status, index) => ({ status, at: now >= 0 && index > now ? null : when(status) }));
  if (order.status !== "cancelled" && order.status !== "returned") return path;
  const ending = order.timeline.findLast((change) => change.status === order.status);
  return [
    ...path.filter((step) => step.at !== null),
    {
      status: order.status,
      at: ending?.at ?? null,
      note: order.status === "cancelled" && order.cancel_reason === "expired" ? "shopping.expiredNote" : undefined,
    },
  ];
}

export function OrderProgress({ order }: { order: Order }) {
  const t = useMessages();
  const language = useLanguage();
  const steps = stepsOf(order);
  return (
    <ol className="flex flex-col" data-testid="order-progress">
      {steps.map((step, index) => {
        const reached = step.at !== null;
        const current = step.status === order.status;
        const ended = step.status === "cancelled" || step.status === "returned";
        const last = index === steps.length - 1;
        return (
          <li key={step.status} className="flex gap-4" aria-current={current ? "step" : undefined}>
            <div className="flex flex-col items-center">
              <span
                className={`flex size-7 shrink-0 items-center justify-center rounded-full ring-2 ${
                  ended
                    ? "bg-stone-200 text-ink ring-stone-300"
                    : reached
                      ? "bg-peacock text-white ring-peacock"
                      : "bg-white text-muted ring-line"
                }`}
                aria-hidden
              >
                {ended ? <X className="size-4" /> : reached ? <Check className="size-4" /> : null}
              </span>
              {!last && <span className={`w-0.5 grow ${reached ? "bg-peacock/40" : "bg-line"}`} aria-hidden />}
            </div>
            <div className={`pb-5 ${last ? "pb-0" : ""}`}>
              <p className={`font-medium ${reached ? "" : "text-muted"} ${current ? "text-peacock" : ""}`}>
                {t(stepLabel(step.status))}
                {!reached && <span className="sr-only">{t("shopping.notYet")}</span>}
              </p>
              {step.at && (
                <p className="text-sm text-muted">
                  <time dateTime={step.at}>{indianDateTime(step.at, language)}</time>
                </p>
              )}
              {step.note && <p className="mt-1 max-w-prose text-sm text-muted">{t(step.note)}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
