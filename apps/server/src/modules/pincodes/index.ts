// The pincodes module's public surface: it registers itself (the PIN code lookup).
export { registerPincodes } from "./pincodes-module";
