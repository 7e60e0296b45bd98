// The health module's public surface: it registers itself (liveness and readiness).
export { registerHealth } from "./health-module";
