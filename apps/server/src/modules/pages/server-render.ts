// Renders storefront pages on the server with the storefront's own code (apps/web/src/entry-server.tsx, built into
// apps/web/dist-ssr), so the HTML carries the page and its first data (decision 018).
//
// The render asks the API for its data through the server itself (Fastify's inject): the same routes, the same
// cached responses and byte-for-byte the same JSON the browser would have fetched, so hydration finds what it expects.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";

/** The parts of apps/web/src/entry-server.tsx the server uses (that package is built by Vite, not imported here). */
interface StorefrontRender {
  setUpServerRender(setup: { fetch: (href: string, init: RequestInit) => Promise<Response>; brandName: string }): void;
  renderPage(url: string): Promise<RenderedPage | null>;
  messageModulesOf(url: string): string[];
}

export interface RenderedPage {
  html: string;
  data: unknown;
  /** The source modules of the message catalogues the page reads (src/messages/<language>/<area>.json). */
  messageModules: string[];
}

export class ServerRender {
  private loaded: Promise<StorefrontRender | null> | undefined;

  constructor(
    private readonly app: FastifyInstance,
    /** apps/web/dist-ssr; without it (the storefront not built, or built before server rendering) pages are rendered
     * by the browser alone, as before. */
    private readonly ssrDir: string,
    private readonly brandName: string,
  ) {}

  /** The page at `url` rendered with its data, or null when it cannot be (no render built, or a response failed). */
  async render(url: string): Promise<RenderedPage | null> {
    const storefront = await this.storefront();
    if (!storefront) return null;
    try {
      return await storefront.renderPage(url);
    } catch (error) {
      // The browser can still render the page; a render bug must not cost the shopper the page.
      this.app.log.error({ err: error, url: url.split("?")[0] }, "server render failed; the browser renders the page");
      return null;
    }
  }

  /**
   * The source modules of the message catalogues the page at `url` reads in its language (the frame's and its
   * area's), for a page the browser renders: the server hints them with its code. Empty without a render built.
   */
  async messageModules(url: string): Promise<string[]> {
    return (await this.storefront())?.messageModulesOf(url) ?? [];
  }

  private storefront(): Promise<StorefrontRender | null> {
    this.loaded ??= this.load();
    return this.loaded;
  }

  private async load(): Promise<StorefrontRender | null> {
    const entry = path.join(this.ssrDir, "entry-server.js");
    if (!existsSync(entry)) return null;
    const storefront = (await import(pathToFileURL(entry).href)) as StorefrontRender;
    storefront.setUpServerRender({ fetch: (href, init) => this.inject(href, init), brandName: this.brandName });
    return storefront;
  }

  /** A public API call served in-process. Only GETs: a page's render reads, it never changes anything. */
  private async inject(href: string, init: RequestInit): Promise<Response> {
    if ((init.method ?? "GET") !== "GET") throw new Error(`A page's render only reads: ${init.method} ${href}`);
    const response = await this.app.inject({ method: "GET", url: href, headers: { accept: "application/json" } });
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers: { "content-type": String(response.headers["content-type"] ?? "application/json") },
    });
  }
}
