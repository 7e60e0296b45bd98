// The printing module's surface: it registers the papers' routes (packing slip, invoices); nothing else is shared.
export { registerPrinting } from "./printing-module";
