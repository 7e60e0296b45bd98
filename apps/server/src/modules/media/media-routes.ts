// Serves /media/* from the data folder, drawing a demo catalogue image the first time it is asked for.
import { createReadStream, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync } from "fastify";
import { renderToWebp } from "./demo-art";
import { demoArtwork } from "./demo-media";
import { MEDIA_WIDTHS, MediaResizer } from "./resized-media";

const SAFE_MEDIA_PATH = /^[a-z0-9-]+\/[a-z0-9][a-z0-9._-]*$/;
const widths: readonly number[] = MEDIA_WIDTHS;

export const mediaRoutes: FastifyPluginAsync<{ mediaDir: string }> = async (app, { mediaDir }) => {
  mkdirSync(mediaDir, { recursive: true });
  const drawing = new Map<string, Promise<void>>();
  // Paths known to be on disk: every later request for them skips the file-system check.
  const onDisk = new Set<string>();

  /** Draws a missing demo image once, even when many requests for it arrive together. */
  async function ensureDemoImage(relativePath: string): Promise<void> {
    const artwork = demoArtwork(relativePath);
    if (!artwork || onDisk.has(relativePath)) return;
    const file = path.join(mediaDir, relativePath);
    if (existsSync(file)) {
      onDisk.add(relativePath);
      return;
    }
    let job = drawing.get(relativePath);
    if (!job) {
      job = renderToWebp(artwork.svg(), file, artwork.width, artwork.height).finally(() =>
        drawing.delete(relativePath),
      );
      drawing.set(relativePath, job);
    }
    await job;
    onDisk.add(relativePath);
  }

  app.addHook("onRequest", async (request) => {
    const relativePath = (request.url.split("?")[0] ?? "").replace(/^\/media\//, "");
    // Only plain names are ever drawn: anything encoded or odd goes straight to the static handler's 404.
    if (SAFE_MEDIA_PATH.test(relativePath)) await ensureDemoImage(relativePath);
  });

  const resizer = new MediaResizer(mediaDir);
  app.get<{ Params: { width: string; "*": string } }>("/media/w/:width/*", async (request, reply) => {
    const width = Number(request.params.width);
    const relativePath = request.params["*"];
    if (!widths.includes(width) || !SAFE_MEDIA_PATH.test(relativePath)) {
      return reply.status(404).send({ error: "Not found" });
    }
    await ensureDemoImage(relativePath);
    const file = await resizer.resized(relativePath, width);
    if (!file) return reply.status(404).send({ error: "Not found" });
    return reply
      .header("cache-control", "public, max-age=604800, immutable")
      .type("image/webp")
      .send(createReadStream(file));
  });

  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: "/media/",
    decorateReply: false,
    index: false,
    // Media files never change under the same name; a new photo gets a new file name.
    maxAge: "7d",
    immutable: true,
  });
};
