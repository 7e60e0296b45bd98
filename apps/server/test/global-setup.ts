// Before the API tests: the storefront (apps/web/dist and its server render, dist-ssr), which the tests of
// server-rendered pages serve, and the built server (apps/server/dist), which the tests of whole server processes
// start, both built again when a source changed after their last build (scripts/build-if-stale.mjs). CI has built
// them just before, so there nothing is built twice. Then the migrated databases every test file's shop starts
// from (database-templates.ts), removed again at the end of the run.
import type { TestProject } from "vitest/node";
import { buildIfStale } from "../../../scripts/build-if-stale.mjs";
import { makeDatabaseTemplates } from "./database-templates";

export default async function setUp(project: TestProject) {
  buildIfStale();
  const { templates, remove } = await makeDatabaseTemplates();
  project.provide("databaseTemplates", templates);
  return remove;
}
