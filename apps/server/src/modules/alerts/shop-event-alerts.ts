// What the owner is alerted of (decision 055), as the shop's events tell it (decision 077): each event a module
// publishes once its change has committed becomes an alert in the shop's words, raised in the process where it
// happened (and from there streamed by every process and pushed once). The publishers know nothing of alerts.
import type { ShopEvents } from "../../events/event-bus";
import { orderExpiringAlert, orderPlacedAlert, paymentRecordedAlert, runningOutAlert } from "./alert-texts";
import type { AlertRaiser } from "./desk-alerts";

/** Raises an alert for every event the owner is told of. Raising is not awaited: it never delays the change. */
export function alertOnShopEvents(events: ShopEvents, alerts: AlertRaiser): void {
  events.subscribe("order-placed", ({ order, pieceCount, fromSessionId }) => {
    void alerts.raise(orderPlacedAlert({ ...order, pieceCount }), fromSessionId);
  });
  events.subscribe("payment-recorded", ({ order, payment, fromSessionId }) => {
    void alerts.raise(paymentRecordedAlert(order, payment), fromSessionId);
  });
  events.subscribe("order-about-to-expire", ({ order, hoursLeft }) => {
    void alerts.raise(orderExpiringAlert({ ...order, hoursLeft }));
  });
  events.subscribe("stock-running-out", ({ pieces }) => {
    for (const piece of pieces) void alerts.raise(runningOutAlert(piece));
  });
}
