// A database that exists for one test file or benchmark run: PGlite in memory, or a fresh database on the
// PostgreSQL server named by TEST_DATABASE_URL, dropped again afterwards.
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { DatabaseTarget } from "../src/db/database";
import { testDatabaseUrl } from "./test-env";

export interface ThrowawayDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `template`: a PostgreSQL database to copy (CREATE DATABASE … TEMPLATE), e.g. one already migrated. */
export async function createThrowawayDatabase(
  kind: DatabaseTarget["kind"],
  serverUrl = testDatabaseUrl,
  { template }: { template?: string } = {},
): Promise<ThrowawayDatabase> {
  if (kind === "pglite") return { target: { kind, dataDir: "memory://" }, drop: async () => {} };
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `mayil_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind, url: url.toString() },
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
