// The static files module's public surface: the built storefront's files, and 404 for what is no page.
export { staticFileRoutes } from "./static-file-routes";
