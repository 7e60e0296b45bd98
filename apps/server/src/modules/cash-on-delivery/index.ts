// The cash-on-delivery module's public surface (decision 083): it registers the owner's rules (read by the checkout,
// set from the desk) and returns their read, which app.ts hands to orders for placing a COD order; it registers the
// couriers' remittances, and offers orders the remittance that paid for an order's parcel, for the owner's view, and
// the reports its rules and the cash each courier still owes.
export { registerCashOnDelivery } from "./cash-on-delivery-module";
export { CodSettings } from "./cod-settings";
export { type CodRemitted, codRemittedOf, courierNameOf, unremittedCash } from "./remittances";
