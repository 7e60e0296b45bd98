// The storefront's routes (spec section 2), used by the router and by every link, so a path is written once.

const segment = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
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
  about: { path: "/about", getHref: () => "/about" },
  terms: { path: "/terms", getHref: () => "/terms" },
  privacy: { path: "/privacy", getHref: () => "/privacy" },
  returns: { path: "/returns", getHref: () => "/returns" },
  authCallback: { path: "/auth/callback", getHref: () => "/auth/callback" },
  authError: { path: "/auth/error", getHref: () => "/auth/error" },
} as const;

/** Where the 'Sign in with Google' button and the auth error page's Try Again send the browser. */
export const signInUrl = "/api/auth/google";
