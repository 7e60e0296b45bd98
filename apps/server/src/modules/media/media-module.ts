// The media module registers itself: /media/* from the owner's photos, kept in the database every process shares
// (decision 013), and from any other source given (the demo art, rendered, never stored). Returns the photo store the
// owner's catalogue writes to.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import { DatabaseMediaStore } from "./database-media-store";
import { mediaRoutes } from "./media-routes";
import type { MediaSource } from "./media-store";
import type { PreparedCopies } from "./resized-media";

export async function registerMedia(
  app: FastifyInstance,
  needs: { db: Database; otherSources: MediaSource[]; prepared?: PreparedCopies },
): Promise<{ mediaStore: DatabaseMediaStore }> {
  const mediaStore = new DatabaseMediaStore(needs.db);
  await app.register(mediaRoutes, {
    sources: [mediaStore, ...needs.otherSources],
    ...(needs.prepared ? { prepared: needs.prepared } : {}),
  });
  return { mediaStore };
}
