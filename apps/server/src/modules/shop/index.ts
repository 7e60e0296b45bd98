// The shop module's public surface: it registers itself (the shop's own facts over HTTP).
export { registerShop } from "./shop-module";
