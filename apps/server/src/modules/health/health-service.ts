// Whether this process can reach its database and should be sent shoppers, for load balancers, supervisors and
// monitoring (GET /api/health, /api/health/live, /api/health/ready).
import type { DatabaseHandle } from "../../db/database";

export interface DatabaseHealth {
  up: boolean;
  kind: DatabaseHandle["kind"];
}

export type Readiness =
  | { ready: true; database: "up" }
  | { ready: false; database?: "up" | "down"; shuttingDown: boolean; reason: string };

export class HealthService {
  constructor(
    private readonly database: Pick<DatabaseHandle, "kind" | "isReachable">,
    private readonly shutdown: { readonly shuttingDown: boolean },
  ) {}

  /** isReachable() gives up with the pool's timeouts, so a partition responds in seconds rather than hanging. */
  async databaseHealth(): Promise<DatabaseHealth> {
    return { up: await this.database.isReachable(), kind: this.database.kind };
  }

  /**
   * Ready: migrated (the process listens only once its start-up work is done), its database reachable and not
   * shutting down. Shutting down is served at once, without asking the database.
   */
  async readiness(): Promise<Readiness> {
    if (this.shutdown.shuttingDown) {
      return { ready: false, shuttingDown: true, reason: "shutting down: finishing the requests in flight" };
    }
    if (!(await this.database.isReachable())) {
      // Asked again: it may have begun shutting down while the database was being asked.
      return {
        ready: false,
        database: "down",
        shuttingDown: this.shutdown.shuttingDown,
        reason: "the database is not reachable",
      };
    }
    if (this.shutdown.shuttingDown) {
      return { ready: false, shuttingDown: true, reason: "shutting down: finishing the requests in flight" };
    }
    return { ready: true, database: "up" };
  }
}
