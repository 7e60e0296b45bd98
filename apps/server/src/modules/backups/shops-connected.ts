// Which shop processes are connected to a PostgreSQL database, for a restore: one that ran under a live shop would
// lose the orders placed between its safety backup and its wipe, and leave the shop's processes serving sessions that
// no longer exist. The embedded database needs none of this: its folder's lock keeps a restore and a shop apart.
import { SHOP_CONNECTION_PREFIX } from "../../db/database";
import { openServerClient } from "./backup-connection";

export interface ConnectedShop {
  /** The connection's application_name: "mayil-shop pid 4242", or with what it is for (" announcements"). */
  name: string;
  /** The machine it connects from, when the server says (it does not to a role without pg_read_all_stats). */
  from: string | null;
  connections: number;
}

/** The shop processes connected to the database at `url` now, as each names itself (shopConnectionName). */
export async function shopsConnected(url: string): Promise<ConnectedShop[]> {
  const client = await openServerClient(url);
  try {
    const { rows } = await client.query<{ name: string; from: string | null; connections: number }>(
      `select application_name as name, host(client_addr) as from, count(*)::int as connections
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and application_name like $1
        group by 1, 2 order by 1, 2`,
      [`${SHOP_CONNECTION_PREFIX} %`],
    );
    return rows;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Says which shop processes are connected, one per line, and what to do: stop them, then run the restore again. */
export function describeConnectedShops(shops: ConnectedShop[]): string {
  // One line per process: its pool's connections and its announcements listener share the pid.
  const processes = new Map<string, { from: Set<string>; connections: number }>();
  for (const shop of shops) {
    const process = /^(\S+ pid \d+)/.exec(shop.name)?.[1] ?? shop.name;
    const seen = processes.get(process) ?? { from: new Set<string>(), connections: 0 };
    if (shop.from) seen.from.add(shop.from);
    seen.connections += shop.connections;
    processes.set(process, seen);
  }
  const lines = [...processes].map(
    ([name, { from, connections }]) =>
      `  ${name}${from.size > 0 ? ` on ${[...from].join(", ")}` : ""} (${connections} connection${connections === 1 ? "" : "s"})`,
  );
  return [
    `The shop is running on this database: ${processes.size === 1 ? "1 process is" : `${processes.size} processes are`} connected to it. Nothing was changed.`,
    ...lines,
    "Stop every shop process that uses this DATABASE_URL (the pid is the process's id on the machine it runs on; `sudo systemctl stop mayil` on each machine, docs/deploy.md), then run the restore again, and start the shop once it is done.",
  ].join("\n");
}
