// Where an order came from, and how the desk, its reports and both spreadsheets name each source: written once, so a
// source added (or renamed) reads the same on every screen and in every file the accountant opens.

export const ORDER_SOURCES = ["website", "whatsapp", "phone", "instagram", "walk_in"] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** Where a sale the owner enters came from (a shopper's own order is "website"). */
export const SALE_SOURCES = ["whatsapp", "phone", "instagram", "walk_in"] as const;
export type SaleSource = (typeof SALE_SOURCES)[number];

export const ORDER_SOURCE_LABELS: Record<OrderSource, string> = {
  website: "Website",
  whatsapp: "WhatsApp",
  phone: "Phone",
  instagram: "Instagram",
  walk_in: "Walk-in",
};
