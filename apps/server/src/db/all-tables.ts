// Every table of the shop, from the modules that own them (decision 078), for what needs them all at once: the
// database handle's schema, lock order, the seed, the backups and the tests. A module imports its own tables file,
// never this one.
export * from "../modules/alerts/alerts-tables";
export * from "../modules/auth/auth-tables";
export * from "../modules/backups/backups-tables";
export * from "../modules/cart/cart-tables";
export * from "../modules/cash-on-delivery/cash-on-delivery-tables";
export * from "../modules/catalogue/catalogue-tables";
export * from "../modules/customers/customers-tables";
export * from "../modules/fulfilment/fulfilment-tables";
export * from "../modules/invoices/invoices-tables";
export * from "../modules/media/media-tables";
export * from "../modules/orders/orders-tables";
export * from "../modules/payments/payments-tables";
export * from "../modules/printing/printing-tables";
export * from "../modules/search-spellings/search-spellings-tables";
export * from "../modules/stock/stock-tables";
export * from "../modules/users/users-tables";
export * from "../modules/wishlist/wishlist-tables";
