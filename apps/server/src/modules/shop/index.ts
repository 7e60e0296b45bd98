// The shop module's public surface: the shop's own facts (name, contact, limits) over HTTP.
export { shopRoutes } from "./shop-routes";
