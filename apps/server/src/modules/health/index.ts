// The health module's public surface: liveness and readiness.
export { healthRoutes } from "./health-routes";
export { HealthService } from "./health-service";
