// The cash-on-delivery module's public surface (decision 083): it registers the owner's rules (read by the checkout,
// set from the desk) and returns their read, which app.ts hands to orders for placing a COD order.
export { registerCashOnDelivery } from "./cash-on-delivery-module";
export type { CodSettings } from "./cod-settings";
