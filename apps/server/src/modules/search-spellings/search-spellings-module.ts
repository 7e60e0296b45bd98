// The search spellings register themselves: the owner's groups of spellings, listed, added, changed and removed under
// /api/owner/search-spellings. Owners only.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import type { ShopEvents } from "../../events/event-bus";
import type { RouteGuards } from "../../http/route-guards";
import { SearchSpellingGroups } from "./search-spelling-groups";
import { searchSpellingRoutes } from "./search-spelling-routes";

export async function registerSearchSpellings(
  app: FastifyInstance,
  needs: {
    db: Database;
    guards: RouteGuards;
    /** A change of spellings is a catalogue change (it changes what a search finds), told once committed. */
    events: ShopEvents;
  },
) {
  const { db, guards, events } = needs;
  await app.register(searchSpellingRoutes, { prefix: "/api", guards, spellings: new SearchSpellingGroups(db, events) });
}
