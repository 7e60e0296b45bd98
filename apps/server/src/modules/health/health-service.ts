// Whether this process can reach its database, for load balancers and monitoring (GET /api/health).
import type { DatabaseHandle } from "../../db/database";

export interface DatabaseHealth {
  up: boolean;
  kind: DatabaseHandle["kind"];
}

export class HealthService {
  constructor(private readonly database: Pick<DatabaseHandle, "kind" | "isReachable">) {}

  /** isReachable() gives up with the pool's timeouts, so a partition answers in seconds rather than hanging. */
  async databaseHealth(): Promise<DatabaseHealth> {
    return { up: await this.database.isReachable(), kind: this.database.kind };
  }
}
