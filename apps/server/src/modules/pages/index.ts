// The page server's public surface: every page URL with its meta tags (rendered on the server when it can), robots.txt
// and sitemap.xml.
export { pageRoutes } from "./page-routes";
export { PageService } from "./page-service";
export { ServerRender } from "./server-render";
