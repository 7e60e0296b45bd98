// The storefront's page addresses (docs/shop/storefront.md#pages-and-addresses), written once: the web app's router and
// links use them, and so do the server's page meta tags, sitemap and robots.txt, so the two can never disagree about a
// URL.
import { RETURN_PARAM } from "../account/sign-in-return";

const segment = (value: string | number) => encodeURIComponent(String(value));

/** The sign-in page's address, with the page to come back to (sign-in-return.ts) when there is one. */
const signInHref = (returnTo?: string) =>
  returnTo ? `/sign-in?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}` : "/sign-in";

/** Each page's route pattern (React Router and Fastify read ':name' the same way) and how to build its address. */
export const pagePaths = {
  home: { path: "/", getHref: () => "/" },
  products: { path: "/products", getHref: () => "/products" },
  /** Cards link by slug; search suggestions link by id (the page accepts both). */
  product: { path: "/product/:slug", getHref: (slugOrId: string | number) => `/product/${segment(slugOrId)}` },
  productColors: { path: "/product/:id/colors", getHref: (id: number) => `/product/${segment(id)}/colors` },
  category: { path: "/category/:categoryId", getHref: (id: number) => `/category/${segment(id)}` },
  subcategory: { path: "/subcategory/:slug", getHref: (slug: string) => `/subcategory/${segment(slug)}` },
  cart: { path: "/cart", getHref: () => "/cart" },
  wishlist: { path: "/wishlist", getHref: () => "/wishlist" },
  settings: { path: "/settings", getHref: () => "/settings" },
  orders: { path: "/orders", getHref: () => "/orders" },
  /** One of the shopper's orders, by id: status, timeline, and the UPI QR code while money is owed. */
  order: { path: "/orders/:id", getHref: (id: number) => `/orders/${segment(id)}` },
  /** The owner's desk (its own lazily loaded route tree): today, the orders, one order, a new sale. */
  ownerToday: { path: "/owner", getHref: () => "/owner" },
  ownerOrders: { path: "/owner/orders", getHref: () => "/owner/orders" },
  ownerNewOrder: { path: "/owner/orders/new", getHref: () => "/owner/orders/new" },
  ownerOrder: { path: "/owner/orders/:id", getHref: (id: number) => `/owner/orders/${segment(id)}` },
  /** The owner's customers (one per phone on the orders, decision 058) and one customer's page. */
  ownerCustomers: { path: "/owner/customers", getHref: () => "/owner/customers" },
  ownerCustomer: { path: "/owner/customers/:id", getHref: (id: number) => `/owner/customers/${segment(id)}` },
  /** The owner's products: the list, a new one, and one product with its photos, colours and stock. */
  ownerProducts: { path: "/owner/products", getHref: () => "/owner/products" },
  ownerNewProduct: { path: "/owner/products/new", getHref: () => "/owner/products/new" },
  ownerProduct: { path: "/owner/products/:id", getHref: (id: number) => `/owner/products/${segment(id)}` },
  about: { path: "/about", getHref: () => "/about" },
  terms: { path: "/terms", getHref: () => "/terms" },
  privacy: { path: "/privacy", getHref: () => "/privacy" },
  returns: { path: "/returns", getHref: () => "/returns" },
  /** Sign in with Google as a page of its own: where Login leads before the app's code runs (the app opens its dialog). */
  signIn: { path: "/sign-in", getHref: signInHref },
  authCallback: { path: "/auth/callback", getHref: () => "/auth/callback" },
  authError: { path: "/auth/error", getHref: () => "/auth/error" },
  /** The owner's categories (order, photos, subcategories) and the products spreadsheet (download, import). */
  ownerCategories: { path: "/owner/categories", getHref: () => "/owner/categories" },
  ownerProductsSheet: { path: "/owner/products/sheet", getHref: () => "/owner/products/sheet" },
  /** How the shop is doing: sales, pieces and what sits unsold (its own lazily loaded screen). */
  ownerReports: { path: "/owner/reports", getHref: () => "/owner/reports" },
  ownerCashOnDelivery: { path: "/owner/cash-on-delivery", getHref: () => "/owner/cash-on-delivery" },
  /** The words search treats as one: "earing" for earring, "payal" for anklet (decision 030). */
  /** Alerts on the owner's phones (Web Push): turn them on for this device, her devices, remove one. */
  ownerAlerts: { path: "/owner/alerts", getHref: () => "/owner/alerts" },
  ownerSearchWords: { path: "/owner/products/search-words", getHref: () => "/owner/products/search-words" },
  /** The desk's backups (the last one, its download, "Back up now") and, on a phone, the rest of the desk's pages. */
  ownerBackups: { path: "/owner/backups", getHref: () => "/owner/backups" },
  ownerMore: { path: "/owner/more", getHref: () => "/owner/more" },
} as const;

/**
 * The query parameters each page the server renders reads, by name (the web app reads them by these names): the server
 * keeps a rendered page under its path and these alone, so `?utm_source=…`, `?fbclid=…` or any other addition is the same
 * page, not a new render (decision 018). A page not named here reads none. Add a name here before a page reads it.
 */
export const pageParams = {
  /** All Products' filters (?category=2&subcategory=7&price=100-300) and its search (?q=jhumka). */
  products: { category: "category", subcategory: "subcategory", price: "price", search: "q" },
  /** The option a link opens the piece on: ?colour={id}, or ?colour=own for the piece itself. */
  product: { colour: "colour" },
  /** The page a sign-in comes back to (sign-in-return.ts). */
  signIn: { returnTo: RETURN_PARAM },
} as const;

/** Where the sign-in pages live (/auth/callback, /auth/error): robots.txt keeps crawlers out of all of them. */
export const AUTH_PAGES_PREFIX = "/auth/";
