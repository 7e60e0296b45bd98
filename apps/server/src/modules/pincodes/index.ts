// The pincodes module's public surface: the directory of Indian pincodes and its route.
export { PincodeDirectory } from "./pincode-directory";
export { pincodeRoutes } from "./pincode-routes";
