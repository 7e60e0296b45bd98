// The page server's public surface: it registers itself (every page URL with its meta tags, rendered on the server
// when it can; robots.txt and sitemap.xml).
export { registerPages } from "./pages-module";
