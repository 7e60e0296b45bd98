// Serves /media/* from the media sources: the shop's media store (content-addressed) and the rendered demo art.
import type { FastifyPluginAsync } from "fastify";
import { isNamedMediaPath } from "./demo-pictures";
import { isMediaKey, type MediaSource } from "./media-store";
import { MEDIA_WIDTHS, MediaResizer, type PreparedCopies } from "./resized-media";

const widths: readonly number[] = MEDIA_WIDTHS;
// What is under a key or a demo name never changes: a new photo gets a new key.
const MEDIA_CACHE_CONTROL = "public, max-age=604800, immutable";

export interface MediaRoutesOptions {
  /** Asked in order; the first that has the key responds. */
  sources: MediaSource[];
  /** Ready-made srcset copies (the demo art's), asked before a copy is made in memory. */
  prepared?: PreparedCopies;
}

export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, { sources, prepared }) => {
  const media: MediaSource = {
    async get(key) {
      for (const source of sources) {
        const found = await source.get(key);
        if (found) return found;
      }
      return null;
    },
  };
  // Checked here too, so odd paths ("..", encoded slashes) are refused before any source sees them.
  const servable = (key: string) => isMediaKey(key) || isNamedMediaPath(key);

  const resizer = new MediaResizer(media, { prepared });
  app.get<{ Params: { width: string; "*": string } }>("/media/w/:width/*", async (request, reply) => {
    const width = Number(request.params.width);
    const key = request.params["*"];
    if (!widths.includes(width) || !servable(key))
      return reply.status(404).send({ error: "Not found", code: "not_found" });
    const copy = await resizer.resized(key, width);
    if (!copy) return reply.status(404).send({ error: "Not found", code: "not_found" });
    return reply.header("cache-control", MEDIA_CACHE_CONTROL).type("image/webp").send(copy);
  });

  app.get<{ Params: { "*": string } }>("/media/*", async (request, reply) => {
    const key = request.params["*"];
    const found = servable(key) ? await media.get(key) : null;
    // The shop's one response for a missing path, as when a static handler served this folder.
    if (!found) return reply.callNotFound();
    return reply.header("cache-control", MEDIA_CACHE_CONTROL).type(found.contentType).send(found.bytes);
  });
};
