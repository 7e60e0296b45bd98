// The pincodes module's public surface: it registers itself (the PIN code lookup) and lends its directory.
export type { PincodeDirectory } from "./pincode-directory";
export { registerPincodes } from "./pincodes-module";
