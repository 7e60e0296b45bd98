// The static files module's public surface: it registers itself (the built storefront's files, and 404 for what is
// no page).
export { registerStaticFiles } from "./static-files-module";
