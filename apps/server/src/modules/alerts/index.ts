// The alerts module's public surface: it registers itself (DeskAlerts, raised for the shop's events the owner is
// told of, and the desk's live stream); Web Push (registerWebPush, decision 056) sends what this process raised
// (onRaised). The texts are its own: no other module raises an alert, it publishes an event (decision 077).
export { registerAlerts } from "./alerts-module";
export type { DeskStreamOptions } from "./desk-alert-streams";
export { DeskAlerts, type RaisedAlert } from "./desk-alerts";
export { registerWebPush } from "./web-push-module";
export type { WebPushSender } from "./web-push-sender";
