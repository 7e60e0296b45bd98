// The alerts module's public surface: it registers itself (DeskAlerts and the desk's live stream); the orders and
// stock raise alerts through DeskAlerts, Web Push (registerWebPush, decision 056) sends what this process raised
// (onRaised); the texts are the shop's words for each.
export {
  type AlertOrder,
  orderExpiringAlert,
  orderPlacedAlert,
  paymentRecordedAlert,
  runningOutAlert,
} from "./alert-texts";
export { registerAlerts } from "./alerts-module";
export type { DeskStreamOptions } from "./desk-alert-streams";
export { type AlertRaiser, DeskAlerts, type RaisedAlert } from "./desk-alerts";
export { registerWebPush } from "./web-push-module";
export type { WebPushSender } from "./web-push-sender";
