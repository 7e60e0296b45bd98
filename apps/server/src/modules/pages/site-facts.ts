// What every page says of the shop itself: its name and its public address. A file apart, so the page's tags
// (page-meta.ts) and the desk's (desk-app.ts) can both name it without importing each other.
export interface SiteFacts {
  shopName: string;
  publicUrl: string;
}
