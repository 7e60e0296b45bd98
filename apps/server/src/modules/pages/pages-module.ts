// The page server registers itself: page URLs with their own meta tags (rendered on the server when the build has a
// server render), robots.txt and sitemap.xml; every other page falls through to the static files.
import { LANGUAGES, languagePrefix } from "@mayil/core/languages/languages";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import type { PublicCache } from "../../http/public-cache";
import type { CatalogueService } from "../catalogue";
import { pageRoutes } from "./page-routes";
import { PageService } from "./page-service";
import { ServerRender } from "./server-render";

export async function registerPages(
  app: FastifyInstance,
  needs: {
    catalogue: CatalogueService;
    config: Pick<Config, "shop" | "publicUrl">;
    /** The built storefront (apps/web/dist). */
    distDir: string;
    /** The server's render of the storefront's pages (apps/web/dist-ssr); null: the browser renders every page. */
    renderDir: string | null;
    /** Where rendered pages are kept, with the catalogue's responses. */
    cache: PublicCache;
  },
) {
  const { config } = needs;
  const site = { shopName: config.shop.name, publicUrl: config.publicUrl };
  const pages = new PageService(needs.catalogue, site, config.shop);
  const render = needs.renderDir ? new ServerRender(app, needs.renderDir, config.shop.name) : undefined;
  // Each language's pages at their own addresses (decision 084): English unprefixed, /ml/… and /hi/….
  for (const language of LANGUAGES) {
    await app.register(pageRoutes, {
      pages,
      site,
      distDir: needs.distDir,
      render,
      cache: needs.cache,
      language,
      prefix: languagePrefix(language),
    });
  }
}
