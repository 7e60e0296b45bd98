// The health checks load balancers and supervisors ask (served by the health module). Their shapes are kept with
// the catalogue's, where they were first written.
import { defineEndpoints } from "./endpoint";

export const healthEndpoints = defineEndpoints("operations", () => import("../catalogue/catalogue-schemas"), {
  health: {
    method: "GET",
    path: "/health",
    access: "public",
    summary: "Reports whether the database is reachable",
    errors: [503],
    schemas: (s) => ({ response: s.healthResponseSchema, errorResponses: { 503: s.healthResponseSchema } }),
  },
  /** Liveness: the process responds. A supervisor restarts a process that stops responding to this, nothing else. */
  live: {
    method: "GET",
    path: "/health/live",
    access: "public",
    summary: "Reports that this process is running and responding (liveness)",
    schemas: (s) => ({ response: s.livenessResponseSchema }),
  },
  /**
   * Readiness: a balancer sends shoppers to this process only while it responds with 200: migrated (the process listens only
   * after its start-up work), its database reachable, and not shutting down.
   */
  ready: {
    method: "GET",
    path: "/health/ready",
    access: "public",
    summary: "Reports whether this process should be sent shoppers' requests (readiness)",
    errors: [503],
    schemas: (s) => ({ response: s.readinessResponseSchema, errorResponses: { 503: s.readinessResponseSchema } }),
  },
});
